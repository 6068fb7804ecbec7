/**
 * `npm run test:paths`: the paths of every statechart in src/machines/registry.ts, generated
 * from the machine and its model and run on a live actor, each step checked against the state the path
 * says; every machine must cover all of its states and transitions. What each state promises is checked
 * by the machine's own `<flow>.paths.test.ts`; this run is the same for every machine and so catches a
 * machine that has none. It writes the coverage table to .paths-coverage.json (scripts/test-paths.mjs
 * prints it) and checks that docs/paths matches the paths.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/machines/registry';
import { PATHS_DIR, PATHS_MARKDOWN_BUDGET, markdownBytes, pathDocFiles, staleFiles } from './docs-files';
import { formatCoverage, modelPaths, pathSteps, pathTitle, recordingQuietMachine, type PathSet } from './path-graph';
import { compactStates } from './path-export';
import { withReplayHint } from './path-replay';

export interface CoverageRow {
  machine: string;
  spec: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  guards: { covered: number; total: number; impossible: number; missing: string[]; stale: string[] };
  paths: { total: number; shortest: number; transition: number; guard: number; simple: number };
  vertices: number;
  simple: string;
}

const sets = new Map<string, PathSet>();
const rows: CoverageRow[] = [];

for (const entry of registry) {
  const set = modelPaths(entry);
  sets.set(entry.id, set);
  const { states, transitions, guards } = set.coverage;
  const count = (kind: string) => set.paths.filter((path) => path.kind === kind).length;
  rows.push({
    machine: entry.id,
    spec: entry.spec,
    states: { covered: states.covered.length, total: states.all.length, missing: states.missing },
    transitions: { covered: transitions.covered.length, total: transitions.all.length, missing: transitions.missing },
    guards: { covered: guards.covered.length, total: guards.all.length, impossible: Object.keys(guards.impossible).length, missing: guards.missing, stale: guards.stale },
    paths: { total: set.paths.length, shortest: count('shortest'), transition: count('transition'), guard: count('guard'), simple: count('simple') },
    vertices: set.vertices,
    simple: set.simple.reason,
  });

  describe(`${entry.id} (${entry.spec})`, () => {
    let fixture: ReturnType<NonNullable<typeof entry.setUp>> | undefined;
    let input: unknown = entry.input;
    beforeAll(() => {
      fixture = entry.setUp?.();
      if (fixture && 'input' in fixture) input = fixture.input;
    });
    afterAll(() => fixture?.tearDown?.());

    const { start, record } = recordingQuietMachine(entry);
    for (const generated of set.paths) {
      it(pathTitle(generated.path), () =>
        withReplayHint(entry.id, generated, () => {
          // The live actor records the guards it evaluates: the outcomes the path claims are the ones it shows.
          const { actor, initial } = start(input);
          const shown = new Set(initial);
          try {
            for (const { event, expected } of pathSteps(generated.path)) {
              if (event) record(() => actor.send(event)).outcomes.forEach((outcome) => shown.add(outcome));
              expect(actor.getSnapshot().value).toEqual(expected.value);
            }
            expect([...shown].sort()).toEqual([...generated.guards].sort());
          } finally {
            actor.stop();
          }
        }),
      );
    }

    it('covers every state, transition and guard outcome', () => {
      const { states, transitions, guards } = set.coverage;
      const report = formatCoverage(entry.id, set.coverage);
      expect(states.missing, report).toEqual([]);
      expect(transitions.missing, report).toEqual([]);
      expect(guards.missing, report).toEqual([]);
      expect(guards.stale, report).toEqual([]);
    });
  });
}

describe('exported paths', () => {
  const files = pathDocFiles(registry, sets);
  it('docs/paths matches the generated paths', () => {
    const stale = staleFiles(files, PATHS_DIR);
    expect(stale, `${PATHS_DIR} is out of date: run \`npm run paths:export\` and commit it`).toEqual([]);
  });

  it(`keeps the Markdown of docs/paths under ${PATHS_MARKDOWN_BUDGET / 1000} KB, all machines together`, () => {
    expect(markdownBytes(files)).toBeLessThan(PATHS_MARKDOWN_BUDGET);
  });

  it('ends every path a table links to once in the tree of steps, and each step of it is written once (D380)', () => {
    for (const [name, text] of files) {
      if (!name.endsWith('.md') || name.endsWith('README.md')) continue;
      const linked = new Set([...text.matchAll(/\]\(#([0-9a-f]{8})\)/g)].map((match) => match[1]));
      const anchors = [...text.matchAll(/◆ <a id="([0-9a-f]{8})"><\/a>/g)].map((match) => match[1]);
      expect(new Set(anchors), name).toEqual(linked);
      expect(anchors.length, name).toBe(linked.size);
      // Siblings never repeat a step: a repeated line under one parent would be a branch drawn twice.
      const tree = text.slice(text.indexOf('\n- Start'));
      const seen = new Set<string>();
      let parents: string[] = [];
      for (const line of tree.split('\n').filter((candidate) => /^\s*- /.test(candidate))) {
        const depth = (line.length - line.trimStart().length) / 2;
        parents = [...parents.slice(0, depth), line.trim().replace(/ ◆ .*$/, '')];
        const key = parents.join('\n');
        expect(seen.has(key), `${name}: ${line.trim()}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("writes a step's parallel regions under their shared parent once", () => {
    expect(compactStates(['loaded.status.paid', 'loaded.cancel.idle', 'loaded.downloads.ready.idle'])).toBe('loaded.{status.paid + cancel.idle + downloads.ready.idle}');
    expect(compactStates(['reviewing.decision.idle'])).toBe('reviewing.decision.idle');
    // No shared parent, or one region the parent of another's leaf: written in full.
    expect(compactStates(['a.x', 'b.y'])).toBe('a.x + b.y');
    expect(compactStates(['a', 'a.b'])).toBe('a + a.b');
  });
});

afterAll(() => {
  writeFileSync('.paths-coverage.json', `${JSON.stringify(rows, null, 2)}\n`);
});
