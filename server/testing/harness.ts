/**
 * The real server for tests: real HTTP on a free loopback port, a fresh database per server (PGlite in
 * memory by default; a new PostgreSQL database when DATABASE_URL is set, dropped afterwards), the seed
 * catalogue, every answer checked against the contract, and a clock the test can move.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { paths } from '../../src/api/schema';
import { readConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import { startServer, type RunningServer, type StartOptions } from '../server';

export interface TestClock {
  now: () => Date;
  /** Moves the server's clock forward (holds expire, tokens age). */
  advance(milliseconds: number): void;
}

export interface TestServer extends RunningServer {
  clock: TestClock;
  /** A typed client for the server's API, sending `token` when given. */
  api(token?: string, language?: 'en' | 'ar'): ReturnType<typeof createClient<paths>>;
  /** Mail the server sent (newest first). */
  outbox(): Promise<Array<{ to: string; subject: string; body: string }>>;
}

async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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

/**
 * `options.logger`: where the server logs; silent unless a test wants to read its lines
 * (`server/testing/log-lines.ts`).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: Logger } & Pick<StartOptions, 'before' | 'shutdownGraceMs'> = {},
): Promise<TestServer> {
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
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
      if (config.dataDir.startsWith('memory://')) rmSync(config.uploadsDir, { recursive: true, force: true });
    },
  };
}
