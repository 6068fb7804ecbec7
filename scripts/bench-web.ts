/**
 * `npm run bench:web`: Lighthouse on the pages a visitor lands on, as a phone sees them.
 *
 * It measures the build in dist/ (it builds nothing: run `npm run build` first) served by the production
 * server (`tsx server/main.ts`, NODE_ENV=production) on a fresh embedded database in a temporary folder
 * (or on the PostgreSQL of `DATABASE_URL` when it is set: give it an empty database), on a free port. Lighthouse runs with its default config, the mobile preset: a Moto G Power sized
 * screen, simulated slow 4G and a 4× slower CPU (simulated throttling), in the system's headless
 * Chromium (scripts/chromium.mjs). Each page is measured in English and in Arabic (`?lng=ar`), several
 * runs each (a run Lighthouse cannot finish is run again), and each figure is the median of its runs. The table marks every figure that misses its
 * target, and each page lists the accessibility and SEO audits that fail and the diagnostics that cost
 * it most time. A complete run (every page, both languages, at least 3 runs each, on the embedded
 * database: the default a new user runs) also writes the table into docs/performance.md between the
 * `bench:web` markers; any other run prints its table and leaves that page alone.
 *
 *   npm run bench:web [-- --runs 3 --pages /,/tours --languages en,ar --port 8600 --strict]
 *
 * --port sets the server's port (Chromium's debugging port is the next one); by default both are free
 * ports the system picks. Exit code 0 when every page was measured, whether or not the targets were met
 * (it says which); 1 when a page could not be measured, or with --strict when a target is missed; 2 when
 * the whole run overran its time limit. The server and Chromium are stopped on every way out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import {
  consoleTable,
  costsOf,
  failingAuditsOf,
  figuresOf,
  markdownFailingAudits,
  markdownTable,
  median,
  medianFigures,
  metAll,
  MISS,
  replaceBetweenMarkers,
  unionOfAudits,
  type PageResult,
} from './bench-web-report';

const PAGES = ['/', '/tours', '/travel-with-us?id=3', '/companies/1', '/events/1', '/pyramids'];
const LANGUAGES = ['en', 'ar'];
/** Time allowed for the server to answer its first page (TypeScript, the database, the seed). */
const SERVER_START_MS = 120_000;
/** The whole run's limit: the server's start plus this much per Lighthouse run (one takes 15–35 s here). */
const PER_RUN_MS = 60_000;
/**
 * A run Lighthouse could not finish (NO_NAVSTART, "please run Lighthouse again", about one in twenty on a
 * busy machine) is run again, up to this many runs in all per page, so each median has its runs.
 */
const attemptsFor = (runs: number) => runs * 2;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const list = (name: string, fallback: string[]) => option(name)?.split(',').map((item) => item.trim()).filter(Boolean) ?? fallback;
/** The table in docs/performance.md is a median of this many runs at least: a single run's TBT moves by ±100 ms. */
const DOCUMENTED_RUNS = 3;
const runs = Number(option('--runs') ?? DOCUMENTED_RUNS);
/** Which database the server runs on, named in the output: the server reads DATABASE_URL from the environment it is given. */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
const pages = list('--pages', PAGES);
const languages = list('--languages', LANGUAGES);
const port = Number(option('--port') ?? 0);
const strict = args.includes('--strict');
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(port) || port < 0 || port > 65534 || languages.some((language) => !LANGUAGES.includes(language))) {
  console.error('usage: npm run bench:web [-- --runs N (≥ 1) --pages /,/tours --languages en,ar --port N --strict]');
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('bench:web: dist/ has no build to measure. Run `npm run build` first.');
  process.exit(1);
}
const chromium = findChromium();
if (!chromium) {
  console.error('bench:web: no Chromium found (set CHROMIUM_PATH, or see scripts/ensure-browser.mjs).');
  process.exit(1);
}
const chromePath = chromium.path;

// ---- everything started from here on is stopped by stopAll(), on every way out ----------------------

const dataDir = mkdtempSync(join(tmpdir(), 'rihla-bench-web-'));
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function stopAll(): Promise<void> {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    const forced = setTimeout(() => server?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function finish(code: number): Promise<never> {
  await stopAll();
  process.exit(code);
}

const limitMs = SERVER_START_MS + pages.length * languages.length * attemptsFor(runs) * PER_RUN_MS;
setTimeout(() => {
  console.error(`bench:web: the run overran its limit of ${Math.round(limitMs / 60_000)} min; stopping`);
  void finish(2);
}, limitMs).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void finish(1));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The production server, as `npm run serve` starts it, answered its first page: its base URL. */
async function startServer(serverPort: number): Promise<string> {
  // `node --import tsx` is `tsx` in one process: stopping it needs no process tree.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(serverPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ADDRESS_FACTOR: '1000' },
  });
  const base = `http://localhost:${serverPort}`;
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const answered = await fetch(`${base}/`).then((response) => response.ok, () => false);
    if (answered) return base;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${SERVER_START_MS / 1000} s`);
}

/** The page's path and query in a language: `?lng=ar` added to the query it may already have. */
function pagePath(path: string, language: string): string {
  const url = new URL(path, 'http://localhost');
  if (language !== 'en') url.searchParams.set('lng', language);
  return `${url.pathname}${url.search}`;
}

async function measure(base: string, browserPort: number, path: string, language: string): Promise<PageResult & { benchmarkIndex: number[] }> {
  const url = `${base}${pagePath(path, language)}`;
  const lhrs: Result[] = [];
  const errors: string[] = [];
  for (let attempt = 1; lhrs.length < runs && attempt <= attemptsFor(runs); attempt += 1) {
    process.stdout.write(`  ${path} ${language}: run ${lhrs.length + 1} of ${runs}… `);
    // Every run is a first visit: Lighthouse clears storage but keeps cookies, and an Arabic page's `i18next`
    // cookie would have the server render the next English address in Arabic.
    await clearCookies(browserPort);
    const result = await lighthouse(url, { port: browserPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    const lhr = result?.lhr;
    const error = !lhr ? 'no result' : lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : figuresOf(lhr) ? null : 'a category has no score';
    console.log(error ?? `performance ${Math.round((lhr?.categories.performance?.score ?? 0) * 100)}`);
    if (error) errors.push(error);
    else if (lhr) lhrs.push(lhr);
  }
  const figures = medianFigures(lhrs.map((lhr) => figuresOf(lhr)!));
  // The diagnostics come from the run whose LCP is the median one: one coherent picture of a load.
  const typical = [...lhrs].sort((a, b) => (figuresOf(a)?.lcp ?? 0) - (figuresOf(b)?.lcp ?? 0))[Math.floor((lhrs.length - 1) / 2)];
  return {
    path: pagePath(path, language),
    language,
    figures,
    failing: unionOfAudits(lhrs.map(failingAuditsOf)),
    costs: typical ? costsOf(typical) : [],
    errors,
    benchmarkIndex: lhrs.map((lhr) => lhr.environment.benchmarkIndex),
  };
}

function printDetails(results: PageResult[]): void {
  for (const result of results) {
    console.log(`\n${result.path} (${result.language})`);
    for (const error of result.errors) console.log(`  a run failed and was run again: ${error}`);
    for (const audit of result.failing) console.log(`  ${audit.category} fails: ${audit.id} (${audit.title})`);
    for (const cost of result.costs) {
      const savings = [cost.lcpMs ? `LCP −${cost.lcpMs} ms` : '', cost.tbtMs ? `TBT −${cost.tbtMs} ms` : '', cost.cls ? `CLS −${cost.cls.toFixed(3)}` : '']
        .filter(Boolean)
        .join(', ');
      const element = cost.element ? ` on ${cost.element}` : '';
      console.log(`  performance: ${cost.id} (${cost.title}) ${cost.displayValue}${element} [${savings}]`);
    }
  }
}

function writeDocs(results: PageResult[], benchmarkIndex: number, lighthouseVersion: string, chromiumVersion: string, loadAverages: number[]): void {
  const file = 'docs/performance.md';
  const section = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion} ` +
      `(CPU benchmark index ${Math.round(benchmarkIndex)}), load average ${loadAverages.map((load) => load.toFixed(1)).join(' at the start, ')} at the end; ` +
      `median of ${runs} run${runs === 1 ? '' : 's'} per page and language. ${MISS} marks a figure that misses its target.`,
    '',
    markdownTable(results),
    '',
    'Accessibility and SEO audits that fail:',
    '',
    markdownFailingAudits(results),
  ].join('\n');
  const updated = replaceBetweenMarkers(readFileSync(file, 'utf8'), section);
  if (updated === null) console.log(`\n${file} has no bench:web markers: not updated`);
  else {
    writeFileSync(file, updated);
    console.log(`\n${file} updated (the bench:web section)`);
  }
}

/** `Chromium 156.0.8078.108`, for the record of what measured. */
function chromiumVersion(): Promise<string> {
  return new Promise((resolve) => {
    const version = spawn(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    version.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    version.on('close', () => resolve(output.trim().replace(/ built on .*/, '') || 'Chromium'));
    version.on('error', () => resolve('Chromium'));
  });
}

try {
  const serverPort = port || (await freePort());
  const base = await startServer(serverPort);
  const chromeVersionText = await chromiumVersion();
  console.log(
    `bench:web: Lighthouse mobile preset (simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page, ${chromeVersionText}, server ${base} on the ${database} database`,
  );
  // The machine's load beside the figures: Lighthouse scales the CPU time it observes, so a busy machine costs TBT and LCP.
  const loadAtStart = loadavg()[0] ?? 0;
  // One browser for every run (Lighthouse clears the cache and storage before each): a browser started
  // again on the same debugging port can meet the previous one still closing.
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], port: port ? port + 1 : 0 });
  const results: (PageResult & { benchmarkIndex: number[] })[] = [];
  for (const path of pages) for (const language of languages) results.push(await measure(base, chrome.port, path, language));

  console.log(`\n${consoleTable(results)}`);
  printDetails(results);
  const met = metAll(results);
  const failed = results.filter((result) => result.figures === null);
  console.log(`\n${met ? 'every target met' : `targets missed (${MISS} above)`}${failed.length ? `; ${failed.length} page(s) could not be measured` : ''}`);

  const complete =
    PAGES.every((path) => pages.includes(path)) && LANGUAGES.every((language) => languages.includes(language)) && runs >= DOCUMENTED_RUNS && database === 'embedded';
  const allIndexes = results.flatMap((result) => result.benchmarkIndex);
  const { version: lighthouseVersion } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
  if (complete && failed.length === 0) writeDocs(results, allIndexes.length ? median(allIndexes) : 0, lighthouseVersion, chromeVersionText, [loadAtStart, loadavg()[0] ?? 0]);
  else console.log(`\ndocs/performance.md not updated: only a complete run (every page, both languages, ${DOCUMENTED_RUNS} runs or more, all measured, on the embedded database) writes it`);

  await finish(failed.length > 0 || (strict && !met) ? 1 : 0);
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  await finish(1);
}

/** Clears the browser's cookies through its debugging port (puppeteer-core, which Lighthouse brings). */
async function clearCookies(browserPort: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  try {
    const [page] = await browser.pages();
    if (!page) return;
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCookies');
    await session.detach();
  } finally {
    await browser.disconnect();
  }
}
