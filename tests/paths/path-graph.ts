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
 * itself: the "quiet" implementations (quiet-implementations.ts) are the test implementations every path
 * test provides.
 *
 * This file walks the graph and records the guards. Beside it: what a model declares and a path set holds
 * (path-model.ts), how states, transitions and paths are named (path-names.ts), the quiet implementations
 * (quiet-implementations.ts) and the coverage (path-coverage.ts); this file exports their names too, so
 * the models, the registry and the tests import from here alone.
 */
import { and, createActor, getInitialSnapshot, transition, type Actor, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

import { guardName } from './machine-export';
import { coverageOf } from './path-coverage';
import { DEFAULT_SIMPLE_PATHS, type AnySnapshot, type GeneratedPath, type Path, type PathKind, type PathSet, type UntypedModel } from './path-model';
import { eventsKey, guardOutcome, pathId, stateNodes, takenTransitions, transitionKey } from './path-names';
import { quietImplementations } from './quiet-implementations';

export { coverageOf, formatCoverage } from './path-coverage';
export {
  DEFAULT_SIMPLE_PATHS,
  untyped,
  type AnySnapshot,
  type Coverage,
  type GeneratedPath,
  type MachineModel,
  type ModelFixture,
  type Path,
  type PathKind,
  type PathSamples,
  type PathSet,
  type RegisteredMachine,
  type SimplePathBound,
  type TestImplementations,
  type UntypedModel,
} from './path-model';
export { allTransitions, delayName, eventLabel, guardOutcome, leafStates, pathEvents, pathId, pathSteps, pathTitle, stateNodes } from './path-names';
export { quietActor, quietImplementations, register } from './quiet-implementations';

/**
 * A copy of a machine that records every guard it evaluates, and its guard sites: one per
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

  return {
    paths,
    vertices,
    simple,
    coverage: coverageOf(machine, paths, { transitions: covered, shown, outcomes: allOutcomes, impossible: model.impossibleGuardOutcomes ?? {} }),
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
 * The quiet machine, recording the guard outcomes it evaluates, made once for all of a
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

