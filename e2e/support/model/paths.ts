/**
 * The browser paths of a model: built with `xstate/graph` over the real machine, paired with the
 * model's world so that every path is one a real page and server can go through.
 *
 * 1. The graph: xstate/graph's adjacency map over (machine snapshot × world), where the events tried in a
 *    state are the drivable samples whose world allows them and that the machine takes there: gestures
 *    and arrivals, the results of the actors the active states invoke, and the active states' timers.
 * 2. The paths: the shortest path to every leaf state, one more for every transition those missed, each
 *    run on until it rests in a state the screen can show; then every path that another one extends is
 *    dropped (a test checks the screen at every step, so the longer path checks the shorter one too).
 * 3. Coverage: the states and transitions those paths take, against the machine's; a transition no
 *    browser can take is explained by the not-drivable samples that would take it.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, Snapshot, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import type { ActorModel, BrowserModel, BrowserRun, EventSample, NotDrivable, Timer, World } from './model';

/** One thing that happens on a path: the machine's event and the model's entry that drives it. */
export interface PathStep {
  /** The machine event (a user event, `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`). */
  event: EventObject;
  /** What drives it in the browser. */
  drive:
    | { kind: 'gesture' | 'arrival'; sample: EventSample<unknown, World, unknown> }
    | { kind: 'result'; actor: string; sample: { label: string; release: 'continue' | 'abort' | 'none'; before?: (run: never) => Promise<void>; arrange?: (run: never) => Promise<void> } }
    | { kind: 'timer'; delay: string; ms: number; sample: Timer<World> };
  /** The machine's snapshot after it. */
  snapshot: SnapshotFrom<AnyStateMachine>;
}

export interface BrowserPath {
  title: string;
  steps: PathStep[];
  /** The snapshot the page starts in. */
  initial: SnapshotFrom<AnyStateMachine>;
  exclusive: boolean;
}

export interface Coverage {
  states: { all: string[]; covered: string[] };
  transitions: { all: string[]; covered: string[] };
  /** Transitions no generated path takes, with the not-drivable samples that would take them. */
  notDrivable: Array<{ transition: string; why: string[] }>;
  /** Each transition a path takes, with the number of the first path that does (1-based, in `paths`). */
  drivenBy: Record<string, number>;
  /** Leaf states the model declares no browser can reach (`notDrivable` in its states table), with why. */
  unreachable: Array<{ state: string; why: string }>;
}

interface Candidate {
  type: string;
  key: string;
  step: Omit<PathStep, 'snapshot'>;
  possible?: (world: World, snapshot: AnyMachineSnapshot) => boolean;
  then?: Partial<World> | ((world: World) => Partial<World>);
  exclusive?: boolean;
  notDrivable?: string;
}

/** A vertex of the graph: the machine's snapshot and the world around it (an xstate/graph snapshot). */
type Vertex = Snapshot<unknown> & { machine: SnapshotFrom<AnyStateMachine>; world: World };

// Machine structure: states, transitions and what the active states invoke and wait for.

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  const readable = eventType.startsWith('xstate.after.') ? `after ${eventType.slice('xstate.after.'.length).split('.')[0]}` : eventType;
  return `${source.id} ─ ${readable}${index > 0 ? ` [${index + 1}]` : ''}`;
}

function allTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, definitions]) => definitions.map((_definition, index) => transitionKey(node, eventType, index))),
  );
}

function takenTransitions(machine: AnyStateMachine, before: SnapshotFrom<AnyStateMachine>, event: EventObject): string[] {
  return machine.getTransitionData(before as never, event as never).map((definition) => {
    const source = definition.source;
    const eventType = String(definition.eventType);
    return transitionKey(source, eventType, (source.transitions.get(eventType) ?? []).indexOf(definition));
  });
}

const leafStates = (snapshot: SnapshotFrom<AnyStateMachine>) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));

/** The machine's delay in ms for a snapshot (a number, or a function of the context). */
function delayMs(machine: AnyStateMachine, name: string, snapshot: SnapshotFrom<AnyStateMachine>): number {
  const delay: unknown = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  const ms: unknown = typeof delay === 'function' ? (delay as (args: object) => unknown)({ context: snapshot.context as unknown, event: { type: '' } }) : delay;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error(`${machine.id}: delay '${name}' has no length in ms`);
  return ms;
}

/** Everything that could happen in a snapshot, drivable or not, as candidates for the graph. */
function candidatesIn<M extends AnyStateMachine, W extends World, C extends BrowserRun>(
  model: BrowserModel<M, W, C>,
  snapshot: SnapshotFrom<AnyStateMachine>,
): Candidate[] {
  const { machine } = model;
  const events = Object.entries(model.events as Record<string, ReadonlyArray<EventSample<EventObject, World, unknown>>>).flatMap(([type, samples]) =>
    samples.map((sample, index): Candidate => {
      const base = { type, key: `${type}#${index}` };
      if (sample.kind === 'notDrivable') return { ...base, notDrivable: sample.why, step: { event: sample.event, drive: { kind: 'gesture', sample } } };
      return { ...base, possible: sample.possible, then: sample.then, exclusive: sample.exclusive, step: { event: sample.event, drive: { kind: sample.kind, sample } } };
    }),
  );
  const actors = model.actors as Record<string, ActorModel<unknown, World, unknown>>;
  const delays = model.delays as Record<string, Timer<World> | NotDrivable>;
  const active = snapshot._nodes.flatMap((node): Candidate[] => [
    ...node.after.map((after): Candidate => {
      const type = String(after.eventType);
      const delay = type.slice('xstate.after.'.length).split('.')[0] ?? '';
      const sample = delays[delay];
      if (!sample) throw new Error(`${machine.id}: no timer for delay '${delay}'`);
      const base = { type, key: type };
      if (sample.kind === 'notDrivable') return { ...base, notDrivable: sample.why, step: { event: { type }, drive: { kind: 'timer', delay, ms: 0, sample: { kind: 'timer', label: delay } } } };
      return { ...base, possible: sample.possible, then: sample.then, step: { event: { type }, drive: { kind: 'timer', delay, ms: delayMs(machine, delay, snapshot), sample } } };
    }),
    ...node.invoke.flatMap((invoke): Candidate[] => {
      const source = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      const actor = actors[source];
      if (!actor) throw new Error(`${machine.id}: no results for invoked actor '${source}'`);
      const outcomes = [
        ...actor.results.map((sample, index) => ({ sample, event: { type: `xstate.done.actor.${invoke.id}`, output: sample.output }, key: `done.${invoke.id}#${index}` })),
        ...(actor.error ? [{ sample: actor.error, event: { type: `xstate.error.actor.${invoke.id}`, error: actor.error.error }, key: `error.${invoke.id}` }] : []),
      ];
      return outcomes.map(({ sample, event, key }): Candidate => {
        const base = { type: event.type, key };
        if (sample.kind === 'notDrivable') {
          // A whole booking's details would bury the reason: the answer's start names it well enough.
          const answer = 'error' in event ? '' : (JSON.stringify(event.output) ?? 'nothing');
          const what = 'error' in event ? 'throws' : `answers ${answer.length > 160 ? `${answer.slice(0, 160)}…` : answer}`;
          return { ...base, notDrivable: sample.why, step: { event, drive: { kind: 'result', actor: source, sample: { label: what, release: 'none' } } } };
        }
        return { ...base, possible: sample.possible, then: sample.then, exclusive: sample.exclusive, step: { event, drive: { kind: 'result', actor: source, sample } } };
      });
    }),
  ]);
  return [...events, ...active];
}

/** The graph over (snapshot × world): every vertex with its outgoing steps. */
function graphOf<M extends AnyStateMachine, W extends World, C extends BrowserRun>(model: BrowserModel<M, W, C>, drivableOnly: boolean) {
  const { machine } = model;
  const serializeMachine = model.serialize ?? ((snapshot: SnapshotFrom<M>) => JSON.parse(serializeSnapshot(snapshot)) as unknown);
  const chosen = new Map<string, Candidate>();
  const logic = {
    transition: (vertex: Vertex, event: EventObject & { candidate: string }, scope: unknown): Vertex => {
      const candidate = chosen.get(event.candidate);
      if (!candidate) throw new Error(`unknown step ${event.candidate}`);
      const next: SnapshotFrom<AnyStateMachine> = machine.transition(vertex.machine, candidate.step.event, scope as never);
      const change = typeof candidate.then === 'function' ? candidate.then(vertex.world) : candidate.then;
      const world: World = drivableOnly ? { ...vertex.world, ...(change as World | undefined) } : vertex.world;
      return { machine: next, world, status: 'active', output: undefined, error: undefined };
    },
    getInitialSnapshot: (scope: unknown): Vertex =>
      ({
        machine: machine.getInitialSnapshot(scope as never, model.input),
        world: model.world,
        status: 'active',
        output: undefined,
        error: undefined,
      }),
    getPersistedSnapshot: (vertex: Vertex) => vertex,
  };
  const adjacency = getAdjacencyMap(logic as never, {
    serializeState: (vertex: Vertex) => JSON.stringify([serializeMachine(vertex.machine as SnapshotFrom<M>), drivableOnly ? vertex.world : null]),
    serializeEvent: (event: EventObject & { candidate: string }) => event.candidate as never,
    events: (vertex: Vertex) => {
      if (vertex.machine.status !== 'active') return [];
      return candidatesIn(model, vertex.machine)
        .filter((candidate) => (drivableOnly ? !candidate.notDrivable && (candidate.possible?.(vertex.world, vertex.machine) ?? true) : true))
        .filter((candidate) => machine.getTransitionData(vertex.machine as never, candidate.step.event as never).length > 0)
        .map((candidate) => {
          chosen.set(candidate.key, candidate);
          return { type: candidate.type, candidate: candidate.key };
        });
    },
  } as never) as unknown as Record<string, { state: Vertex; transitions: Record<string, { event: EventObject & { candidate: string }; state: Vertex }> }>;
  const vertexKey = (vertex: Vertex) => JSON.stringify([serializeMachine(vertex.machine as SnapshotFrom<M>), drivableOnly ? vertex.world : null]);
  return { adjacency, chosen, vertexKey };
}

interface Walk {
  vertex: string;
  edges: Array<{ from: string; candidate: Candidate; to: string }>;
}

function label(candidate: Candidate): string {
  const { drive } = candidate.step;
  if (drive.kind === 'timer') return `after ${drive.delay}`;
  if (drive.kind === 'result') return `${drive.actor}: ${drive.sample.label}`;
  return drive.sample.kind === 'notDrivable' ? candidate.type : `${candidate.type} (${drive.sample.label})`;
}

/** Builds a model's browser paths and its coverage. */
export function browserPaths<M extends AnyStateMachine, W extends World, C extends BrowserRun>(model: BrowserModel<M, W, C>): { paths: BrowserPath[]; coverage: Coverage } {
  const { machine } = model;
  const { adjacency, chosen, vertexKey } = graphOf(model, true);
  const vertices = Object.keys(adjacency);
  const initialKey = vertices[0];
  if (!initialKey) throw new Error(`${machine.id}: empty graph`);
  const fleetingStates = new Set(
    Object.entries(model.states as Record<string, { kind?: string }>)
      .filter(([, screen]) => typeof screen === 'object' && screen.kind === 'fleeting')
      .map(([state]) => state),
  );
  const rests = (key: string) => {
    const vertex = adjacency[key]?.state;
    return vertex ? !leafStates(vertex.machine).some((state) => fleetingStates.has(state)) : true;
  };
  const edgesFrom = (key: string) =>
    Object.values(adjacency[key]?.transitions ?? {}).map(({ event, state }) => ({ from: key, candidate: chosen.get(event.candidate) as Candidate, to: vertexKey(state) }));

  // Shortest walks from the first page to every vertex (breadth first, in the model's order).
  const shortest = new Map<string, Walk>([[initialKey, { vertex: initialKey, edges: [] }]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    const walk = shortest.get(from) as Walk;
    for (const edge of edgesFrom(from)) {
      if (shortest.has(edge.to)) continue;
      shortest.set(edge.to, { vertex: edge.to, edges: [...walk.edges, edge] });
      queue.push(edge.to);
    }
  }
  /** The shortest way on from a vertex to one the screen can show (a fleeting state is never a last step). */
  const restFrom = (walk: Walk): Walk => {
    if (rests(walk.vertex)) return walk;
    const seen = new Map<string, Walk>([[walk.vertex, walk]]);
    const next = [walk.vertex];
    while (next.length > 0) {
      const from = next.shift() as string;
      for (const edge of edgesFrom(from)) {
        if (seen.has(edge.to)) continue;
        const longer = { vertex: edge.to, edges: [...(seen.get(from) as Walk).edges, edge] };
        if (rests(edge.to)) return longer;
        seen.set(edge.to, longer);
        next.push(edge.to);
      }
    }
    return walk;
  };

  const walks: Walk[] = [];
  const covered = new Set<string>();
  const take = (walk: Walk) => {
    const rested = restFrom(walk);
    walks.push(rested);
    for (const edge of rested.edges) {
      const before = adjacency[edge.from]?.state.machine;
      if (before) for (const key of takenTransitions(machine, before, edge.candidate.step.event)) covered.add(key);
    }
  };
  // Every leaf state, by its shortest walk.
  const seenStates = new Set<string>();
  for (const walk of shortest.values()) {
    const state = adjacency[walk.vertex]?.state;
    const leaves = state ? leafStates(state.machine).join(' + ') : '';
    if (seenStates.has(leaves)) continue;
    seenStates.add(leaves);
    take(walk);
  }
  // Every transition those missed, by the shortest walk to where it is enabled, then it.
  for (const walk of shortest.values()) {
    for (const edge of edgesFrom(walk.vertex)) {
      const before = adjacency[walk.vertex]?.state.machine;
      const keys = before ? takenTransitions(machine, before, edge.candidate.step.event) : [];
      if (keys.length === 0 || keys.every((key) => covered.has(key))) continue;
      take({ vertex: edge.to, edges: [...walk.edges, edge] });
    }
  }
  // A walk that another one extends adds nothing: the longer one checks the same screens on its way.
  const signature = (walk: Walk) => walk.edges.map((edge) => edge.candidate.key);
  const extendsWalk = (longer: Walk, shorter: Walk) =>
    longer !== shorter && longer.edges.length >= shorter.edges.length && signature(shorter).every((key, index) => signature(longer)[index] === key);
  const unique = walks.filter((walk, index) => walks.findIndex((other) => signature(other).join('|') === signature(walk).join('|')) === index);
  const kept = unique.filter((walk) => !unique.some((other) => extendsWalk(other, walk)));

  const initial = (adjacency[initialKey] as { state: Vertex }).state.machine;
  const paths = kept.map((walk): BrowserPath => {
    const steps = walk.edges.map((edge): PathStep => ({ ...edge.candidate.step, snapshot: (adjacency[edge.to] as { state: Vertex }).state.machine }));
    const last = steps.at(-1)?.snapshot ?? initial;
    const via = walk.edges.length > 0 ? walk.edges.map((edge) => label(edge.candidate)).join(' → ') : model.start.label;
    return {
      title: `reaches ${leafStates(last).join(' + ')} via ${via}`,
      steps,
      initial,
      exclusive: walk.edges.some((edge) => edge.candidate.exclusive === true),
    };
  });

  // Coverage, and what only the not-drivable samples would take (from the graph with every sample).
  const everything = graphOf(model, false);
  const notDrivable = new Map<string, Set<string>>();
  for (const { state, transitions } of Object.values(everything.adjacency)) {
    for (const { event } of Object.values(transitions)) {
      const candidate = everything.chosen.get(event.candidate);
      if (!candidate?.notDrivable) continue;
      for (const key of takenTransitions(machine, state.machine, candidate.step.event)) {
        if (covered.has(key)) continue;
        if (!notDrivable.has(key)) notDrivable.set(key, new Set());
        notDrivable.get(key)?.add(`${label(candidate)}: ${candidate.notDrivable}`);
      }
    }
  }
  const drivenBy: Record<string, number> = {};
  paths.forEach((path, index) => {
    let before = path.initial;
    for (const step of path.steps) {
      for (const key of takenTransitions(machine, before, step.event)) drivenBy[key] ??= index + 1;
      before = step.snapshot;
    }
  });
  const allStateIds = stateNodes(machine.root).map((node) => node.id);
  const reached = new Set(paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.snapshot)].flatMap((snapshot) => snapshot._nodes.map((node) => node.id))));
  const everyTransition = allTransitions(machine);
  return {
    paths,
    coverage: {
      states: { all: allStateIds, covered: allStateIds.filter((id) => reached.has(id)) },
      transitions: { all: everyTransition, covered: everyTransition.filter((key) => covered.has(key)) },
      notDrivable: [...notDrivable.entries()].map(([transition, why]) => ({ transition, why: [...why] })),
      drivenBy,
      unreachable: Object.entries(model.states as Record<string, { kind?: string; why?: string }>)
        .filter(([, screen]) => typeof screen === 'object' && screen.kind === 'notDrivable')
        .map(([state, screen]) => ({ state: `${machine.id}.${state}`, why: screen.why ?? '' })),
    },
  };
}

/**
 * The coverage table a test prints: states and transitions covered; each transition driven in the browser
 * with the title of the first path test that drives it; and why each of the rest is not.
 */
export function formatCoverage(id: string, paths: BrowserPath[], coverage: Coverage): string {
  const { states, transitions } = coverage;
  const missing = transitions.all.filter((key) => !transitions.covered.includes(key));
  return [
    `${id}: ${paths.length} browser paths; states ${states.covered.length}/${states.all.length}, transitions ${transitions.covered.length}/${transitions.all.length}`,
    ...states.all
      .filter((state) => !states.covered.includes(state))
      .map((state) => {
        const why = coverage.unreachable.find((entry) => entry.state === state)?.why;
        return why ? `  state not in a browser: ${state}\n      ${why}` : `  state not reached: ${state}`;
      }),
    ...transitions.covered.map((key) => `  in a browser: ${key}\n      by "${paths[(coverage.drivenBy[key] ?? 0) - 1]?.title ?? '?'}"`),
    ...missing.map((key) => {
      const why = coverage.notDrivable.find((entry) => entry.transition === key)?.why;
      return `  not in a browser: ${key}${why ? `\n      ${why.join('\n      ')}` : '  (no sample explains it)'}`;
    }),
  ].join('\n');
}
