/**
 * `npm run machines:export`: the Mermaid diagram and the Stately config of a machine, checked on
 * a machine with every tricky part (parallel regions, guards with params and combined guards, named and
 * computed delays, an invoked actor with its own id, a final state, entry actions with params, an event
 * whose name holds Mermaid's syntax), then on every registered machine; and docs/machines must match.
 */
import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { registry } from '@/machines/registry';
import { MACHINES_DIR, machineDocFiles, staleFiles } from './docs-files';
import { actionName, entryActions, exitActions, guardName, invokeSource, mermaidDiagram, ownTransitions, statelyConfig } from './machine-export';

/**
 * The problems Mermaid's state-diagram parser (stateDiagram.jison) would have with the lines we write:
 * every line is one of the forms below, ids are plain and declared once, labels hold none of the
 * characters that end or change a line's meaning, boxes are closed and carry no description lines.
 */
function mermaidProblems(diagram: string): string[] {
  const problems: string[] = [];
  const [first, ...lines] = diagram.split('\n');
  if (first !== 'stateDiagram-v2') problems.push(`first line is ${first}`);
  const id = '([A-Za-z_][A-Za-z0-9_]*)';
  const label = '([^:;#"\\n]*[^:;#"\\n\\s])';
  const forms = {
    box: new RegExp(`^state "([^"]+)" as ${id} \\{$`),
    state: new RegExp(`^state "([^"]+)" as ${id}$`),
    close: /^\}$/,
    regions: /^--$/,
    initial: new RegExp(`^\\[\\*\\] --> ${id}$`),
    final: new RegExp(`^${id} --> \\[\\*\\]$`),
    transition: new RegExp(`^${id} --> ${id} : ${label}$`),
    description: new RegExp(`^${id} : ${label}$`),
  };
  const declared = new Map<string, 'box' | 'state'>();
  const used: string[] = [];
  const described: string[] = [];
  let depth = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const where = `line ${index + 2}: ${line}`;
    if (/direction\s+(TB|BT|RL|LR)/i.test(line) || line.includes('%%')) problems.push(`${where}: reads as a directive or comment`);
    const match = Object.entries(forms).find(([, form]) => form.test(line));
    if (!match) return problems.push(`${where}: not a known statement`);
    const [kind, form] = match;
    const groups = (line.match(form) ?? []).slice(1);
    if (kind === 'box' || kind === 'state') {
      const stateId = groups[1] ?? '';
      if (declared.has(stateId)) problems.push(`${where}: ${stateId} declared twice`);
      declared.set(stateId, kind);
      if (kind === 'box') depth += 1;
    } else if (kind === 'close') {
      depth -= 1;
      if (depth < 0) problems.push(`${where}: closes nothing`);
    } else if (kind === 'regions') {
      if (depth === 0) problems.push(`${where}: region separator outside a box`);
    } else if (kind === 'initial' || kind === 'final') {
      used.push(groups[0] ?? '');
    } else if (kind === 'transition') {
      used.push(groups[0] ?? '', groups[1] ?? '');
    } else if (kind === 'description') {
      used.push(groups[0] ?? '');
      described.push(groups[0] ?? '');
    }
  });
  if (depth !== 0) problems.push(`${depth} boxes left open`);
  for (const stateId of [...declared.keys()]) {
    if (/^(default|state|note|class|classdef|scale|direction|hide|end)/i.test(stateId)) problems.push(`${stateId} starts with a keyword`);
  }
  for (const stateId of new Set(used)) if (!declared.has(stateId)) problems.push(`${stateId} is used but never declared`);
  for (const stateId of new Set(described)) if (declared.get(stateId) === 'box') problems.push(`${stateId} is a box with description lines`);
  return problems;
}

type TrickyEvent = { type: 'player.play' } | { type: 'player.stop' } | { type: 'player.pick'; index: number } | { type: 'odd: name; #1 %% direction LR' };

const trickyMachine = setup({
  types: { events: {} as TrickyEvent },
  actors: { loadThings: fromPromise(() => Promise.resolve({ ok: true })) },
  guards: {
    isFailure: (_, params: { reason: string }) => params.reason === 'failed',
    isPlaying: () => true,
    hasItems: () => true,
  },
  actions: { report: (_, _params: { status: string }) => {}, assignPick: () => {} },
  delays: { slideOut: 150, pollInterval: 3000, backoff: () => 10 },
}).createMachine({
  id: 'tricky',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'things',
        src: 'loadThings',
        onDone: [{ guard: { type: 'isFailure', params: () => ({ reason: 'failed' }) }, target: 'failed' }, { target: 'ready' }],
        onError: 'failed',
      },
    },
    failed: { type: 'final' },
    ready: {
      type: 'parallel',
      entry: { type: 'report', params: { status: 'ready' } },
      on: { 'player.pick': { actions: 'assignPick' }, 'odd: name; #1 %% direction LR': '.play.off' },
      states: {
        slide: {
          initial: 'idle',
          states: {
            idle: { after: { slideOut: { guard: and(['isPlaying', not('hasItems')]), target: 'moving' } } },
            moving: { after: { pollInterval: 'idle', backoff: 'idle' } },
          },
        },
        play: {
          initial: 'on',
          states: { on: { on: { 'player.stop': 'off' } }, off: { on: { 'player.play': 'on' } } },
        },
      },
    },
  },
});

describe('the Mermaid diagram', () => {
  const diagram = mermaidDiagram(trickyMachine);

  it('is a state diagram Mermaid can read', () => {
    expect(mermaidProblems(diagram)).toEqual([]);
    // The check bites: a raw label, a hyphenated id, a box with a description, an undeclared state.
    expect(mermaidProblems('stateDiagram-v2\n  state "a" as s_a\n  s_a --> s_a : odd: name')).toHaveLength(1);
    expect(mermaidProblems('stateDiagram-v2\n  state "a" as s-a')).toHaveLength(1);
    expect(mermaidProblems('stateDiagram-v2\n  state "a" as s_a {\n  }\n  s_a : entry / x')).toEqual(['s_a is a box with description lines']);
    expect(mermaidProblems('stateDiagram-v2\n  [*] --> s_b')).toEqual(['s_b is used but never declared']);
  });

  it('draws every state, nested and parallel, with initial and final states', () => {
    expect(diagram).toContain('state "tricky" as m_tricky {');
    expect(diagram).toContain('[*] --> s_loading');
    expect(diagram).toContain('s_failed --> [*]');
    expect(diagram).toMatch(/state "ready<br\/>entry \/ report\(status=ready\)" as s_ready \{\n\s+state "slide" as s_ready__slide \{\n\s+\[\*\] --> s_ready__slide__idle/);
    // The two regions of the parallel state are split by Mermaid's region separator.
    expect(diagram).toMatch(/\n\s+--\n\s+state "play" as s_ready__play \{/);
  });

  it('names the invoked actor, its results, guards with params and combined guards', () => {
    expect(diagram).toContain('s_loading : invoke loadThings as things');
    expect(diagram).toContain('s_loading : tags busy');
    expect(diagram).toContain('s_loading --> s_failed : things done [isFailure(…)]');
    expect(diagram).toContain('s_loading --> s_ready : things done');
    expect(diagram).toContain('s_loading --> s_failed : things failed');
  });

  it('names every delay, with its length when it is a number, and hides the timer bookkeeping', () => {
    expect(diagram).toContain('s_ready__slide__idle --> s_ready__slide__moving : after slideOut (150 ms) [and(isPlaying, not(hasItems))]');
    expect(diagram).toContain('s_ready__slide__moving --> s_ready__slide__idle : after pollInterval (3 s)');
    expect(diagram).toContain('s_ready__slide__moving --> s_ready__slide__idle : after backoff');
    expect(diagram).not.toMatch(/raise|cancel/);
  });

  it("starts a box's own transitions from an \"(any state)\" node inside it", () => {
    expect(diagram).toContain('state "(any state)" as s_ready___any');
    expect(diagram).toContain('s_ready___any --> s_ready___any : player.pick / assignPick');
    expect(diagram).toContain('s_ready___any --> s_ready__play__off : odd∶ name⁏ ♯1 % direction_LR');
  });

  it('reads for every registered machine', () => {
    for (const entry of registry) expect(mermaidProblems(mermaidDiagram(entry.machine)), entry.id).toEqual([]);
  });
});

/** What a machine does, independent of how it was written: per state, its type, initial, invokes, actions and transitions. */
function shape(machine: AnyStateMachine): Record<string, unknown> {
  const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
  const name = (named: unknown, as: (value: unknown) => string) => as(named).replace(/\(…\)$/, '');
  return Object.fromEntries(
    nodes(machine.root).map((node) => [
      node.id,
      {
        type: node.type,
        initial: node.initial?.target?.map((target: AnyStateNode) => target.id) ?? [],
        invoke: node.invoke.map((invoke) => `${invoke.id}:${invokeSource(invoke)}`),
        tags: [...node.tags],
        entry: entryActions(node).map((action) => name(action, actionName)),
        exit: exitActions(node).map((action) => name(action, actionName)),
        transitions: ownTransitions(node).map((transition) => ({
          event: String(transition.eventType),
          guard: transition.guard ? name(transition.guard, guardName) : null,
          targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
          actions: (transition.actions ?? []).map((action: unknown) => name(action, actionName)),
        })),
      },
    ]),
  );
}

describe('the Stately config', () => {
  it('is JSON that builds the same machine', () => {
    const config = JSON.parse(JSON.stringify(statelyConfig(trickyMachine))) as object;
    expect(shape(createMachine(config as never))).toEqual(shape(trickyMachine));
  });

  it('builds the same machine for every registered machine', () => {
    for (const entry of registry) {
      const config = JSON.parse(JSON.stringify(statelyConfig(entry.machine))) as object;
      expect(shape(createMachine(config as never)), entry.id).toEqual(shape(entry.machine));
    }
  });
});

describe('docs/machines', () => {
  it('matches the machines', () => {
    const stale = staleFiles(machineDocFiles(registry), MACHINES_DIR);
    expect(stale, `${MACHINES_DIR} is out of date: run \`npm run machines:export\` and commit it`).toEqual([]);
  });
});
