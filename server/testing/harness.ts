/**
 * The real server for tests: real HTTP on a free loopback port, a fresh database per server (PGlite in
 * memory by default; a new PostgreSQL database when DATABASE_URL is set, dropped afterwards), the seed
 * catalogue, every answer checked against the contract, and a clock the test can move.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll } from 'vitest';
import type { paths } from '@core/contract/schema';
import { readConfig } from '../platform/config';
import { createLogger, type Logger } from '../platform/logger';
import { startServer, type RunningServer, type StartOptions } from '../server';
import type { Language } from '@core/text/language';

export interface TestClock {
  now: () => Date;
  /** Moves the server's clock forward (holds expire, tokens age). */
  advance(milliseconds: number): void;
}

export interface TestServer extends RunningServer {
  clock: TestClock;
  /** A typed client for the server's API, sending `token` when given. */
  api(token?: string, language?: Language): ReturnType<typeof createClient<paths>>;
  /** Mail the server sent (newest first). */
  outbox(): Promise<Array<{ to: string; subject: string; body: string }>>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `rihla_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** What a test server starts with besides its environment. */
export interface TestServerOptions extends Pick<StartOptions, 'before' | 'shutdownGraceMs'> {
  /** Where the server logs; silent unless a test wants to read its lines (`server/testing/log-lines.ts`). */
  logger?: Logger;
  /** A PostgreSQL database to use as it is (another server's), instead of a fresh one of its own. */
  databaseUrl?: string;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
  const postgres = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : null;
  const config = readConfig({
    PORT: '0',
    DATA_DIR: 'memory://',
    NODE_ENV: 'test',
    RIHLA_VALIDATE_RESPONSES: '1',
    // A test file's dozens of travellers all come from 127.0.0.1, where real people would each have their
    // own address: the per-address allowances are raised (README, RATE_LIMIT_ADDRESS_FACTOR) and the
    // per-account limits stay as they are. The rate-limit tests pass '1', the production default.
    RATE_LIMIT_ADDRESS_FACTOR: '1000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const running = await startServer(config, {
    hostname: '127.0.0.1',
    now: clock.now,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    publicUrlFromPort: !env.PUBLIC_URL,
    ...(options.before ? { before: options.before } : {}),
    ...(options.shutdownGraceMs !== undefined ? { shutdownGraceMs: options.shutdownGraceMs } : {}),
  });
  return {
    ...running,
    clock,
    api: (token, language = 'en') =>
      createClient<paths>({
        baseUrl: running.url,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': language },
      }),
    outbox: () =>
      running.services.db.query<{ to: string; subject: string; body: string }>(
        'select to_address as "to", subject, body from outbox order by id desc',
      ),
    async close() {
      await running.close();
      await postgres?.drop();
      // A memory-only server's uploads live in a throwaway folder of its own.
      if (config.dataDir.startsWith('memory://') && !config.uploadsShared) rmSync(config.uploadsDir, { recursive: true, force: true });
    },
  };
}

/** How long a test server may take to start: a fresh database, migrated and seeded, on a shared machine. */
export const TEST_SERVER_START_MS = 60_000;

/**
 * Starts one real test server for this file, or for the describe block it is called in (before its first
 * test), and closes it after its last: `const server = useTestServer(env)`. The handle forwards to that
 * server; read it in a test or a hook, never while the tests are collected (it throws, saying so). `env`
 * and `options` may be functions, called when the server starts, for what earlier hooks make (a folder, a
 * stand-in's address). Like startTestServer, each call gets a fresh database (PGlite, or a new PostgreSQL
 * database when DATABASE_URL is set) and drops it on close. Hooks registered after the call run after the
 * server started and, afterAll ones, before it closes; afterAll hooks registered before it run after it
 * closed (Vitest's default `sequence.hooks: 'stack'` runs afterAll in reverse order).
 */
export function useTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestServerOptions | (() => TestServerOptions) = {},
): TestServer {
  let running: TestServer | undefined;
  let state: 'not started' | 'running' | 'closed' = 'not started';
  beforeAll(async () => {
    running = await startTestServer(typeof env === 'function' ? env() : env, typeof options === 'function' ? options() : options);
    state = 'running';
  }, TEST_SERVER_START_MS);
  afterAll(async () => {
    state = 'closed';
    await running?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (state === 'running') return Reflect.get(running!, property) as unknown;
      // Not a promise, and nothing to show, to whoever asks (await, a returned hook value, a printer).
      if (property === 'then' || typeof property === 'symbol') return undefined;
      throw new Error(
        state === 'closed'
          ? `useTestServer: the test server was read ("${property}") after it closed, after the last test of its file or describe block.`
          : `useTestServer: the test server was read ("${property}") before it started: read it inside a test or a hook (beforeAll registered after useTestServer, beforeEach, afterAll), not while the tests are collected.`,
      );
    },
    has(_target, property) {
      return state === 'running' && Reflect.has(running!, property);
    },
  });
}

/**
 * Two servers on one database, as two processes of one site would be, each with a
 * data directory of its own, as two machines would have. On PostgreSQL both run at once. The embedded
 * database admits one process, so there the second is the first one restarted on the same data directory:
 * what is shared must then survive the restart. Use the first before starting the second.
 */
export interface PeerServers {
  first: TestServer;
  /** Starts the second (on the embedded database, closing the first). */
  startSecond(): Promise<TestServer>;
  /** True when both run at once (PostgreSQL). */
  concurrent: boolean;
  close(): Promise<void>;
}

export async function startPeerServers(env: Record<string, string> = {}): Promise<PeerServers> {
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'rihla-peer-'));
    folders.push(folder);
    return folder;
  };
  const embeddedDir = postgres ? null : dataDir();
  const start = () =>
    startTestServer({ DATA_DIR: embeddedDir ?? dataDir(), ...env }, postgres ? { databaseUrl: postgres.url } : {});
  const first = await start();
  const servers: TestServer[] = [first];
  let firstClosed = false;
  return {
    first,
    concurrent: postgres !== null,
    async startSecond() {
      if (!postgres) {
        await first.close();
        firstClosed = true;
      }
      const second = await start();
      servers.push(second);
      return second;
    },
    async close() {
      for (const server of servers) if (server !== first || !firstClosed) await server.close();
      await postgres?.drop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
