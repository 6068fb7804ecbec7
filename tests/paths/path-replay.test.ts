import { stripVTControlCharacters } from 'node:util';
/**
 * Guard outcomes are recorded from the machine itself (named guards, guards with
 * params, inline guards, combinators, `always`), impossible-outcome declarations are checked, and a path
 * replays on a deliberately broken copy of a registered machine (a guard that flips) with the replay
 * naming the step where the expected state was not reached; `npm run paths:replay` itself runs a path.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assign, getInitialSnapshot, not, setup, transition, type EventObject } from 'xstate';
import { registry } from '@/machines/registry';
import { buildPaths, guardOutcome, modelPaths, pathEvents, recordingMachine, withFixture, type UntypedModel } from './path-graph';
import { replayHint, replayPath, withReplayHint } from './path-replay';

const gate = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go'; by: number } | { type: 'reset' } },
  guards: { isAbove: ({ context }, params: { limit: number }) => context.count > params.limit },
}).createMachine({
  id: 'gate',
  context: { count: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        go: [
          { guard: { type: 'isAbove', params: { limit: 1 } }, target: 'open' },
          { guard: ({ event }) => event.type === 'go' && event.by > 1, actions: assign({ count: ({ context, event }) => context.count + (event.type === 'go' ? event.by : 0) }) },
          { guard: not({ type: 'isAbove', params: { limit: 0 } }), target: 'counting' },
        ],
      },
    },
    counting: { always: { guard: ({ context }) => context.count === 0, target: 'closed' } },
    open: { on: { reset: 'closed' } },
  },
});

const model = (impossibleGuardOutcomes?: Record<string, string>): UntypedModel => ({
  machine: gate,
  spec: 'test',
  samples: { events: { go: [{ type: 'go', by: 1 } as EventObject, { type: 'go', by: 2 } as EventObject], reset: [{ type: 'reset' }] }, actors: {} },
  simplePaths: false,
  impossibleGuardOutcomes,
});

const IMPOSSIBLE = ['gate.closed ─ go [3] [not(isAbove(limit=0))] → false', 'gate.counting ─ always [guard (inline)] → false'];

describe('guard outcomes', () => {
  it('names a site per guarded transition: params, inline guards and combinators, `always` too', () => {
    expect(recordingMachine(gate).sites).toEqual([
      'gate.closed ─ go [isAbove(limit=1)]',
      'gate.closed ─ go [2] [guard (inline)]',
      'gate.closed ─ go [3] [not(isAbove(limit=0))]',
      'gate.counting ─ always [guard (inline)]',
    ]);
  });

  it('records what the machine evaluates, in order, and nothing once a transition is chosen', () => {
    const { machine, record } = recordingMachine(gate);
    const { outcomes } = record(() => transition(machine, getInitialSnapshot(machine), { type: 'go', by: 1 }));
    expect(outcomes).toEqual([
      'gate.closed ─ go [isAbove(limit=1)] → false',
      'gate.closed ─ go [2] [guard (inline)] → false',
      'gate.closed ─ go [3] [not(isAbove(limit=0))] → true',
      'gate.counting ─ always [guard (inline)] → true',
    ]);
  });

  it('reports the outcomes no path showed, and adds paths for outcomes the graph shows', () => {
    const { coverage, paths } = buildPaths(model());
    // The count moves 0, 2, 4…: `counting` is entered only at 0, and with a count above 0 `isAbove(1)`
    // decides before the third guard is asked. Those two outcomes are what no path can show.
    expect(coverage.guards.missing).toEqual(IMPOSSIBLE);
    expect(coverage.guards.covered).toEqual(recordingMachine(gate).sites.flatMap((site) => [guardOutcome(site, true), guardOutcome(site, false)]).filter((outcome) => !IMPOSSIBLE.includes(outcome)));
    // `isAbove(1)` true needs `go 2` then `go`: the shortest paths (to `open`) show it.
    expect(paths.find((path) => path.guards.includes(guardOutcome('gate.closed ─ go [isAbove(limit=1)]', true)))?.kind).toBe('shortest');
  });

  it('accepts a declared impossible outcome, and flags a declaration that is shown after all or names no guard', () => {
    const reasons = Object.fromEntries(IMPOSSIBLE.map((outcome) => [outcome, 'the count moves 0, 2, 4…']));
    const declared = buildPaths(model(reasons)).coverage.guards;
    expect(declared.missing).toEqual([]);
    expect(declared.stale).toEqual([]);
    expect(declared.impossible).toEqual(reasons);

    const wrong = { 'gate.closed ─ go [isAbove(limit=1)] → true': 'wrong', 'gate.closed ─ go [isAbove(limit=9)] → true': 'no such guard' };
    expect(buildPaths(model(wrong)).coverage.guards.stale).toEqual(Object.keys(wrong));
  });
});

describe('replaying a path', () => {
  const entry = registry.find((candidate) => candidate.id === 'search')!;
  const { paths } = modelPaths(entry);
  // A path that submits a term: `hasTerm` is true there, so search goes on to `searching`.
  const submitting = paths.find((path) => path.guards.includes('search.idle ─ search.submitted [hasTerm] → true'))!;
  const submitStep = pathEvents(submitting.path).findIndex((event) => event.type === 'search.submitted') + 1;

  it('runs every step of the path on the real machine', () => {
    const result = withFixture(entry, (input) => replayPath(entry, submitting, input));
    expect(result.divergedAt).toBeNull();
    expect(result.lines.at(-1)).toBe(`Every step reached the state the path expects (${submitting.path.steps.length - 1} events).`);
  });

  it('names the step where a broken copy of the machine (hasTerm flipped) leaves the path', () => {
    const hasTerm = entry.machine.implementations.guards.hasTerm as (args: unknown, params: unknown) => boolean;
    const broken = entry.machine.provide({ guards: { hasTerm: (args: unknown, params: unknown) => !hasTerm(args, params) } } as never);
    const result = withFixture(entry, (input) => replayPath(entry, submitting, input, { machine: broken }));
    expect(result.divergedAt).toBe(submitStep);
    expect(result.lines.at(-2)).toMatch(new RegExp(`^ *${submitStep}\\. search\\.submitted → idle ✗$`));
    expect(result.lines.at(-1)).toBe(`DIVERGES at step ${submitStep}: the path expects searching, the machine is in idle`);
  });

  it('with the committed record of the path, names the step where the machine no longer does what was recorded', () => {
    // `npm run paths:replay` makes the paths from the machine as it is now; the record in docs/paths holds
    // the states the machine went through when the docs were exported, so a change shows even then.
    const record = (JSON.parse(readFileSync('docs/paths/search.json', 'utf8')) as { list: Array<{ id: string; steps: Array<{ state: string[] }> }> }).list.find(
      (path) => path.id === submitting.id,
    )!;
    expect(record.steps[submitStep]?.state).toEqual(['searching']);
    const recorded = record.steps.map((step) => step.state);
    expect(withFixture(entry, (input) => replayPath(entry, submitting, input, { recorded })).divergedAt).toBeNull();
    const moved = recorded.map((state, index) => (index === submitStep ? ['idle'] : state));
    const result = withFixture(entry, (input) => replayPath(entry, submitting, input, { recorded: moved }));
    expect(result.divergedAt).toBe(submitStep);
    expect(result.lines.at(-1)).toBe(`DIVERGES at step ${submitStep}: the path expects idle (as recorded in docs/paths/search.json), the machine is in searching`);
  });

  it('a failing path test prints the path, its events and the one command that replays it', () => {
    const failing = () => withReplayHint('search', submitting, () => expect('idle').toBe('searching'));
    expect(failing).toThrow(`npm run paths:replay -- search ${submitting.id}`);
    expect(replayHint('search', submitting)).toMatch(/deterministic: no randomness, no seed[\s\S]*Events:\n {2}1\. search\./);
  });

  it('masks passwords in the events and context it prints', () => {
    const login = registry.find((candidate) => candidate.id === 'loginForm')!;
    const typed = modelPaths(login).paths.find((path) => pathEvents(path.path).some((event) => 'field' in event && event.field === 'password'))!;
    const { lines } = withFixture(login, (input) => replayPath(login, typed, input));
    const password = pathEvents(typed.path).find((event) => 'field' in event && event.field === 'password') as unknown as { value: string };
    expect(lines.join('\n')).not.toContain(password.value);
    expect(lines.join('\n')).toContain('value: "•••"');
  });

  it('`npm run paths:replay -- <machine> <path id>` runs it and exits 0', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/paths-replay.ts', 'search', submitting.id], { encoding: 'utf8' });
    // Without a logger's colours, so that a failure reads plainly.
    expect(stripVTControlCharacters(run.stderr)).toBe('');
    expect(run.stdout).toContain(`Replaying path ${submitting.id} of search`);
    expect(run.stdout).toContain('Checked against the recorded path too (docs/paths/search.json)');
    expect(run.stdout).toContain('Every step reached the state the path expects');
    expect(run.status).toBe(0);
  }, 60_000);
});
