#!/usr/bin/env node
/**
 * `npm test`: type check, lint, the contract tests and every Vitest layer, then the browser tests against
 * the real server. Every step runs even when an earlier one fails, so one run shows everything that is
 * wrong; the exit code is non-zero when anything failed. Ends with the runners' pass/fail counts.
 *
 * The path tests of every statechart (`npm run test:paths`) run inside the one Vitest run, which writes
 * their coverage to .paths-coverage.json; the next step prints that table and fails when a machine left
 * a state or a transition uncovered, so they count in the totals and nothing runs twice.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const VITEST_JSON = '.vitest-results.json';
const POSTGRES_JSON = '.vitest-postgres-results.json';
const PLAYWRIGHT_JSON = '.playwright-results.json';
const PATHS_COVERAGE_JSON = '.paths-coverage.json';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(title, command, args, env = process.env) {
  console.log(`\n━━ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

const red = (text) => (process.stdout.isTTY || process.env.CI ? `\x1b[1;31m${text}\x1b[0m` : text);

/**
 * Steps that need nothing of each other, run side by side: each one's output is kept and printed whole
 * when it ends, so the log reads as if they had run one after the other.
 */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n━━ ${title}: ${[command, ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`━━ ${title}: ${code === 0 ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds} s`);
            resolve([title, code === 0]);
          });
        }),
    ),
  );
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

rmSync(VITEST_JSON, { force: true });
rmSync(POSTGRES_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });
rmSync(PATHS_COVERAGE_JSON, { force: true });

/**
 * The server suite runs on the embedded database with everything else, and again on a real PostgreSQL
 * server: RIHLA_TEST_POSTGRES_URL when given, else a throwaway server started here when PostgreSQL is
 * installed (scripts/local-postgres.sh), else the step says it could not run.
 */
function withPostgres(work) {
  const given = process.env.RIHLA_TEST_POSTGRES_URL;
  if (given) return work(given);
  const installed = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  if (!installed) {
    // Not run is not passed: on CI (CI set) the step fails; on a developer's machine it is said in red.
    console.log(red('\n━━ server tests on PostgreSQL: NOT RUN: PostgreSQL is not installed (Debian: apt-get install postgresql), or set RIHLA_TEST_POSTGRES_URL'));
    return !process.env.CI;
  }
  let started;
  try {
    started = execFileSync('bash', ['scripts/local-postgres.sh', 'start'], { encoding: 'utf8' });
  } catch {
    // Its reason is on standard error above; the step fails and the browser tests still run.
    console.log('\n━━ server tests on PostgreSQL: FAILED: the throwaway PostgreSQL server did not start');
    return false;
  }
  const env = Object.fromEntries([...started.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
  try {
    return work(env.DATABASE_URL);
  } finally {
    execFileSync('bash', ['scripts/local-postgres.sh', 'stop'], { env: { ...process.env, RIHLA_PG_DIR: env.RIHLA_PG_DIR } });
  }
}

// The type check, the lint and the build need nothing of each other: they run side by side. The build
// comes before the tests that need it: the server render's tests read it (server/site/render.test.ts) and
// the browser tests serve it (RIHLA_BUILT tells playwright.config.ts not to build again).
const staticSteps = await runTogether([
  ['type check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', npx, ['eslint', '--max-warnings', '0', '.']],
  ['build', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']],
]);

const steps = [
  [
    'unit, path, view and contract tests',
    () => run('vitest', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]),
  ],
  ['path coverage of every statechart', () => run('path coverage', 'node', ['scripts/test-paths.mjs', '--table-only'])],
  [
    'server tests on PostgreSQL',
    () =>
      withPostgres((url) =>
        run(
          'server tests on PostgreSQL',
          npx,
          ['vitest', 'run', '--project', 'node', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${POSTGRES_JSON}`],
          { ...process.env, DATABASE_URL: url },
        ),
      ),
  ],
  [
    'browser',
    () => {
      if (!run('browser', 'node', ['scripts/ensure-browser.mjs'])) {
        console.log(red('━━ browser tests: NOT RUN: no Chromium could be found or installed (see above); set CHROMIUM_PATH'));
        return false;
      }
      return run('playwright', npx, ['playwright', 'test'], { ...process.env, RIHLA_BUILT: '1' });
    },
  ],
];

const outcomes = [...staticSteps.map(([name, ok]) => ({ name, ok })), ...steps.map(([name, step]) => ({ name, ok: step() }))];

const vitestCounts = (runner, report) =>
  report && { runner, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
const playwright = readJson(PLAYWRIGHT_JSON);
const counts = [
  vitestCounts('vitest', readJson(VITEST_JSON)),
  vitestCounts('vitest (server on PostgreSQL)', readJson(POSTGRES_JSON)),
  playwright && {
    runner: 'playwright',
    passed: playwright.stats.expected + playwright.stats.flaky,
    failed: playwright.stats.unexpected,
    skipped: playwright.stats.skipped,
  },
].filter(Boolean);

/** Each failing test with the first lines of its error, so that the tail of a CI log says what failed. */
function failuresOf(vitestReport, playwrightReport) {
  const firstLines = (message) =>
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 4)
      .map((line) => `      ${line.trim().slice(0, 200)}`)
      .join('\n');
  const failures = [];
  for (const [runner, report] of vitestReport) {
    for (const file of report?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`  ${runner} ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failures.push(`  ${runner} ${file.name.replace(`${process.cwd()}/`, '')}\n${firstLines(file.message)}`);
      }
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        // A test that ran out of time has two errors: the timeout, then the step it was waiting in.
        const errors = result?.errors?.length ? result.errors : [result?.error];
        failures.push(`  playwright [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}\n${errors.map((error) => firstLines(error?.message)).join('\n')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter((t) => t && !t.endsWith('.ts')));
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, []);
  return failures;
}

const failures = failuresOf(
  [
    ['vitest', readJson(VITEST_JSON)],
    ['vitest (PostgreSQL)', readJson(POSTGRES_JSON)],
  ],
  playwright,
);
if (failures.length > 0) {
  console.log('\n━━ what failed');
  for (const failure of failures) console.log(failure);
}

console.log('\n━━ summary');
for (const { name, ok } of outcomes) console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}`);
for (const { runner, passed, failed, skipped } of counts) {
  console.log(`${runner}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
const passed = counts.reduce((sum, count) => sum + count.passed, 0);
const failedTests = counts.reduce((sum, count) => sum + count.failed, 0);
const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
// A step that failed without a failing test (type check, lint, a runner that crashed) still counts.
console.log(`Total: ${passed} passed, ${failedTests + (failedTests === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps === 0 ? 0 : 1);
