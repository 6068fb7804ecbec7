/**
 * Model-based path tests from a statechart (CONVENTIONS #6).
 *
 * From a machine and typed samples (every event type, every invoked actor's results), this builds the
 * paths with `xstate/graph`, runs one test per path titled `reaches <state> via <e1 → e2>` against a
 * live actor, checks what each state promises at every step, and reports which states and transitions
 * the paths covered. A machine's timers (`after`) and invoked actors' results are driven as the events
 * XState itself uses for them (`xstate.after.*`, `xstate.done.actor.*`, `xstate.error.actor.*`), so the
 * live actor's own timers and effects are swapped out and nothing runs by itself.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type OutputFrom,
  type SnapshotFrom,
  type StateMachine,
} from 'xstate';
import { TestModel, serializeSnapshot, type StatePath } from 'xstate/graph';

/* eslint-disable @typescript-eslint/no-explicit-any -- type-level extraction from StateMachine's parameters */
type ActorsOf<M> =
  M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
type ActorSource<M> = ActorsOf<M> extends { src: infer S } ? Extract<S, string> : never;
type ActorOutput<M, S> = ActorsOf<M> extends infer A ? (A extends { src: S; logic: infer L } ? OutputFrom<L> : never) : never;
type EventOfType<M extends AnyStateMachine, K> = Extract<EventFromLogic<M>, { type: K }>;
type NonEmpty<T> = readonly [T, ...T[]];

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

export interface PathTestOptions<M extends AnyStateMachine> {
  samples: PathSamples<M>;
  /** The machine's input, when it takes one. */
  input?: unknown;
  /**
   * What each state promises, keyed by state path (`'content.slide.idle'`) as `snapshot.matches` reads it.
   * Every leaf state must have a check; a check runs at every step that reaches a matching state.
   */
  states: Record<string, (snapshot: SnapshotFrom<M>) => void>;
  /** Also run every simple path when the graph has at most this many vertices (0: shortest paths only). */
  simplePathsUpTo?: number;
}

export interface Coverage {
  states: { all: string[]; covered: string[]; missing: string[] };
  transitions: { all: string[]; covered: string[]; missing: string[] };
}

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
type Path = StatePath<AnySnapshot, EventObject>;

const NEVER_FIRES = 2_147_483_647; // the largest setTimeout delay: a delay that never fires in a test

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  const readable = eventType.startsWith('xstate.after.')
    ? `after ${eventType.slice('xstate.after.'.length).split('.')[0]}`
    : eventType;
  return `${source.id} ─ ${readable}${index > 0 ? ` [${index + 1}]` : ''}`;
}

/** Every transition a machine defines, one key per guarded alternative. Eventless (`always`) ones are not counted. */
function allTransitions(machine: AnyStateMachine): string[] {
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
function traversalEvents<M extends AnyStateMachine>(machine: M, samples: PathSamples<M>): (snapshot: AnySnapshot) => EventObject[] {
  const userEvents = Object.values(samples.events as Record<string, readonly EventObject[]>).flat();
  const actorSamples = samples.actors as Record<string, { outputs: readonly unknown[]; error?: unknown }>;
  const eventsOf = (node: AnyStateNode): EventObject[] => [
    ...node.after.map((after) => ({ type: String(after.eventType) })),
    ...node.invoke.flatMap((invoke) => {
      const source = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      const sample = actorSamples[source];
      if (!sample) throw new Error(`${machine.id}: no sample results for invoked actor '${source}'`);
      const done = sample.outputs.map((output) => ({ type: `xstate.done.actor.${invoke.id}`, output }));
      return 'error' in sample ? [...done, { type: `xstate.error.actor.${invoke.id}`, error: sample.error }] : done;
    }),
  ];
  const byNode = new Map(stateNodes(machine.root).map((node) => [node, eventsOf(node)]));
  return (snapshot) => [...userEvents, ...snapshot._nodes.flatMap((node) => byNode.get(node) ?? [])];
}

function matchesState(snapshot: AnySnapshot, key: string): boolean {
  return snapshot.matches(key);
}

function leafStates(snapshot: AnySnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
}

function eventLabel(event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.slice('xstate.after.'.length).split('.')[0]}`;
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} done`;
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice('xstate.error.actor.'.length)} failed`;
  return event.type;
}

export function pathTitle(path: Path): string {
  const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const target = leafStates(path.state).join(' + ');
  return `reaches ${target} via ${events.length ? events.map(eventLabel).join(' → ') : 'start'}`;
}

/** Builds the paths: shortest paths to every state, then one more path for every transition they missed. */
export function buildPaths<M extends AnyStateMachine>(machine: M, options: PathTestOptions<M>): { paths: Path[]; coverage: Coverage } {
  const events = traversalEvents(machine, options.samples);
  const model = new TestModel(machine as never, { events: events as never, input: options.input });
  const shortest = model.getShortestPaths() as unknown as Path[];
  const everyShortest = model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Path[];
  const adjacency = model.getAdjacencyMap() as Record<string, { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }>;
  const vertexCount = Object.keys(adjacency).length;

  const paths: Path[] = [...shortest];
  if (options.simplePathsUpTo && vertexCount <= options.simplePathsUpTo) {
    paths.push(...(model.getSimplePaths() as unknown as Path[]));
  }

  const covered = new Set<string>();
  const record = (path: Path) => {
    let before: AnySnapshot | undefined;
    for (const step of path.steps) {
      if (before) for (const key of takenTransitions(machine, before, step.event)) covered.add(key);
      before = step.state;
    }
  };
  paths.forEach(record);

  // Edge coverage: a transition no path took gets a path of its own (the shortest way to a state where
  // it is enabled, then the event that takes it). This is how self-transitions and timers are reached.
  const shortestTo = new Map(everyShortest.map((path) => [serializeSnapshot(path.state), path]));
  for (const vertex of Object.values(adjacency)) {
    for (const { event, state } of Object.values(vertex.transitions)) {
      const keys = takenTransitions(machine, vertex.state, event);
      if (keys.length === 0 || keys.every((key) => covered.has(key))) continue;
      const prefix = shortestTo.get(serializeSnapshot(vertex.state));
      if (!prefix) continue;
      const path: Path = { state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 };
      paths.push(path);
      record(path);
    }
  }

  const allStateIds = stateNodes(machine.root).map((node) => node.id);
  const coveredStates = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes.map((node) => node.id))));
  const everyTransition = allTransitions(machine);
  return {
    paths,
    coverage: {
      states: { all: allStateIds, covered: allStateIds.filter((id) => coveredStates.has(id)), missing: allStateIds.filter((id) => !coveredStates.has(id)) },
      transitions: { all: everyTransition, covered: everyTransition.filter((key) => covered.has(key)), missing: everyTransition.filter((key) => !covered.has(key)) },
    },
  };
}

/** A live actor whose invoked actors never settle and whose timers never fire: the test drives both. */
function quietActor(machine: AnyStateMachine, input: unknown) {
  const actors = Object.fromEntries(
    stateNodes(machine.root).flatMap((node) =>
      node.invoke.map((invoke): [string, unknown] => [
        typeof invoke.src === 'string' ? invoke.src : invoke.id,
        fromPromise(() => new Promise<never>(() => {})),
      ]),
    ),
  );
  const delays = Object.fromEntries(
    stateNodes(machine.root).flatMap((node) => node.after.map((after) => [String(after.eventType).split('.')[2] ?? '', NEVER_FIRES])),
  );
  return createActor(machine.provide({ actors, delays } as never), { input } as never);
}

export function formatCoverage(id: string, coverage: Coverage): string {
  const { states, transitions } = coverage;
  const lines = [
    `${id}: states ${states.covered.length}/${states.all.length}, transitions ${transitions.covered.length}/${transitions.all.length}`,
    ...states.missing.map((state) => `  state not reached: ${state}`),
    ...transitions.missing.map((transition) => `  transition not taken: ${transition}`),
  ];
  return lines.join('\n');
}

/** Declares the path tests of a machine in the current Vitest file. */
export function describePaths<M extends AnyStateMachine>(machine: M, options: PathTestOptions<M>): Coverage {
  const { paths, coverage } = buildPaths(machine, options);
  const checks = Object.entries(options.states);

  describe(`${machine.id} paths`, () => {
    it('has a check for every leaf state', () => {
      const leaves = stateNodes(machine.root).filter((node) => node.type === 'atomic' || node.type === 'final');
      const unchecked = leaves.map((node) => node.path.join('.')).filter((path) => !checks.some(([key]) => key === path));
      expect(unchecked).toEqual([]);
    });

    for (const path of paths) {
      it(pathTitle(path), () => {
        const actor = quietActor(machine, options.input);
        actor.start();
        try {
          for (const step of path.steps) {
            if (step.event.type !== 'xstate.init') actor.send(step.event);
            const snapshot = actor.getSnapshot();
            // The live actor must agree with the model at every step, then keep every promise of its state.
            expect(snapshot.value).toEqual(step.state.value);
            for (const [key, check] of checks) if (matchesState(snapshot, key)) check(snapshot as SnapshotFrom<M>);
          }
        } finally {
          actor.stop();
        }
      });
    }

    it('covers every state and transition', () => {
      console.info(formatCoverage(machine.id, coverage));
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
  });
  return coverage;
}
