/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the API's busiest reads at 50
 * connections, each beside a no-op route on the same server (the ceiling: what the HTTP stack alone
 * allows), with the ratio of each to the ceiling. The server runs in its own process on loopback so the
 * load generator does not share its event loop.
 *
 * Every request says `Accept-Encoding: gzip, deflate, br`, as browsers and CDNs do (D343): the catalogue's
 * answers go out compressed, as they would to a visitor. Each route has its target and
 * the table says whether it was met; then the listing page is measured again on a catalogue grown to
 * `--tours` tours (10,000 by default; 0 skips it) on a server of its own.
 *
 *   npm run bench:api [-- --duration 10 --connections 50 --tours 10000]
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { spawnBenchServer } from './bench-spawn';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const duration = option('--duration', 10);
const connections = option('--connections', 50);
const tours = option('--tours', 10_000);

/** A route's target: at least `share` % of the ceiling's requests per second, p99 at most `p99` ms. */
interface Target {
  share?: number;
  p99: number;
}
interface Route {
  name: string;
  path: string;
  target?: Target;
}

const HOT: Target = { share: 30, p99: 25 };
const WHOLE: Target = { share: 15, p99: 50 };
const ROUTES: Route[] = [
  { name: 'no-op (ceiling)', path: '/__bench/noop' },
  { name: 'GET /api/Travel?PageIndex=1&PageSize=5', path: '/api/Travel?PageIndex=1&PageSize=5', target: HOT },
  { name: 'GET /api/Search?type=Travels&search=luxor', path: '/api/Search?type=Travels&search=luxor', target: HOT },
  { name: 'GET /api/Travel/3', path: '/api/Travel/3', target: HOT },
  // The /tours listing reads every tour in one page (spec, accounts §7: PageSize=1000).
  { name: 'GET /api/Travel?PageSize=1000 (listing)', path: '/api/Travel?PageIndex=1&PageSize=1000', target: WHOLE },
  // The home page's newest-tours carousel (spec §9: 100 sorted by creation date).
  { name: 'GET /api/Travel newest 100', path: '/api/Travel?Sort=creationDate-desc&PageIndex=1&PageSize=100', target: WHOLE },
];
/** On the grown catalogue: the no-op again (its own ceiling) and a page of the listing. */
const GROWN_ROUTES: Route[] = [
  { name: 'no-op (ceiling)', path: '/__bench/noop' },
  { name: `GET /api/Travel page 1 of ${tours} tours`, path: '/api/Travel?PageIndex=1&PageSize=10', target: { p99: 30 } },
];

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  target?: Target;
}

const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };

/**
 * The load generator discards the answers' bodies instead of collecting them (D347). autocannon appends
 * every body chunk to a string (`req.body += chunk`, for its expectBody and verifyBody options, unused here),
 * which decodes it as UTF-8: for a compressed 25.7 KB answer that decoding, not the server, bounded the
 * run at about 2,800 req/s, whereas the same bytes of ASCII went 30,000 req/s from a bare node:http server.
 * Byte counts are kept apart (`addByteCount`) and stay exact. Fails loudly if autocannon's client changes.
 */
function discardBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error("autocannon's client no longer collects bodies through pipelinedRequests.addBody: see D347 in docs/decisions.md");
  }
  queue.addBody = () => undefined;
}

const run = (url: string, seconds: number) => autocannon({ url, connections, duration: seconds, headers: HEADERS, setupClient: discardBodies });

async function measure(url: string, route: Route): Promise<Row> {
  // A short warm-up so JIT and caches are in their steady state before measuring.
  await run(`${url}${route.path}`, 2);
  const result = await run(`${url}${route.path}`, duration);
  return {
    name: route.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(route.target ? { target: route.target } : {}),
  };
}

/** Prints the rows with their share of the ceiling (the first row) and whether each target was met; true when all were. */
function report(rows: Row[]): boolean {
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const pad = (text: string, width: number) => text.padEnd(width);
  let allMet = true;
  console.log('');
  console.log(`${pad('route', 46)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('of ceiling', 10)} ${pad('errors', 6)} target`);
  for (const row of rows) {
    const share = (row.requestsPerSecond / ceiling) * 100;
    let verdict = '';
    if (row.target) {
      const wanted = [row.target.share !== undefined ? `≥ ${row.target.share} %` : '', `p99 ≤ ${row.target.p99} ms`].filter(Boolean).join(', ');
      const met = (row.target.share === undefined || share >= row.target.share) && row.p99 <= row.target.p99 && row.errors === 0;
      allMet &&= met;
      verdict = `${wanted}: ${met ? 'met' : 'NOT met'}`;
    }
    console.log(
      `${pad(row.name, 46)} ${pad(row.requestsPerSecond.toFixed(0), 9)} ${pad(String(row.p50), 7)} ${pad(String(row.p99), 7)} ${pad(`${share.toFixed(1)} %`, 10)} ${pad(String(row.errors), 6)} ${verdict}`,
    );
  }
  if (rows.some((row) => row.errors > 0)) {
    console.error('\nsome requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
  return allMet;
}

/** Measures `routes` on a bench server of its own (started with `env`), and stops it. */
async function bench(routes: Route[], env: NodeJS.ProcessEnv, label: string): Promise<boolean> {
  const server = await spawnBenchServer(env, 'bench:api');
  try {
    console.log(`\nbench:api: ${label}: ${connections} connections, ${duration} s per route, server on ${server.database}, Node ${process.version}, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
    const rows: Row[] = [];
    for (const route of routes) rows.push(await measure(server.url, route));
    return report(rows);
  } finally {
    // The server must stop by itself within 10 s of SIGTERM; the time is printed so a
    // regression shows.
    console.log(`\nserver stopped ${((await server.stop()) / 1000).toFixed(2)} s after SIGTERM`);
  }
}

let met = await bench(ROUTES, process.env, 'the seed catalogue');
if (tours > 0) met = (await bench(GROWN_ROUTES, { ...process.env, BENCH_TOURS: String(tours) }, `a catalogue of ${tours} tours`)) && met;
console.log(`\nbench:api: ${met ? 'every target met' : 'some targets NOT met'}`);
