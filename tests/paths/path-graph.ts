/**
 * The paths of a statechart, from the machine itself (CONVENTIONS #6), with no test runner: the path tests
 * (path-tests.ts, registry.paths.test.ts) and the exports (`npm run paths:export`) all build them here, so
 * a QA engineer's Markdown, the coverage table and the tests are the same paths.
 *
 * From a machine and typed samples (every event type, every invoked actor's results), `xstate/graph`
 * walks the machine; the paths are the shortest path to every state, one more path for every transition
 * those missed (self-transitions, timers, guarded alternatives), and, where the graph is small enough,
 * every maximal simple path (each state at most once). Timers (`after`) and invoked actors' results are
 * driven as the events XState itself uses for them (`xstate.after.*`, `xstate.done.actor.*`,
 * `xstate.error.actor.*`), so a live actor's own timers and effects are swapped out and nothing runs by
 * itself: the "quiet" implementations below are the test implementations every path test provides.
 */
import { createHash } from 'node:crypto';
import {
  and,
  createActor,
  fromPromise,
  getInitialSnapshot,
  transition,
  type Actor,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';

import { guardName } from './machine-export';
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
   * Guard outcomes no path can show, each with why (issue 21): keyed by the outcome as the coverage
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

export function register<M extends AnyStateMachine>(model: MachineModel<M>): RegisteredMachine {
  const plain = untyped(model);
  return { ...plain, id: plain.machine.id, implementations: quietImplementations(plain) };
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

const NEVER_FIRES = 2_147_483_647; // the largest setTimeout delay: a delay that never fires in a test

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

/** The readable name of an `xstate.after.<delay>.<state id>` event: the delay's name. */
export function delayName(eventType: string): string {
  return eventType.slice('xstate.after.'.length).split('.')[0] ?? eventType;
}

function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  const readable = eventType.startsWith('xstate.after.') ? `after ${delayName(eventType)}` : eventType === '' ? 'always' : eventType;
  return `${source.id} ─ ${readable}${index > 0 ? ` [${index + 1}]` : ''}`;
}

/** A guard outcome as the coverage table, the docs and `impossibleGuardOutcomes` name it. */
export function guardOutcome(site: string, result: boolean): string {
  return `${site} → ${result}`;
}

/**
 * A copy of a machine that records every guard it evaluates (issue 21), and its guard sites: one per
 * guarded transition (`always` ones too), named `<transition> [guard]`, so a guard used on two
 * transitions, or with different params, is two sites, each to be seen true and false. Each transition's
 * guard is swapped for a built-in-style guard that evaluates the original exactly as XState would
 * (named, with params, inline, `and`/`or`/`not`/`stateIn`) and notes the result: XState v5's inspection
 * events do not carry guard results, and `provide({ guards })` reaches named guards only.
 */
export function recordingMachine<M extends AnyStateMachine>(source: M): { machine: M; sites: string[]; record: <T>(work: () => T) => { result: T; outcomes: string[] } } {
  const machine = source.provide({}) as M;
  let sink: string[] | null = null;
  const sites: string[] = [];
  const wrap = (definition: { guard?: unknown }, site: string) => {
    if (!definition.guard) return;
    const key = `${site} [${guardName(definition.guard)}]`;
    sites.push(key);
    const original = and([definition.guard as never]) as unknown as { check: (snapshot: unknown, args: unknown, self: unknown) => boolean };
    const check = (snapshot: unknown, args: unknown) => {
      const result = original.check(snapshot, args, original);
      sink?.push(guardOutcome(key, result));
      return result;
    };
    definition.guard = Object.assign(() => false, { check });
  };
  for (const node of stateNodes(machine.root)) {
    for (const [eventType, definitions] of node.transitions) definitions.forEach((definition, index) => wrap(definition, transitionKey(node, eventType, index)));
    (node.always ?? []).forEach((definition, index) => wrap(definition, transitionKey(node, '', index)));
  }
  const record = <T>(work: () => T) => {
    const outer = sink;
    const outcomes: string[] = [];
    sink = outcomes;
    try {
      return { result: work(), outcomes };
    } finally {
      sink = outer;
    }
  };
  return { machine, sites, record };
}

/** A path's id: a short hash of its events, so it stays the same while other paths come and go. */
export function pathId(path: Path): string {
  return createHash('sha256').update(eventsKey(path)).digest('hex').slice(0, 8);
}

/** Every transition a machine defines, one key per guarded alternative. Eventless (`always`) ones are not counted. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, definitions]) =>
      definitions.map((_definition, index) => transitionKey(node, eventType, index)),
    ),
  );
}

function takenTransitions(machine: AnyStateMachine, before: AnySnapshot, event: EventObject): string[] {
  return machine.getTransitionData(before as never, event as never).map((definition) => {
    const source = definition.source;
    const eventType = String(definition.eventType);
    const index = (source.transitions.get(eventType) ?? []).indexOf(definition);
    return transitionKey(source, eventType, index);
  });
}

/**
 * The events the traversal tries in a state: every sample, the timers of the active states, and the
 * results of the actors the active states invoke (an actor's result outside its state would be a crash,
 * not a path).
 */
function traversalEvents(model: UntypedModel): (snapshot: AnySnapshot) => EventObject[] {
  const { machine, samples } = model;
  const userEvents = Object.values(samples.events).flat();
  const eventsOf = (node: AnyStateNode): EventObject[] => [
    ...node.after.map((after) => ({ type: String(after.eventType) })),
    ...node.invoke.flatMap((invoke) => {
      const source = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      const sample = samples.actors[source];
      if (!sample) throw new Error(`${machine.id}: no sample results for invoked actor '${source}'`);
      const done = sample.outputs.map((output) => ({ type: `xstate.done.actor.${invoke.id}`, output }));
      return 'error' in sample ? [...done, { type: `xstate.error.actor.${invoke.id}`, error: sample.error }] : done;
    }),
  ];
  const byNode = new Map(stateNodes(machine.root).map((node) => [node, eventsOf(node)]));
  return (snapshot) => [...userEvents, ...snapshot._nodes.flatMap((node) => byNode.get(node) ?? [])];
}

/** The leaf states a snapshot is in, as `snapshot.matches` reads them (`content.slide.idle`). */
export function leafStates(snapshot: AnySnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order) // in the order the machine defines them, whatever order they were entered in
    .map((node) => node.path.join('.'));
}

/** The event as a reader names it: `after autoAdvance`, `loadItems done`, `loadItems failed`, or its type. */
export function eventLabel(event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) return `after ${delayName(event.type)}`;
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} done`;
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice('xstate.error.actor.'.length)} failed`;
  return event.type;
}

/** The events of a path after the start. */
export function pathEvents(path: Path): EventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

export function pathTitle(path: Path): string {
  const events = pathEvents(path);
  const target = leafStates(path.state).join(' + ');
  return `reaches ${target} via ${events.length ? events.map(eventLabel).join(' → ') : 'start'}`;
}

type Adjacency = Record<string, { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }>;

/**
 * Every maximal simple path from the start (no state twice, and not a prefix of another), depth first in
 * the graph's own order; null when there are more than `limit`.
 */
function maximalSimplePaths(adjacency: Adjacency, start: string, serialize: (snapshot: AnySnapshot) => string, limit: number): Path[] | null {
  const paths: Path[] = [];
  const startVertex = adjacency[start];
  if (!startVertex) return paths;
  const visited = new Set<string>([start]);
  const steps: Path['steps'] = [{ event: { type: 'xstate.init' }, state: startVertex.state }];
  let overflow = false;
  const walk = (key: string) => {
    if (overflow) return;
    let extended = false;
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serialize(state);
      if (visited.has(next)) continue;
      extended = true;
      visited.add(next);
      steps.push({ event, state });
      walk(next);
      steps.pop();
      visited.delete(next);
      if (overflow) return;
    }
    if (!extended && steps.length > 1) {
      paths.push({ state: steps[steps.length - 1]!.state, steps: [...steps], weight: steps.length - 1 });
      if (paths.length > limit) overflow = true;
    }
  };
  walk(start);
  return overflow ? null : paths;
}

const eventsKey = (path: Path) => JSON.stringify(pathEvents(path));

/**
 * Builds the paths of a machine: shortest paths to every state, one more path for every transition they
 * missed, then the maximal simple paths when the graph is within the bound. Call it inside the model's
 * fixture (`withFixture`) when the model has one.
 */
export function buildPaths(model: UntypedModel, input: unknown = model.input): PathSet {
  // The graph is walked on a recording copy of the machine (same transitions, same guards), so each
  // step's guard outcomes can be read off the snapshot before it.
  const { machine, sites, record: recordGuards } = recordingMachine(model.machine);
  // By default two snapshots are one vertex when they are the same as JSON (state, context, children),
  // as xstate/graph's TestModel has it.
  const serialize = model.serializeState ?? ((snapshot: AnySnapshot) => JSON.stringify(snapshot));
  const testModel = new TestModel(machine as never, { events: traversalEvents({ ...model, machine }) as never, input: input as never, serializeState: serialize as never });
  const shortest = testModel.getShortestPaths() as unknown as Path[];
  const everyShortest = testModel.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Path[];
  const adjacency = testModel.getAdjacencyMap() as unknown as Adjacency;
  const vertices = Object.keys(adjacency).length;

  const initialOutcomes = recordGuards(() => getInitialSnapshot(machine, input as never)).outcomes;
  // Paths share their snapshots and events (the graph's own objects), so each step is evaluated once.
  const evaluated = new WeakMap<AnySnapshot, Map<EventObject, string[]>>();
  const stepOutcomes = (before: AnySnapshot, event: EventObject) => {
    const byEvent = evaluated.get(before) ?? new Map<EventObject, string[]>();
    evaluated.set(before, byEvent);
    let outcomes = byEvent.get(event);
    if (!outcomes) {
      outcomes = recordGuards(() => transition(machine, before as never, event as never)).outcomes;
      byEvent.set(event, outcomes);
    }
    return outcomes;
  };
  const paths: GeneratedPath[] = [];
  const covered = new Set<string>();
  const shown = new Set<string>();
  const add = (kind: PathKind, path: Path) => {
    const guards = [...initialOutcomes];
    const taken: string[] = [];
    let before: AnySnapshot | undefined;
    for (const step of path.steps) {
      if (before) {
        taken.push(...takenTransitions(machine, before, step.event));
        guards.push(...stepOutcomes(before, step.event));
      }
      before = step.state;
    }
    const transitions = [...new Set(taken)];
    transitions.forEach((key) => covered.add(key));
    const distinct = [...new Set(guards)];
    distinct.forEach((outcome) => shown.add(outcome));
    paths.push({ kind, path, id: pathId(path), guards: distinct, transitions });
  };
  shortest.forEach((path) => add('shortest', path));

  // Edge coverage: a transition no path took gets a path of its own (the shortest way to a state where
  // it is enabled, then the event that takes it). This is how self-transitions and timers are reached.
  // Guard coverage likewise: a guard outcome no path showed gets the shortest way to a state where an
  // event shows it, then that event.
  const shortestTo = new Map(everyShortest.map((path) => [serialize(path.state), path]));
  const allOutcomes = sites.flatMap((site) => [guardOutcome(site, true), guardOutcome(site, false)]);
  for (const [kind, missed] of [
    ['transition', (vertex: AnySnapshot, event: EventObject) => takenTransitions(machine, vertex, event).some((key) => !covered.has(key))],
    ['guard', (vertex: AnySnapshot, event: EventObject) => stepOutcomes(vertex, event).some((outcome) => !shown.has(outcome))],
  ] as const) {
    // Until every outcome is shown; a machine declaring one impossible walks the whole graph, so a
    // declaration the graph disproves gets its path (and fails as stale).
    const done = () => kind === 'guard' && allOutcomes.every((outcome) => shown.has(outcome));
    for (const vertex of Object.values(adjacency)) {
      if (done()) break;
      for (const { event, state } of Object.values(vertex.transitions)) {
        if (!missed(vertex.state, event)) continue;
        const prefix = shortestTo.get(serialize(vertex.state));
        if (!prefix) continue;
        add(kind, { state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 });
      }
    }
  }

  const bound = model.simplePaths === undefined ? DEFAULT_SIMPLE_PATHS : model.simplePaths;
  let simple: PathSet['simple'];
  if (bound === false) {
    simple = { included: false, reason: 'turned off for this machine' };
  } else if (vertices > bound.maxVertices) {
    simple = { included: false, reason: `${vertices} distinct states (state and data), over the bound of ${bound.maxVertices}` };
  } else {
    const start = everyShortest.find((path) => path.steps.length === 1);
    const found = start ? maximalSimplePaths(adjacency, serialize(start.state), serialize, bound.maxPaths) : [];
    if (found === null) {
      simple = { included: false, reason: `more than ${bound.maxPaths} simple paths` };
    } else {
      const known = new Set(paths.map(({ path }) => eventsKey(path)));
      for (const path of found) {
        if (known.has(eventsKey(path))) continue;
        known.add(eventsKey(path));
        add('simple', path);
      }
      simple = { included: true, reason: `${found.length} maximal simple paths among ${vertices} distinct states (state and data)` };
    }
  }

  const allStateIds = stateNodes(machine.root).map((node) => node.id);
  const coveredStates = new Set(paths.flatMap(({ path }) => path.steps.flatMap((step) => step.state._nodes.map((node) => node.id))));
  const everyTransition = allTransitions(machine);
  const impossible = model.impossibleGuardOutcomes ?? {};
  return {
    paths,
    vertices,
    simple,
    coverage: {
      states: { all: allStateIds, covered: allStateIds.filter((id) => coveredStates.has(id)), missing: allStateIds.filter((id) => !coveredStates.has(id)) },
      transitions: { all: everyTransition, covered: everyTransition.filter((key) => covered.has(key)), missing: everyTransition.filter((key) => !covered.has(key)) },
      guards: {
        all: allOutcomes,
        covered: allOutcomes.filter((outcome) => shown.has(outcome)),
        impossible,
        missing: allOutcomes.filter((outcome) => !shown.has(outcome) && !(outcome in impossible)),
        stale: Object.keys(impossible).filter((outcome) => shown.has(outcome) || !allOutcomes.includes(outcome)),
      },
    },
  };
}

/** Runs `work` inside the model's fixture (set up, then torn down whatever happens), with its input. */
export function withFixture<T>(model: UntypedModel, work: (input: unknown) => T): T {
  const fixture = model.setUp?.();
  try {
    return work(fixture && 'input' in fixture ? fixture.input : model.input);
  } finally {
    fixture?.tearDown?.();
  }
}

/** The model's paths, built inside its fixture. */
export function modelPaths(model: UntypedModel): PathSet {
  return withFixture(model, (input) => buildPaths(model, input));
}

/**
 * The implementations every path test provides: invoked actors that never settle and timers that never
 * fire (the paths drive both as events), then the model's own.
 */
export function quietImplementations(model: UntypedModel): Required<TestImplementations> {
  const nodes = stateNodes(model.machine.root);
  const actors = Object.fromEntries(
    nodes.flatMap((node) =>
      node.invoke.map((invoke): [string, unknown] => [typeof invoke.src === 'string' ? invoke.src : invoke.id, fromPromise(() => new Promise<never>(() => {}))]),
    ),
  );
  const delays = Object.fromEntries(nodes.flatMap((node) => node.after.map((after) => [delayName(String(after.eventType)), NEVER_FIRES])));
  return {
    actors: { ...actors, ...model.implementations?.actors },
    delays: { ...delays, ...model.implementations?.delays },
  };
}

/** A live actor of the model's machine with the quiet implementations: the test drives everything. */
export function quietActor(model: UntypedModel, input: unknown, options: { inspect?: unknown } = {}): Actor<AnyStateMachine> {
  return createActor(model.machine.provide(quietImplementations(model) as never), { input, ...options } as never);
}

/**
 * The quiet machine, recording the guard outcomes it evaluates (issue 21), made once for all of a
 * model's paths: `start` creates and starts an actor and returns the outcomes of its start (`always`
 * guards of the initial states, evaluated when the actor is created); `record` runs work (sends) and
 * returns what it evaluated. A path test checks that the live machine shows the outcomes its path claims.
 */
export function recordingQuietMachine(model: UntypedModel) {
  const { machine, record } = recordingMachine(model.machine.provide(quietImplementations(model) as never));
  const start = (input: unknown) => {
    const { result: actor, outcomes: initial } = record(() => createActor(machine, { input } as never).start() as Actor<AnyStateMachine>);
    return { actor, initial };
  };
  return { start, record };
}

/** The steps of a path in order: the event to send (none at the start) and the snapshot the model expects. */
export function pathSteps(path: Path): { event: EventObject | null; expected: AnySnapshot }[] {
  return path.steps.map((step) => ({ event: step.event.type === 'xstate.init' ? null : step.event, expected: step.state }));
}

export function formatCoverage(id: string, coverage: Coverage): string {
  const { states, transitions, guards } = coverage;
  const lines = [
    `${id}: states ${states.covered.length}/${states.all.length}, transitions ${transitions.covered.length}/${transitions.all.length}, ` +
      `guard outcomes ${guards.covered.length}/${guards.all.length} (${Object.keys(guards.impossible).length} declared impossible)`,
    ...states.missing.map((state) => `  state not reached: ${state}`),
    ...transitions.missing.map((transition) => `  transition not taken: ${transition}`),
    ...guards.missing.map((outcome) => `  guard outcome not shown: ${outcome}`),
    ...guards.stale.map((outcome) => `  declared impossible but shown, or no such guard: ${outcome}`),
  ];
  return lines.join('\n');
}
