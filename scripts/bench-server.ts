/**
 * The server as the benchmark runs it: the real app on a file-backed embedded database in a temporary
 * folder, plus `GET /__bench/noop` beside it, the ceiling every route is compared with. Prints
 * `ready <url>` when it serves.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { readConfig } from '../server/config';
import { createLogger } from '../server/logger';
import type { AppEnv } from '../server/http/env';
import { startServer } from '../server/server';

const config = readConfig({
  ...process.env,
  PORT: process.env.PORT ?? '0',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rihla-bench-')),
  NODE_ENV: 'production',
});
const before = new Hono<AppEnv>().get('/__bench/noop', (c) => c.text('ok'));
const running = await startServer(config, { hostname: '127.0.0.1', before, logger: createLogger({ level: 'silent' }) });
console.log(`ready ${running.url} ${running.services.db.kind}`);
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
