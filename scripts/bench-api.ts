/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the API's busiest reads at 50
 * connections, each beside a no-op route on the same server (the ceiling: what the HTTP stack alone
 * allows), with the ratio of each to the ceiling. The server runs in its own process on loopback so the
 * load generator does not share its event loop.
 *
 *   npm run bench:api [-- --duration 10 --connections 50]
 */
import autocannon from 'autocannon';
import { spawnBenchServer } from './bench-spawn';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const duration = option('--duration', 10);
const connections = option('--connections', 50);

const ROUTES = [
  { name: 'no-op (ceiling)', path: '/__bench/noop' },
  { name: 'GET /api/Travel?PageIndex=1&PageSize=5', path: '/api/Travel?PageIndex=1&PageSize=5' },
  { name: 'GET /api/Search?type=Travels&search=luxor', path: '/api/Search?type=Travels&search=luxor' },
  { name: 'GET /api/Travel/3', path: '/api/Travel/3' },
  // The /tours listing reads every tour in one page (spec, accounts §7: PageSize=1000).
  { name: 'GET /api/Travel?PageSize=1000 (listing)', path: '/api/Travel?PageIndex=1&PageSize=1000' },
  // The home page's newest-tours carousel (spec §9: 100 sorted by creation date).
  { name: 'GET /api/Travel newest 100', path: '/api/Travel?Sort=creationDate-desc&PageIndex=1&PageSize=100' },
];

const server = await spawnBenchServer(process.env, 'bench:api');
const { url, database } = server;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, path: string): Promise<Row> {
  // A short warm-up so JIT and caches are in their steady state before measuring.
  await autocannon({ url: `${url}${path}`, connections, duration: 2 });
  const result = await autocannon({ url: `${url}${path}`, connections, duration });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

try {
  console.log(`bench:api: ${connections} connections, ${duration} s per route, server on ${database}, Node ${process.version}`);
  const rows: Row[] = [];
  for (const route of ROUTES) rows.push(await measure(route.name, route.path));
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log('');
  console.log(`${pad('route', 46)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('of ceiling', 10)} errors`);
  for (const row of rows) {
    console.log(
      `${pad(row.name, 46)} ${pad(row.requestsPerSecond.toFixed(0), 9)} ${pad(String(row.p50), 7)} ${pad(String(row.p99), 7)} ${pad(`${((row.requestsPerSecond / ceiling) * 100).toFixed(1)} %`, 10)} ${row.errors}`,
    );
  }
  if (rows.some((row) => row.errors > 0)) {
    console.error('\nsome requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
} finally {
  // The server must stop by itself within 10 s of SIGTERM (issue 19, item 7); the time is printed so a
  // regression shows.
  console.log(`\nserver stopped ${((await server.stop()) / 1000).toFixed(2)} s after SIGTERM`);
}
