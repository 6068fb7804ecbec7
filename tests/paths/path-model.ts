/**
 * What a statechart's paths are made from and what they come to (CONVENTIONS #6): the model a
 * `<flow>.model.ts` declares, the registry's untyped entry, and the set of paths with its coverage that
 * path-graph.ts builds from them.
 */
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { StatePath } from 'xstate/graph';

import type { ActorOutput, ActorSource, EventOfType, NonEmpty } from './machine-types';

/** Samples for everything that can happen to a machine. A missing event type or actor is a compile error. */
export interface PathSamples<M extends AnyStateMachine> {
  /** At least one sample of every event type the machine accepts from outside. */
  events: { [K in EventFromLogic<M>['type']]: NonEmpty<EventOfType<M, K>> };
  /**
   * For every actor the machine invokes (by `src`): the results it can finish with and, when it can also
   * fail unexpectedly (its `onError`), a sample error.
   */
  actors: { [S in ActorSource<M>]: { outputs: NonEmpty<ActorOutput<M, S>>; error?: unknown } };
}

/** The implementations a path test provides in place of the real ones (`machine.provide(...)`). */
export interface TestImplementations {
  actors?: Record<string, unknown>;
  delays?: Record<string, number>;
}

/** What a machine needs around it while its paths are built and run, and how to take it down after. */
export interface ModelFixture<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's input when it holds something live (a parent actor): made fresh for each run. */
  input?: InputFrom<M>;
  tearDown?: () => void;
}

/** How large a graph may be for its simple paths to be run too. */
export interface SimplePathBound {
  /** At most this many distinct states (vertices of the graph). */
  maxVertices: number;
  /** At most this many maximal simple paths; more, and only the shortest and edge paths run. */
  maxPaths: number;
}

export const DEFAULT_SIMPLE_PATHS: SimplePathBound = { maxVertices: 16, maxPaths: 120 };

/**
 * Everything the path tests need to know about one statechart: the model a `<flow>.model.ts` declares
 * (typed with `satisfies MachineModel<typeof flowMachine>`) and src/machines/registry.ts lists.
 */
export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  /** The spec section the machine implements, e.g. 'booking §4 payment status'. */
  spec: string;
  samples: PathSamples<M>;
  /** The machine's input, when it takes one. */
  input?: InputFrom<M>;
  /** Sets up what the machine needs (a still clock, a storage, a live parent actor); undone by `tearDown`. */
  setUp?: () => ModelFixture<M>;
  /** Test implementations beyond the quiet ones every path test provides; they must not act by themselves. */
  implementations?: TestImplementations;
  /**
   * Tells two snapshots apart by what the rules read, for a machine whose context grows without end (a
   * transcript); by default the whole snapshot (state and context) is one vertex.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** The simple-path bound for this machine, or false for shortest and edge paths only. */
  simplePaths?: SimplePathBound | false;
  /**
   * Guard outcomes no path can show, each with why: keyed by the outcome as the coverage
   * table prints it (`<state> ─ <event> [guard] → false`). A test fails when one is shown after all.
   */
  impossibleGuardOutcomes?: Record<string, string>;
}

export type AnySnapshot = SnapshotFrom<AnyStateMachine>;
export type Path = StatePath<AnySnapshot, EventObject>;

/** A model with its types erased, as the registry holds it. */
export interface UntypedModel {
  machine: AnyStateMachine;
  spec: string;
  samples: { events: Record<string, readonly EventObject[]>; actors: Record<string, { outputs: readonly unknown[]; error?: unknown }> };
  input?: unknown;
  setUp?: () => { input?: unknown; tearDown?: () => void };
  implementations?: TestImplementations;
  serializeState?: (snapshot: AnySnapshot) => string;
  simplePaths?: SimplePathBound | false;
  impossibleGuardOutcomes?: Record<string, string>;
}

export function untyped<M extends AnyStateMachine>(model: MachineModel<M>): UntypedModel {
  return model as unknown as UntypedModel;
}

/** A statechart as src/machines/registry.ts lists it: its model, its id, and the implementations its path tests provide. */
export interface RegisteredMachine extends UntypedModel {
  /** The machine's own id (`bookingForm`): the name of its files in docs/paths and docs/machines. */
  id: string;
  /** What the path tests pass to `machine.provide(...)`: quiet actors and timers, then the model's own. */
  implementations: Required<TestImplementations>;
}

export interface Coverage {
  states: { all: string[]; covered: string[]; missing: string[] };
  transitions: { all: string[]; covered: string[]; missing: string[] };
  /**
   * Every guard outcome (each guarded transition's guard, true and false), those the paths show, those
   * the model declares impossible (with why), those missing, and declarations no longer true (`stale`:
   * the outcome is shown after all, or names no guard of the machine).
   */
  guards: { all: string[]; covered: string[]; impossible: Record<string, string>; missing: string[]; stale: string[] };
}

/** Why a path is in the set. */
export type PathKind = 'shortest' | 'transition' | 'guard' | 'simple';

export interface GeneratedPath {
  kind: PathKind;
  path: Path;
  /** A short hash of its events: the same path keeps its id when other paths come and go. */
  id: string;
  /** The guard outcomes it shows (`<transition> [guard] → true`), in the order the machine evaluates them. */
  guards: string[];
  /** The transitions it takes (keys as in the coverage), in order. */
  transitions: string[];
}

export interface PathSet {
  paths: GeneratedPath[];
  coverage: Coverage;
  /** Distinct states of the graph (state and the context the serialisation keeps). */
  vertices: number;
  /** Whether the simple paths were added, and if not why. */
  simple: { included: boolean; reason: string };
}
