/**
 * The generated paths of a statechart as a QA engineer reads them (issue 9, `npm run paths:export`):
 * docs/paths/<machine>.json and docs/paths/<machine>.md, each path a numbered list of what happens (a
 * user's event with its data, a timer firing, a server call finishing) and the state reached after it.
 * Deterministic: the paths come in the order path-graph.ts builds them, and nothing depends on the clock.
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
  kind: PathKind;
  title: string;
  steps: ExportedStep[];
}

export interface ExportedPaths {
  machine: string;
  spec: string;
  states: { total: number; reached: number };
  transitions: { total: number; taken: number };
  paths: { total: number; shortest: number; transition: number; simple: number };
  simplePaths: string;
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

export function exportPaths(entry: RegisteredMachine, set: PathSet): ExportedPaths {
  const count = (kind: PathKind) => set.paths.filter((path) => path.kind === kind).length;
  return {
    machine: entry.id,
    spec: entry.spec,
    states: { total: set.coverage.states.all.length, reached: set.coverage.states.covered.length },
    transitions: { total: set.coverage.transitions.all.length, taken: set.coverage.transitions.covered.length },
    paths: { total: set.paths.length, shortest: count('shortest'), transition: count('transition'), simple: count('simple') },
    simplePaths: set.simple.included ? `included: ${set.simple.reason}` : `not included: ${set.simple.reason}`,
    list: set.paths.map(({ kind, path }: GeneratedPath, index) => ({
      number: index + 1,
      kind,
      title: pathTitle(path),
      steps: path.steps.map((step) => exportedStep(step.event, leafStates(step.state))),
    })),
  };
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

const KIND_TEXT: Record<PathKind, string> = {
  shortest: 'shortest path to its state',
  transition: 'takes a transition the shortest paths missed',
  simple: 'a longer walk, no state twice',
};

export function pathsMarkdown(exported: ExportedPaths): string {
  const { machine, spec, states, transitions, paths } = exported;
  const lines = [
    `# Paths of \`${machine}\``,
    '',
    `Spec: ${spec}.`,
    '',
    '| | |',
    '|---|---|',
    `| States | ${states.reached} of ${states.total} reached |`,
    `| Transitions | ${transitions.taken} of ${transitions.total} taken |`,
    `| Paths | ${paths.total}: ${paths.shortest} shortest, ${paths.transition} for transitions the shortest missed, ${paths.simple} simple |`,
    `| Simple paths | ${cell(exported.simplePaths)} |`,
    '',
    'Each path starts the machine afresh and lists, in order, what happens and the state the machine is in',
    'afterwards (parallel regions joined by +). A timer firing or a server call finishing is something that',
    'happens to the screen, not a user action. Generated by `npm run paths:export` from',
    'src/machines/registry.ts and the machine; do not edit by hand (see docs/testing.md).',
  ];
  for (const path of exported.list) {
    lines.push('', `## ${path.number}. ${cell(path.title)}`, '', `_${KIND_TEXT[path.kind]}_`, '', '| # | What happens | State after |', '|---|---|---|');
    path.steps.forEach((step, index) => lines.push(`| ${index} | ${happening(step)} | ${cell(step.state.join(' + '))} |`));
  }
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
