/**
 * The server as the benchmark runs it: the real app on a file-backed embedded database in a temporary
 * folder, plus `GET /__bench/noop` beside it, the ceiling every route is compared with. Prints
 * `ready <url>` when it serves.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { readConfig } from '../server/platform/config';
import { createLogger } from '../server/platform/logger';
import type { AppEnv } from '../server/platform/http/env';
import { addGeneratedTours } from '../server/catalogue/eval/search-eval';
import { startServer } from '../server/server';
import { freshPostgresDatabase } from '../server/testing/harness';

// BENCH_TOURS=N: the catalogue grown to N tours with the search evaluation's generator, on a database of its
// own (a fresh PostgreSQL database when DATABASE_URL is set, dropped on exit), so the usual figures stay
// those of the seed catalogue.
const tours = Number(process.env.BENCH_TOURS ?? 0);
const postgres = tours > 0 && process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
const config = readConfig({
  ...process.env,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  PORT: process.env.PORT ?? '0',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rihla-bench-')),
  NODE_ENV: 'production',
});
const before = new Hono<AppEnv>().get('/__bench/noop', (c) => c.text('ok'));
const running = await startServer(config, { hostname: '127.0.0.1', before, logger: createLogger({ level: 'silent' }) });
if (tours > 0) {
  const seeded = await running.services.db.one<{ total: number }>('select count(*)::int as total from tours');
  await addGeneratedTours(running.services.db, Math.max(0, tours - (seeded?.total ?? 0)));
}
console.log(`ready ${running.url} ${running.services.db.kind}`);
process.on('SIGTERM', () => void running.close().then(async () => {
  await postgres?.drop();
  process.exit(0);
}));
