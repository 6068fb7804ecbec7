/**
 * `npm run test:paths` (issue 9): the paths of every statechart in src/machines/registry.ts, generated
 * from the machine and its model and run on a live actor, each step checked against the state the path
 * says; every machine must cover all of its states and transitions. What each state promises is checked
 * by the machine's own `<flow>.paths.test.ts`; this run is the same for every machine and so catches a
 * machine that has none. It writes the coverage table to .paths-coverage.json (scripts/test-paths.mjs
 * prints it) and checks that docs/paths matches the paths.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/machines/registry';
import { PATHS_DIR, pathDocFiles, staleFiles } from './docs-files';
import { formatCoverage, modelPaths, pathSteps, pathTitle, quietActor, type PathSet } from './path-graph';

export interface CoverageRow {
  machine: string;
  spec: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: { total: number; shortest: number; transition: number; simple: number };
  vertices: number;
  simple: string;
}

const sets = new Map<string, PathSet>();
const rows: CoverageRow[] = [];

for (const entry of registry) {
  const set = modelPaths(entry);
  sets.set(entry.id, set);
  const { states, transitions } = set.coverage;
  const count = (kind: string) => set.paths.filter((path) => path.kind === kind).length;
  rows.push({
    machine: entry.id,
    spec: entry.spec,
    states: { covered: states.covered.length, total: states.all.length, missing: states.missing },
    transitions: { covered: transitions.covered.length, total: transitions.all.length, missing: transitions.missing },
    paths: { total: set.paths.length, shortest: count('shortest'), transition: count('transition'), simple: count('simple') },
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

    for (const { path } of set.paths) {
      it(pathTitle(path), () => {
        const actor = quietActor(entry, input).start();
        try {
          for (const { event, expected } of pathSteps(path)) {
            if (event) actor.send(event);
            expect(actor.getSnapshot().value).toEqual(expected.value);
          }
        } finally {
          actor.stop();
        }
      });
    }

    it('covers every state and transition', () => {
      expect(set.coverage.states.missing, formatCoverage(entry.id, set.coverage)).toEqual([]);
      expect(set.coverage.transitions.missing, formatCoverage(entry.id, set.coverage)).toEqual([]);
    });
  });
}

describe('exported paths', () => {
  it('docs/paths matches the generated paths', () => {
    const stale = staleFiles(pathDocFiles(registry, sets), PATHS_DIR);
    expect(stale, `${PATHS_DIR} is out of date: run \`npm run paths:export\` and commit it`).toEqual([]);
  });
});

afterAll(() => {
  writeFileSync('.paths-coverage.json', `${JSON.stringify(rows, null, 2)}\n`);
});
