#!/usr/bin/env node
/**
 * `npm run test:paths`: runs the path tests of every statechart (tests/paths/registry.paths.test.ts
 * over src/machines/registry.ts, and each machine's own `<flow>.paths.test.ts`), then prints the coverage
 * table: per machine, states and transitions covered of all, guard outcomes shown (each guarded
 * transition's guard seen true and false; `+n` declared impossible in the model) and the paths
 * run. Exits non-zero when a test failed or any machine left a state, a transition or a guard outcome
 * uncovered. Extra arguments go to Vitest.
 *
 * `--table-only` prints the table from the .paths-coverage.json the last run wrote, without running
 * anything: `npm test` runs the path tests in its one Vitest run, then this, so nothing runs twice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const COVERAGE_JSON = '.paths-coverage.json';

/** Prints the table; returns the number of machines with something uncovered, or null without data. */
function printCoverageTable(path = COVERAGE_JSON) {
  if (!existsSync(path)) {
    console.log(`\nPath coverage: no ${path}: the registry's path tests did not run (tests/paths/registry.paths.test.ts)`);
    return null;
  }
  const rows = JSON.parse(readFileSync(path, 'utf8'));
  const complete = (row) =>
    row.states.missing.length === 0 && row.transitions.missing.length === 0 && row.guards.missing.length === 0 && row.guards.stale.length === 0;
  const guardCell = (guards) => `${guards.covered}${guards.impossible ? `+${guards.impossible}` : ''}/${guards.total}`;
  const columns = [
    ['machine', (row) => row.machine],
    ['states', (row) => `${row.states.covered}/${row.states.total}`],
    ['transitions', (row) => `${row.transitions.covered}/${row.transitions.total}`],
    ['guard outcomes', (row) => guardCell(row.guards)],
    ['paths', (row) => String(row.paths.total)],
    ['shortest', (row) => String(row.paths.shortest)],
    ['+transition', (row) => String(row.paths.transition)],
    ['+guard', (row) => String(row.paths.guard)],
    ['+simple', (row) => String(row.paths.simple)],
    ['', (row) => (complete(row) ? 'ok' : 'INCOMPLETE')],
  ];
  const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
  const totals = {
    machine: `${rows.length} machines`,
    states: { covered: sum((row) => row.states.covered), total: sum((row) => row.states.total), missing: rows.flatMap((row) => row.states.missing) },
    transitions: {
      covered: sum((row) => row.transitions.covered),
      total: sum((row) => row.transitions.total),
      missing: rows.flatMap((row) => row.transitions.missing),
    },
    guards: {
      covered: sum((row) => row.guards.covered),
      total: sum((row) => row.guards.total),
      impossible: sum((row) => row.guards.impossible),
      missing: rows.flatMap((row) => row.guards.missing),
      stale: rows.flatMap((row) => row.guards.stale),
    },
    paths: {
      total: sum((row) => row.paths.total),
      shortest: sum((row) => row.paths.shortest),
      transition: sum((row) => row.paths.transition),
      guard: sum((row) => row.paths.guard),
      simple: sum((row) => row.paths.simple),
    },
  };
  const table = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row))), columns.map(([, cell]) => cell(totals))];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => line[index].length)));
  const format = (line) => line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ').trimEnd();
  console.log(
    '\nPath coverage (states, transitions and guard outcomes covered of all, +n declared impossible; paths run: shortest, + for missed transitions, + for missed guard outcomes, + simple)',
  );
  table.forEach((line, index) => {
    if (index === table.length - 1) console.log(widths.map((width) => '─'.repeat(width)).join('  '));
    console.log(format(line));
  });
  const incomplete = rows.filter((row) => !complete(row));
  for (const row of incomplete) {
    for (const state of row.states.missing) console.log(`  ${row.machine}: state not reached: ${state}`);
    for (const transition of row.transitions.missing) console.log(`  ${row.machine}: transition not taken: ${transition}`);
    for (const outcome of row.guards.missing) console.log(`  ${row.machine}: guard outcome not shown: ${outcome}`);
    for (const outcome of row.guards.stale) console.log(`  ${row.machine}: declared impossible but shown, or no such guard: ${outcome}`);
  }
  return incomplete.length;
}

const args = process.argv.slice(2);
if (args.includes('--table-only')) {
  const incomplete = printCoverageTable();
  process.exit(incomplete === 0 ? 0 : 1);
}

rmSync(COVERAGE_JSON, { force: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const result = spawnSync(npx, ['vitest', 'run', '--project', 'node', '.paths.test.ts', ...args], { stdio: 'inherit' });
const incomplete = printCoverageTable();
process.exit(result.status === 0 && incomplete === 0 ? 0 : 1);
