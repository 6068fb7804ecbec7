/**
 * `npm run bench:login`: does password hashing starve the site? While 50 connections send wrong logins
 * without pause, one visitor reads `GET /api/Travel/3` (gzip, as a browser asks) back to back; the script
 * prints that visitor's latency (p50, p99, max) beside the same reads on an idle server, and what the
 * logins got. The server runs in its own process (scripts/bench-server.ts) on 127.0.0.1 with a fresh
 * embedded database (or DATABASE_URL), and everything stops by itself after the measurement.
 *
 * The rate limits are relaxed for the measurement, or they would answer 429 in a millisecond and hide
 * the hashing: the per-address allowance is multiplied by RATE_LIMIT_ADDRESS_FACTOR=1000000 and every
 * login names a different unknown account, so each one costs a full password check (D18) and no account
 * limit is reached. The script counts the 429s and fails when there are any.
 *
 *   npm run bench:login [-- --duration 15 --connections 50]
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { spawnBenchServer } from './bench-spawn';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const duration = option('--duration', 15);
const connections = option('--connections', 50);
const PROBE_PATH = '/api/Travel/3';

const bench = await spawnBenchServer({ ...process.env, RATE_LIMIT_ADDRESS_FACTOR: '1000000' }, 'bench:login');
const { url, database } = bench;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`the bench server must listen on 127.0.0.1, not ${url}`);

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Reads not answered within autocannon's 10 s. */
  timeouts: number;
  errors: number;
}

/** One visitor reading the tour page's data back to back, as a browser would (gzip). */
async function probe(seconds: number): Promise<Latency> {
  const result = await autocannon({ url: `${url}${PROBE_PATH}`, connections: 1, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts + result.non2xx,
  };
}

const statuses = new Map<number, number>();

/** Wrong logins without pause, each for a different unknown account. */
function wrongLogins(seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/Auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ userName: `nobody-${randomBytes(8).toString('hex')}@bench.example`, password: 'Wrong#Pass1' }),
        }),
        onResponse: (status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;

try {
  console.log(`bench:login: ${connections} connections of wrong logins for ${duration} s, one visitor reading ${PROBE_PATH}; server on ${database}, Node ${process.version}`);
  console.log('rate limits relaxed for the measurement (RATE_LIMIT_ADDRESS_FACTOR=1000000, a new unknown account per login): 429s would hide the hashing');
  await probe(2); // warm-up
  const idle = await probe(5);
  const [busy, logins] = await Promise.all([
    // The visitor starts a second after the logins, once the queue of password checks has formed.
    new Promise<Latency>((resolve) => setTimeout(() => resolve(probe(duration - 2)), 1000)),
    wrongLogins(duration),
  ]);
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log('');
  console.log(`${pad(`GET ${PROBE_PATH}`, 34)} ${pad('requests', 9)} ${pad('p50', 8)} ${pad('p99', 8)} ${pad('max', 8)} ${pad('over 10 s', 10)} errors`);
  for (const [name, row] of [
    ['idle server', idle],
    [`during ${connections} parallel wrong logins`, busy],
  ] as const) {
    console.log(`${pad(name, 34)} ${pad(String(row.requests), 9)} ${pad(ms(row.p50), 8)} ${pad(ms(row.p99), 8)} ${pad(ms(row.max), 8)} ${pad(String(row.timeouts), 10)} ${row.errors}`);
  }
  const answered = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log('');
  console.log(
    `logins: ${(logins.requests.total / duration).toFixed(1)} answered per second (${answered || 'none'}), latency p50 ${ms(logins.latency.p50)}, p99 ${ms(logins.latency.p99)}, max ${ms(logins.latency.max)}; ${logins.timeouts} timed out`,
  );
  const limited = statuses.get(429) ?? 0;
  if (limited > 0 || idle.errors > 0 || busy.errors > 0) {
    console.error('\nsome requests were refused or failed: the figures above are not valid');
    process.exitCode = 1;
  }
} finally {
  await bench.stop();
}
