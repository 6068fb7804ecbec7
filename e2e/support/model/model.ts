/**
 * A statechart as a browser drives it (model-driven browser tests; CONVENTIONS #6, #8).
 *
 * A browser model maps everything that can happen to a machine onto what a Playwright test does:
 * - every event type to user gestures (click, type) or to arrivals the server causes;
 * - every result of every invoked actor to a server set-up (seats taken meanwhile, a declined card, the
 *   server stopped), with the actor's HTTP request held until the path says how it ends;
 * - every named delay to the page clock moving on;
 * - every leaf state to what the screen must show.
 * Each map is keyed by the machine's own types, so a missing event, result, delay or state is a compile
 * error. What a browser cannot produce is declared `notDrivable(reason)`: it stays in the model (the
 * coverage table says which transitions only it reaches) and out of the generated tests.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { Network } from './network';

import type { ActorOutput, ActorSource, DelayName, EventOfType, EventType, NonEmpty } from '../../../tests/paths/machine-types';

export type { ActorOutput, ActorSource, DelayName, EventOfType, EventType };

/** Every leaf state as a dotted path (`form.editing`), from the machine's typed state value. */
type LeafPaths<V> = V extends string ? V : V extends object ? { [K in keyof V & string]: `${K}.${LeafPaths<V[K]>}` }[keyof V & string] : never;
export type LeafState<M extends AnyStateMachine> = LeafPaths<SnapshotFrom<M>['value']>;

/** Facts about the page and the server that the generated paths must respect (generation only). */
export type World = Record<string, string | number | boolean | null>;

/** What every generated test works with; a model's own context adds its facts (the traveller, the tour). */
export interface BrowserRun {
  page: Page;
  request: APIRequestContext;
  /** The model's actor requests, held until the path says how each ends. */
  network: Network;
  /** True when the path takes every seat of its tour: it gets a tour nobody else books meanwhile. */
  exclusive: boolean;
  /**
   * The page's language: every path runs in English on the desktop and in Arabic on the phone,
   * so a model opens its pages with `?lng=${run.language}` and reads the screen with `say(run, …)`.
   */
  language: 'en' | 'ar';
}

/** Something a browser (or the server behind it) can make happen, and the world it needs and leaves. */
interface Drivable<W extends World> {
  /** A few words for the test title: 'national ID typed', 'another traveller took the seats'. */
  label: string;
  /** Whether it can happen in this world and state (default: always). Generation only. */
  possible?: (world: W, snapshot: AnyMachineSnapshot) => boolean;
  /** How it changes the world. Generation only. */
  then?: Partial<W> | ((world: W) => Partial<W>);
  /** It takes every seat of the tour, so its test needs a tour of its own. */
  exclusive?: boolean;
}

/** Set-ups for something the server decides (an actor's result, a pushed event). */
interface ServerSide<C> {
  /** Before the gesture (or the page load) that leads to it: an address to open, a server to stop. */
  before?: (run: C) => Promise<void>;
  /** Right before it arrives, while the actor's request is held: seats taken meanwhile, a card paid. */
  arrange?: (run: C) => Promise<void>;
}

export interface Gesture<E, W extends World, C> extends Drivable<W> {
  kind: 'gesture';
  event: E;
  /** What the user does; the view sends `event`. */
  perform: (run: C) => Promise<void>;
}

export interface Arrival<E, W extends World, C> extends Drivable<W>, ServerSide<C> {
  kind: 'arrival';
  event: E;
}

export interface NotDrivable {
  kind: 'notDrivable';
  /** Why a browser test cannot make it happen (and where it is tested instead). */
  why: string;
}

export interface Result<O, W extends World, C> extends Drivable<W>, ServerSide<C> {
  kind: 'result';
  output: O;
  /**
   * How the actor's held request ends: `continue` (the real server answers), `abort` (the network fails)
   * or `none` (this result makes no request at all, so the state before it passes in an instant).
   */
  release: 'continue' | 'abort' | 'none';
}

export interface Failure<W extends World, C> extends Drivable<W>, ServerSide<C> {
  kind: 'result';
  error: unknown;
  release: 'continue' | 'abort' | 'none';
}

export type EventSample<E, W extends World, C> = Gesture<E, W, C> | Arrival<E, W, C> | (NotDrivable & { event: E });
export type ResultSample<O, W extends World, C> = Result<O, W, C> | (NotDrivable & { output: O });

/** An actor's HTTP request: held from the moment the page sends it until the path's result releases it. */
export interface RequestMatch {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: RegExp;
}

export interface ActorModel<O, W extends World, C> {
  request?: RequestMatch;
  results: NonEmpty<ResultSample<O, W, C>>;
  /** Its `onError` (an unexpected throw), when it has one. */
  error?: Failure<W, C> | (NotDrivable & { error: unknown });
}

/** A named delay: the page clock jumps forward by the machine's own delay (Playwright's clock). */
export interface Timer<W extends World> extends Drivable<W> {
  kind: 'timer';
}

/** What the screen shows in a state, read with Playwright's retrying assertions. */
export type Screen<M extends AnyStateMachine, C> = (run: C, snapshot: SnapshotFrom<M>) => Promise<void>;
/** A state the page passes through too quickly to be seen (an open socket's first milliseconds). */
export interface Fleeting {
  kind: 'fleeting';
  why: string;
}

export interface BrowserModel<M extends AnyStateMachine, W extends World, C extends BrowserRun> {
  machine: M;
  /** The machine's input as the page gives it (the model's own copy, for generation). */
  input?: InputFrom<M>;
  /** The world before the first step. */
  world: W;
  /**
   * Starts the machine: `prepare` (optional) runs first, then the `before` set-ups of the results that
   * follow, then `perform` (opening the page, or the gesture that creates the actor).
   */
  start: { label: string; prepare?: (run: C) => Promise<void>; perform: (run: C) => Promise<void> };
  events: { [K in EventType<M>]: NonEmpty<EventSample<EventOfType<M, K>, W, C>> };
  actors: { [S in ActorSource<M>]: ActorModel<ActorOutput<M, S>, W, C> };
  delays: { [D in DelayName<M>]: Timer<W> | NotDrivable };
  /**
   * Each leaf state's screen; `fleeting(why)` for one the page passes through too fast to read, and
   * `notDrivable(why)` for one the real server never leads to (every transition into it is declared
   * not drivable too): the coverage test then accepts that no path reaches it, and prints why.
   */
  states: { [S in LeafState<M>]: Screen<M, C> | Fleeting | NotDrivable };
  /** What of a snapshot makes two states different for the browser (default: value and context). */
  serialize?: (snapshot: SnapshotFrom<M>) => unknown;
}

// Builders, so a model reads as a table: `const { gesture, result, timer } = builders<MyWorld, MyRun>()`.

type Options<W extends World> = Omit<Drivable<W>, 'label'>;

export function builders<W extends World, C>() {
  return {
    gesture: <E>(event: E, label: string, perform: (run: C) => Promise<void>, options: Options<W> = {}): Gesture<E, W, C> => ({
      kind: 'gesture',
      event,
      label,
      perform,
      ...options,
    }),
    arrival: <E>(event: E, label: string, options: Options<W> & ServerSide<C> = {}): Arrival<E, W, C> => ({ kind: 'arrival', event, label, ...options }),
    result: <O>(output: O, label: string, options: Options<W> & ServerSide<C> & { release?: Result<O, W, C>['release'] } = {}): Result<O, W, C> => ({
      kind: 'result',
      output,
      label,
      release: 'continue',
      ...options,
    }),
    timer: (label: string, options: Options<W> = {}): Timer<W> => ({ kind: 'timer', label, ...options }),
  };
}

/**
 * `before` set-ups that say how the page under test is opened (`run.entry`), unless an earlier result
 * decided it: `const opens = opener<MyRun>()`, then `before: opens('departedTour')` on a result.
 */
export function opener<R extends { entry?: unknown }>() {
  return (entry: NonNullable<R['entry']>) =>
    (run: R): Promise<void> => {
      run.entry ??= entry;
      return Promise.resolve();
    };
}

export function notDrivable(why: string): NotDrivable;
export function notDrivable<E>(why: string, sample: { event: E }): NotDrivable & { event: E };
export function notDrivable<O>(why: string, sample: { output: O }): NotDrivable & { output: O };
export function notDrivable(why: string, sample: { error: unknown }): NotDrivable & { error: unknown };
export function notDrivable(why: string, sample: object = {}): NotDrivable {
  return { kind: 'notDrivable', why, ...sample };
}

export function fleeting(why: string): Fleeting {
  return { kind: 'fleeting', why };
}
