/**
 * The generated paths of a statechart (`npm run paths:export`): docs/paths/<machine>.json holds
 * every path for tools, each a list of what happens (a user's event with its data, a timer firing, a
 * server call finishing) and the state reached after it; docs/paths/<machine>.md is the summary a QA
 * engineer reads in a minute: each state, transition and guard outcome with the shortest path
 * that covers it, those paths step by step, and the count of the rest. Deterministic: the paths come in
 * the order path-graph.ts builds them, and nothing depends on the clock.
 */
import type { EventObject } from 'xstate';
import { delayName, leafStates, pathTitle, type GeneratedPath, type PathKind, type PathSet, type RegisteredMachine } from './path-graph';

/** A value in a few words: long texts cut, long lists counted, deep objects elided. */
export function summarise(value: unknown, depth = 0): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return 'a function';
  if (value instanceof Error) return `${value.name}(${JSON.stringify(value.message)})`;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return summarise((toJSON as () => unknown).call(value), depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (depth >= 1 && value.length > 1) return `[${value.length} items]`;
    const shown = value.slice(0, 3).map((item) => summarise(item, depth + 1));
    return `[${shown.join(', ')}${value.length > 3 ? `, … ${value.length} items` : ''}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    if (depth >= 2) return '{…}';
    const shown = entries.slice(0, 5).map(([key, item]) => `${key}: ${summarise(item, depth + 1)}`);
    return `{ ${shown.join(', ')}${entries.length > 5 ? ', …' : ''} }`;
  }
  return typeof value === 'symbol' ? value.toString() : '';
}

export type StepKind = 'start' | 'event' | 'timer' | 'actorDone' | 'actorError';

export interface ExportedStep {
  kind: StepKind;
  /** The event type a developer sends, or the timer / invoked actor a reader names. */
  event: string;
  /** What the event carries, summarised; empty when nothing. */
  data: string;
  /** The states the machine is in afterwards (several when parallel regions run). */
  state: string[];
}

export interface ExportedPath {
  number: number;
  /** Stable id (a hash of its events): `npm run paths:replay -- <machine> <id>`. */
  id: string;
  kind: PathKind;
  title: string;
  /** The guard outcomes it shows, as indexes into `guardOutcomes` (the names are long and many). */
  guards: number[];
  steps: ExportedStep[];
}

/** For each state, transition and guard outcome, the id of the shortest path that covers it (null: none). */
export interface ShortestCover {
  states: Record<string, string | null>;
  transitions: Record<string, string | null>;
  guards: Record<string, string | null>;
}

export interface ExportedPaths {
  machine: string;
  spec: string;
  states: { total: number; reached: number };
  transitions: { total: number; taken: number };
  guards: { total: number; shown: number; impossible: Record<string, string> };
  /** Every guard outcome of the machine, in order: what a path's `guards` indexes. */
  guardOutcomes: string[];
  paths: { total: number; shortest: number; transition: number; guard: number; simple: number };
  simplePaths: string;
  shortestCover: ShortestCover;
  list: ExportedPath[];
}

function exportedStep(event: EventObject, state: string[]): ExportedStep {
  const { type, ...data } = event as EventObject & Record<string, unknown>;
  if (type === 'xstate.init') return { kind: 'start', event: 'start', data: '', state };
  if (type.startsWith('xstate.after.')) return { kind: 'timer', event: delayName(type), data: '', state };
  if (type.startsWith('xstate.done.actor.')) {
    return { kind: 'actorDone', event: type.slice('xstate.done.actor.'.length), data: data.output === undefined ? '' : summarise(data.output), state };
  }
  if (type.startsWith('xstate.error.actor.')) return { kind: 'actorError', event: type.slice('xstate.error.actor.'.length), data: summarise(data.error), state };
  const fields = Object.entries(data);
  return { kind: 'event', event: type, data: fields.map(([key, value]) => `${key}: ${summarise(value, 1)}`).join(', '), state };
}

/**
 * For each item, the id of a path with the fewest steps that covers it; among those, the one that is
 * shortest for the most items, so the summary shows few distinct paths.
 */
function shortestCover(items: readonly string[], paths: readonly GeneratedPath[], covers: (path: GeneratedPath) => Iterable<string>): Record<string, string | null> {
  const candidates = new Map<string, GeneratedPath[]>();
  for (const path of paths) {
    for (const item of covers(path)) {
      const known = candidates.get(item);
      const length = path.path.steps.length;
      if (!known || length < known[0]!.path.steps.length) candidates.set(item, [path]);
      else if (length === known[0]!.path.steps.length) known.push(path);
    }
  }
  const wins = new Map<GeneratedPath, number>();
  for (const list of candidates.values()) for (const path of list) wins.set(path, (wins.get(path) ?? 0) + 1);
  const pick = (list: GeneratedPath[]) => list.reduce((best, path) => ((wins.get(path) ?? 0) > (wins.get(best) ?? 0) ? path : best));
  return Object.fromEntries(items.map((item) => {
    const list = candidates.get(item);
    return [item, list ? pick(list).id : null];
  }));
}

export function exportPaths(entry: RegisteredMachine, set: PathSet): ExportedPaths {
  const count = (kind: PathKind) => set.paths.filter((path) => path.kind === kind).length;
  const { states, transitions, guards } = set.coverage;
  return {
    machine: entry.id,
    spec: entry.spec,
    states: { total: states.all.length, reached: states.covered.length },
    transitions: { total: transitions.all.length, taken: transitions.covered.length },
    guards: { total: guards.all.length, shown: guards.covered.length, impossible: guards.impossible },
    guardOutcomes: guards.all,
    paths: { total: set.paths.length, shortest: count('shortest'), transition: count('transition'), guard: count('guard'), simple: count('simple') },
    simplePaths: set.simple.included ? `included: ${set.simple.reason}` : `not included: ${set.simple.reason}`,
    shortestCover: {
      states: shortestCover(states.all, set.paths, ({ path }) => new Set(path.steps.flatMap((step) => step.state._nodes.map((node) => node.id)))),
      transitions: shortestCover(transitions.all, set.paths, (path) => path.transitions),
      guards: shortestCover(guards.all, set.paths, (path) => path.guards),
    },
    list: set.paths.map((generated: GeneratedPath, index) => ({
      number: index + 1,
      id: generated.id,
      kind: generated.kind,
      title: pathTitle(generated.path),
      guards: generated.guards.map((outcome) => guards.all.indexOf(outcome)),
      steps: generated.path.steps.map((step) => exportedStep(step.event, leafStates(step.state))),
    })),
  };
}

/** Event data cut for the summary (the JSON keeps the whole). */
/**
 * The active leaf states of a step, their shared parent written once: `loaded.{status.paid + cancel.idle}`
 * for `loaded.status.paid + loaded.cancel.idle` (parallel regions repeat it on every step otherwise).
 */
export function compactStates(states: readonly string[]): string {
  const parts = states.map((state) => state.split('.'));
  const first = parts[0];
  if (!first || parts.length < 2) return states.join(' + ');
  let shared = 0;
  while (parts.every((segments) => segments.length > shared + 1 && segments[shared] === first[shared])) shared += 1;
  if (shared === 0) return states.join(' + ');
  return `${first.slice(0, shared).join('.')}.{${parts.map((segments) => segments.slice(shared).join('.')).join(' + ')}}`;
}

function clipped(data: string, most = 72): string {
  return data.length > most ? `${data.slice(0, most - 1)}…` : data;
}

/** Text safe inside a Markdown table cell and inline code. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').replace(/`/g, "'");
}

function happening(step: ExportedStep): string {
  const data = step.data ? `: \`${cell(step.data)}\`` : '';
  switch (step.kind) {
    case 'start':
      return 'Start (the screen opens, the machine starts)';
    case 'timer':
      return `Timer **${cell(step.event)}** fires`;
    case 'actorDone':
      return `**${cell(step.event)}** finishes${data}`;
    case 'actorError':
      return `**${cell(step.event)}** fails unexpectedly${data}`;
    case 'event':
      return `**${cell(step.event)}**${step.data ? ` (\`${cell(step.data)}\`)` : ''}`;
  }
}

interface TreeNode {
  line: string;
  ends: string[];
  children: TreeNode[];
}

/**
 * The paths as one tree of steps (D380): a step the paths share is written once, with the steps after it
 * indented beneath, and each path's id (an anchor the tables link to) where it ends. The paths' own order
 * decides the order of the branches.
 */
function pathTree(paths: readonly ExportedPath[]): string[] {
  const root: TreeNode = { line: '', ends: [], children: [] };
  for (const path of paths) {
    let node = root;
    path.steps.forEach((step, index) => {
      const line = `${index === 0 ? 'Start' : happening({ ...step, data: clipped(step.data) })} → ${cell(compactStates(step.state))}`;
      let child = node.children.find((candidate) => candidate.line === line);
      if (!child) node.children.push((child = { line, ends: [], children: [] }));
      node = child;
    });
    node.ends.push(path.id);
  }
  const lines: string[] = [];
  const walk = (node: TreeNode, depth: number) => {
    for (const child of node.children) {
      const ends = child.ends.map((id) => ` ◆ <a id="${id}"></a>${id}`).join('');
      lines.push(`${'  '.repeat(depth)}- ${child.line}${ends}`);
      walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return lines;
}

/**
 * The summary a QA engineer reads: what is covered and by which path (the shortest that
 * covers it), those paths step by step, and how many more the JSON holds.
 */
export function pathsMarkdown(exported: ExportedPaths): string {
  const { machine, spec, states, transitions, guards, paths, shortestCover: cover } = exported;
  const byId = new Map(exported.list.map((path) => [path.id, path]));
  const used = new Set<string>();
  const link = (id: string | null) => {
    if (id === null) return 'none';
    used.add(id);
    const steps = (byId.get(id)?.steps.length ?? 1) - 1;
    return `[${id}](#${id}), ${steps}`;
  };
  const impossible = Object.keys(guards.impossible).length;
  // State ids start with the machine's id: the tables leave it out.
  // and name invoked actors' results as the steps do (`fetchTour done`, `fetchTour failed`).
  const local = (key: string) =>
    cell(
      (key.startsWith(`${machine}.`) ? key.slice(machine.length + 1) : key)
        .replace(/xstate\.done\.actor\.([\w.-]+)/, '$1 done')
        .replace(/xstate\.error\.actor\.([\w.-]+)/, '$1 failed'),
    );
  const lines = [
    `# Paths of \`${machine}\``,
    '',
    `Spec: ${spec}.`,
    '',
    '| | |',
    '|---|---|',
    `| States | ${states.reached} of ${states.total} reached |`,
    `| Transitions | ${transitions.taken} of ${transitions.total} taken |`,
    `| Guard outcomes | ${guards.shown} of ${guards.total} shown${impossible ? `, ${impossible} declared impossible` : ''} |`,
    `| Paths | ${paths.total}: ${paths.shortest} shortest, ${paths.transition} for transitions and ${paths.guard} for guard outcomes the shortest missed, ${paths.simple} simple |`,
    `| Simple paths | ${cell(exported.simplePaths)} |`,
    '',
    `How to read this page: [README](README.md). All ${paths.total} paths: [${machine}.json](${machine}.json); one replays with`,
    `\`npm run paths:replay -- ${machine} <path id>\`. Generated by \`npm run paths:export\`: do not edit.`,
    '',
    '## States',
    '',
    '| State | Shortest path, events |',
    '|---|---|',
    ...Object.entries(cover.states).map(([state, id]) => `| ${local(state)} | ${link(id)} |`),
    '',
    '## Transitions',
    '',
    '| Transition | Shortest path, events |',
    '|---|---|',
    ...Object.entries(cover.transitions).map(([transition, id]) => `| ${local(transition)} | ${link(id)} |`),
  ];
  if (guards.total > 0) {
    lines.push('', '## Guard outcomes', '', '| Guard outcome | Shortest path, events |', '|---|---|');
    for (const [outcome, id] of Object.entries(cover.guards)) {
      const reason = guards.impossible[outcome];
      lines.push(`| ${local(outcome)} | ${reason === undefined ? link(id) : `impossible: ${cell(reason)}`} |`);
    }
  }
  lines.push(
    '',
    `## The ${used.size} paths above, step by step`,
    '',
    'Each starts the machine afresh (the screen opens) and lists what happens and the state after it (parallel',
    'regions joined by +). A timer firing or a server call finishing happens to the screen, not a user action.',
    'The paths share their first steps, so they are drawn as one tree: a step is written once, and the steps',
    'after it are indented under it; a path ends where its id is (`◆ 873e325d`), read from the top down to it.',
    '',
    ...pathTree(exported.list.filter((candidate) => used.has(candidate.id))),
  );
  lines.push('', `The other ${paths.total - used.size} paths are in [${machine}.json](${machine}.json).`);
  return `${lines.join('\n')}\n`;
}

/** The paths as JSON: the header indented, then one line per step, so a diff shows which steps changed. */
export function pathsJson(exported: ExportedPaths): string {
  const { list, ...header } = exported;
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  const paths = list.map(({ steps, ...path }) => {
    const fields = Object.entries(path).map(([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return ['    {', `${fields.join(',\n')},`, '      "steps": [', steps.map((step) => `        ${JSON.stringify(step)}`).join(',\n'), '      ]', '    }'].join('\n');
  });
  return `${head},\n  "list": [\n${paths.join(',\n')}\n  ]\n}\n`;
}
