/**
 * Many server processes act as one site, on PostgreSQL only (the embedded database
 * admits one process; `npm test` runs this file on its throwaway PostgreSQL server). Three real server
 * processes, `node --import tsx server/main.ts` as `npm start` runs it, each on a port and a data directory
 * of its own (three machines behind a load balancer), one new database between them; the test is the load
 * balancer, sending requests round-robin. Then `WORKERS=3` on one port: the cluster's three workers serve.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from './platform/tokens';
import { ask, connectChat, expectCheaperFollowUp } from './testing/hub-clients';
import { bookingBody } from './testing/bookings';
import { freshPostgresDatabase } from './testing/harness';
import { freePort, spawnServer, type LogLine, type ServerProcess } from './testing/processes';

const postgresUrl = process.env.DATABASE_URL;
const PASSWORD = 'Sphinx#2025';
const WRONG = 'Wrong#Pass1';
const HOLD_SWEEP_MS = 1000;

/** The request id of each answer, over a new connection each time (a kept-alive one stays on one worker). */
function freshConnectionGet(url: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers: { Connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, requestId: String(response.headers['x-request-id']) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('WORKERS with the embedded database', () => {
  it('stays one process and says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rihla-workers-embedded-'));
    const server = await spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, WORKERS: '3', LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const said = server.lines().find((line) => /^WORKERS=3 asked for 3 server processes, but the embedded database \(PGlite\) admits one process/.test(line.msg));
      expect(said?.level).toBeDefined();
      // Every line, the ready one included, came from the one process that was started.
      expect(new Set(server.lines().map((line) => line.pid))).toEqual(new Set([server.child.pid]));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

// Several processes share a database only on PostgreSQL: `npm test` runs these on its throwaway server.
if (postgresUrl) describe('many server processes on one PostgreSQL', () => {
  // One new database for all of them: the three processes migrate and seed it, the cluster finds it ready.
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await freshPostgresDatabase(postgresUrl);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe('three server processes, requests round-robin', () => {
    let db: pg.Pool;
    const folders: string[] = [];
    let servers: ServerProcess[] = [];
    let jwtSecret = '';
    let next = 0;
    /** The load balancer: each call the next process, round-robin. */
    const roundRobin = () => servers[next++ % servers.length]!;

    const folder = (prefix: string) => {
      const made = mkdtempSync(join(tmpdir(), prefix));
      folders.push(made);
      return made;
    };
    const serverEnv = async (extra: Record<string, string> = {}): Promise<Record<string, string>> => {
      const port = await freePort();
      return {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: folder('rihla-process-'),
        DATABASE_URL: database.url,
        NODE_ENV: 'test',
        LOG_LEVEL: 'debug',
        RIHLA_VALIDATE_RESPONSES: '1',
        // The travellers below all come from 127.0.0.1 (harness.ts); the per-account limits stay as they are.
        RATE_LIMIT_ADDRESS_FACTOR: '1000',
        RIHLA_HOLD_SWEEP_MS: String(HOLD_SWEEP_MS),
        ...extra,
      };
    };

    /** Travellers made directly in the database, with tokens signed by the site's shared secret. */
    async function travellers(count: number): Promise<string[]> {
      const tokens: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const userName = `Runner${randomBytes(5).toString('hex')}`;
        const email = `${userName.toLowerCase()}@travellers.example`;
        const { rows } = await db.query<{ id: string }>('insert into users (user_name, name, email) values ($1, $1, $2) returning id', [userName, email]);
        tokens.push(await issueToken(jwtSecret, { id: rows[0]!.id, userName, email }));
      }
      return tokens;
    }

    /** An upcoming tour not used by another test, with `seats` seats left. */
    const usedTours: number[] = [];
    async function tourWithSeats(seats: number): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `select id from tours where start_date > now() + interval '2 days' and price > 0 and not (id = any($1::int[])) order by id limit 1`,
        [usedTours],
      );
      const id = rows[0]!.id;
      usedTours.push(id);
      await db.query('update tours set available_seats = $2, total_seats = greatest(total_seats, $2) where id = $1', [id, seats]);
      return id;
    }

    const book = (server: ServerProcess, token: string, tourId: number, adults = 1) =>
      fetch(`${server.url}/api/Booking`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(bookingBody(tourId, { adults })),
      });
    const seatsShownBy = async (server: ServerProcess, tourId: number) =>
      ((await (await fetch(`${server.url}/api/Travel/${tourId}`)).json()) as { availableSeats: number }).availableSeats;
    const seatsHeld = async (tourId: number) =>
      (
        await db.query<{ seats: number }>(
          "select coalesce(sum(seats), 0)::int as seats from bookings where tour_id = $1 and status in ('pending', 'confirmed')",
          [tourId],
        )
      ).rows[0]!.seats;
    const availableSeats = async (tourId: number) =>
      (await db.query<{ available_seats: number }>('select available_seats from tours where id = $1', [tourId])).rows[0]!.available_seats;
    const login = (server: ServerProcess, userName: string, password: string) =>
      fetch(`${server.url}/api/Auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password }) });
    async function register(server: ServerProcess): Promise<string> {
      const userName = `Salma${randomBytes(4).toString('hex').replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
      const registered = await fetch(`${server.url}/api/Auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName, email: `${userName.toLowerCase()}@travellers.example`, password: PASSWORD }),
      });
      expect(registered.status).toBe(200);
      return ((await registered.json()) as { userName: string }).userName;
    }
    const linesOf = (server: ServerProcess, msg: string | RegExp) =>
      server.lines().filter((line) => (typeof msg === 'string' ? line.msg === msg : msg.test(line.msg)));

    beforeAll(async () => {
      db = new pg.Pool({ connectionString: database.url, max: 4 });
      // All three at once on the new database: migrations and the seed must each run once.
      servers = await Promise.all([serverEnv(), serverEnv(), serverEnv()].map(async (env) => spawnServer(await env)));
      jwtSecret = (await db.query<{ value: string }>("select value from server_secrets where name = 'jwt-secret'")).rows[0]!.value;
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await db?.end();
      for (const made of folders) rmSync(made, { recursive: true, force: true });
    }, 60_000);

    it('migrates and seeds the new database once, though all three started at the same moment', () => {
      const seeded = servers.flatMap((server) => linesOf(server, 'database: catalogue seeded'));
      expect(seeded).toHaveLength(1);
      const applied = servers.flatMap((server) => linesOf(server, 'database: migrations applied').flatMap((line) => line.migrations as string[]));
      const files = readdirSync(join(import.meta.dirname, 'platform', 'db', 'migrations')).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file));
      // Every migration applied by exactly one process.
      expect(applied.sort()).toEqual(files.map((file) => file.replace(/\.sql$/, '')).sort());
      expect(new Set(servers.map((server) => server.child.pid)).size).toBe(3);
    });

    it('accepts on every process a token another one issued', async () => {
      const userName = await register(servers[0]!);
      const signedIn = await login(servers[1]!, userName, PASSWORD);
      expect(signedIn.status).toBe(200);
      const { token } = (await signedIn.json()) as { token: string };
      for (const server of servers) {
        const favourites = await fetch(`${server.url}/api/Travel/Favtravels`, { headers: { Authorization: `Bearer ${token}` } });
        expect(favourites.status).toBe(200);
      }
    }, 30_000);

    it('gives the last 5 seats to exactly 5 of 15 travellers booking at once through all three processes', async () => {
      const tourId = await tourWithSeats(5);
      const tokens = await travellers(15);
      const responses = await Promise.all(tokens.map((token) => book(roundRobin(), token, tourId)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      expect(await availableSeats(tourId)).toBe(0);
      expect(await seatsHeld(tourId)).toBe(5);
    }, 30_000);

    it('shows every process the seats a booking through one of them took', async () => {
      const tourId = await tourWithSeats(9);
      // Each process has read the tour once (and may keep its answer, if it caches).
      // (The seats were just set in the database: a cache would hear of it by notification.)
      for (const server of servers) await expect.poll(() => seatsShownBy(server, tourId), { timeout: 1000, interval: 10 }).toBe(9);
      const [token] = await travellers(1);
      expect((await book(servers[0]!, token!, tourId, 2)).status).toBe(201);
      // A response cache invalidated through the database may take a notification's round trip, no more.
      const booked = performance.now();
      for (const server of servers.slice(1)) await expect.poll(() => seatsShownBy(server, tourId), { timeout: 1000, interval: 10 }).toBe(7);
      expect(performance.now() - booked).toBeLessThan(1000);
      expect(await seatsShownBy(servers[0]!, tourId)).toBe(7);
    }, 30_000);

    it('counts wrong passwords across processes: ten at once through the three, and the eleventh is refused on any', async () => {
      const userName = await register(roundRobin());
      // Ten at once through the three: each counted once, wherever it arrived.
      const attempts = await Promise.all(Array.from({ length: 10 }, () => login(roundRobin(), userName, WRONG)));
      expect(attempts.map((response) => response.status)).toEqual(Array(10).fill(401));
      const refused = await login(roundRobin(), userName, WRONG);
      expect(refused.status).toBe(429);
      // The block holds on every process, for the right password too.
      const blocked = await Promise.all(servers.map((server) => login(server, userName, PASSWORD)));
      expect(blocked.map((response) => response.status)).toEqual([429, 429, 429]);
    }, 60_000);

    it('resumes on another process a conversation with the assistant begun on one', async () => {
      const first = await connectChat(servers[0]!.url);
      const opening = await ask(first, 'tours in Luxor');
      await first.stop();
      expect(opening.travels.length).toBeGreaterThan(0);
      const resumed = await connectChat(servers[2]!.url, { sessionId: opening.sessionId });
      try {
        await expectCheaperFollowUp(resumed, opening);
      } finally {
        await resumed.stop();
      }
    }, 30_000);

    it('runs the hold-expiry sweep once an interval across the three, not once in each', async () => {
      // Each process ticks the sweep every second (RIHLA_HOLD_SWEEP_MS); a run is logged by the process that ran it.
      const runsSoFar = () =>
        servers
          .flatMap((server) => linesOf(server, 'background job ran').filter((line) => line.job === 'hold-expiry'))
          .map((line) => Date.parse(line.time))
          .sort((a, b) => a - b);
      // The tests before may have taken less than a few intervals on a fast machine: a few more are awaited.
      await expect.poll(() => runsSoFar().length, { timeout: 10 * HOLD_SWEEP_MS, interval: 100 }).toBeGreaterThanOrEqual(4);
      const runs = runsSoFar();
      const ticks = servers.length * Math.floor((runs.at(-1)! - runs[0]!) / HOLD_SWEEP_MS);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      // Three processes each ticking every second would run it about three times a second.
      expect(runs.length).toBeLessThanOrEqual(ticks / servers.length + 2);
      // Never two runs closer than most of an interval (90 %, less the runs' own length).
      for (let index = 1; index < runs.length; index += 1) expect(runs[index]! - runs[index - 1]!).toBeGreaterThan(HOLD_SWEEP_MS * 0.6);
    });

    it('loses nothing when a process is killed mid-burst: every booking acknowledged is kept, no seat leaks', async () => {
      // More seats than the burst can book even on a fast machine; a sold-out answer would take none anyway.
      const SEATS = 1000;
      const tourId = await tourWithSeats(SEATS);
      const tokens = await travellers(24);
      const victim = servers[2]!;
      const acknowledged: number[] = [];
      let failedOnVictim = 0;
      let answeredByVictim = 0;
      const stopAt = performance.now() + 1500;
      // 24 travellers, 8 to each process, booking again and again for 1.5 s; the third process is killed at 0.5 s.
      const killer = setTimeout(() => victim.child.kill('SIGKILL'), 500);
      await Promise.all(
        tokens.map(async (token, index) => {
          const server = servers[index % servers.length]!;
          while (performance.now() < stopAt) {
            let answer: { status: number; id: number };
            try {
              const response = await book(server, token, tourId);
              answer = { status: response.status, id: ((await response.json()) as { id: number }).id };
            } catch {
              // The connection died with its process: a load balancer would try another one.
              expect(server).toBe(victim);
              failedOnVictim += 1;
              return;
            }
            expect(answer.status).toBe(201);
            acknowledged.push(answer.id);
            if (server === victim) answeredByVictim += 1;
          }
        }),
      );
      clearTimeout(killer);
      expect((await victim.exited).signal).toBe('SIGKILL');
      // The kill came while the victim was serving: it had answered some and had some in flight.
      expect(answeredByVictim).toBeGreaterThan(0);
      expect(failedOnVictim).toBeGreaterThan(0);
      const { rows } = await db.query<{ id: number; seats: number; status: string }>('select id, seats, status from bookings where tour_id = $1', [tourId]);
      const stored = new Map(rows.map((row) => [row.id, row]));
      for (const id of acknowledged) expect(stored.get(id)).toMatchObject({ seats: 1, status: 'pending' });
      // Each seat is either free or held by a booking the database kept: none taken by a request that died.
      expect((await availableSeats(tourId)) + (await seatsHeld(tourId))).toBe(SEATS);
      // The two left serve on.
      servers = servers.filter((server) => server !== victim);
      for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }, 60_000);
  });

  describe('WORKERS=3: one port, three worker processes', () => {
    let primary: ServerProcess;
    let dataDir = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'rihla-cluster-'));
      const port = await freePort();
      primary = await spawnServer(
        { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: database.url, NODE_ENV: 'test', WORKERS: '3' },
        /^all 3 worker processes are listening/,
      );
    }, 120_000);

    afterAll(async () => {
      await primary?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    const workerOf = async (requestIds: string[]) => {
      await expect.poll(() => requestIds.every((id) => primary.lines().some((line) => line.requestId === id))).toBe(true);
      return new Set(requestIds.map((id) => primary.lines().find((line: LogLine) => line.requestId === id)!.pid));
    };

    it('serves from more than one process, restarts a worker that is killed, and stops them all on SIGTERM', async () => {
      const workerPids = () => new Set(primary.lines().filter((line) => /^Rihla is running/.test(line.msg)).map((line) => line.pid));
      // Each worker says it is running once its server has started, just after the port is theirs.
      await expect.poll(() => workerPids().size, { timeout: 10_000 }).toBe(3);
      const workers = workerPids();
      expect(workers.has(primary.child.pid!)).toBe(false);
      const answers = [];
      for (let index = 0; index < 12; index += 1) answers.push(await freshConnectionGet(`${primary.url}/api/health`));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const serving = await workerOf(answers.map((answer) => answer.requestId));
      expect(serving.size).toBeGreaterThan(1);
      for (const pid of serving) expect(workers.has(pid)).toBe(true);

      // A worker killed outright: the primary starts another, and the site answers throughout.
      const [killed] = [...serving];
      process.kill(killed!, 'SIGKILL');
      await expect
        .poll(() => primary.lines().some((line) => line.msg === 'worker process started again and listening'), { timeout: 30_000 })
        .toBe(true);
      const after = [];
      for (let index = 0; index < 12; index += 1) after.push(await freshConnectionGet(`${primary.url}/api/health`));
      expect(after.every((answer) => answer.status === 200)).toBe(true);
      expect((await workerOf(after.map((answer) => answer.requestId))).has(killed!)).toBe(false);

      // SIGTERM to the primary: every worker stops, then the primary, within the bounded stop.
      const stopMs = await primary.stop();
      expect(await primary.exited).toEqual({ code: 0, signal: null });
      expect(stopMs).toBeLessThan(10_000);
      const everyWorker = workerPids();
      expect(everyWorker.size).toBe(4);
      const alive = [...everyWorker].filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    }, 90_000);
  });
});
