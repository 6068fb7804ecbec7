import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { type ServerConfig, openDb, listen, CatalogueCache, migrate, createMailer, createTestClock, loadSharedSecrets, hubOriginCheck, rawSecurityHeaders, type AppEnv, createLogger, type Logger, type Services } from './platform';
import { seedCatalogue } from './catalogue';
import { createAssistant, attachChatHub, DEFAULT_HUB_LIMITS, type ChatHub, storedConversations } from './assistant';
import { ratesStore } from './site';
import { backgroundJobs } from './areas';

export interface RunningServer {
  url: string;
  services: Services;
  /** The assistant's /chatHub (SignalR JSON hub protocol over WebSocket) on the same port. */
  hub: ChatHub;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where to listen; all interfaces by default. */
  hostname?: string;
  now?: () => Date;
  /** The server's log: JSON lines on standard output at `info` by default; tests pass a silent one. */
  logger?: Logger;
  /** Set PUBLIC_URL from the port actually bound (port 0) when PUBLIC_URL was not given. */
  publicUrlFromPort?: boolean;
  /** Routes mounted in front of the app (the benchmark's no-op ceiling). */
  before?: Hono<AppEnv>;
  /** How long close() lets requests in flight finish before their connections are cut (5 s by default). */
  shutdownGraceMs?: number;
}

/**
 * shutdownGrace: requests in flight when the server is told to stop get 5 s to finish; then every
 * connection left is cut. With the hub's own 1 s and the database's close, a stop ends well within the
 * 10 s a process manager waits before it kills.
 */
export const SHUTDOWN_GRACE_MS = 5000;
/** drainPoll: while draining, connections that went idle (their request answered) are closed this often. */
const DRAIN_POLL_MS = 50;

/**
 * Stops `server` accepting, closes its idle keep-alive connections at once and each busy one as soon as
 * its request is answered, and cuts whatever is still open after `graceMs`. Resolves when every
 * connection is gone. `server.close()` alone waits for keep-alive connections to go idle on their own
 * terms, which a load generator or a browser can postpone indefinitely.
 */
async function drain(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), DRAIN_POLL_MS);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

/** Opens the database, applies migrations, seeds a new catalogue, and serves everything on one port. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  mkdirSync(config.uploadsDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const applied = await migrate(db);
  if (applied.length) logger.info({ database: db.kind, migrations: applied }, 'database: migrations applied');
  // Before anything signs or verifies: on PostgreSQL the generated secrets are the database's (D331).
  await loadSharedSecrets(db, config);
  if (db.kind === 'postgres' && !config.uploadsShared) {
    logger.warn(
      { uploadsDir: config.uploadsDir },
      'uploads are kept in this machine\'s DATA_DIR: with more than one server process, set UPLOADS_DIR to a folder they all share (README)',
    );
  }
  const seeded = await seedCatalogue(db);
  if (seeded.seeded) logger.info({ tours: seeded.tours, companies: seeded.companies, events: seeded.events }, 'database: catalogue seeded');

  const mailer = createMailer(db, config.smtpUrl, logger, config.loopback);
  // A browser test's server can move its clock (POST /dev/clock); no other server has the means.
  const testClock = !options.now && config.environment === 'test' && config.loopback ? createTestClock() : undefined;
  // The catalogue's cached answers are forgotten when this process commits a write to the catalogue, and,
  // on PostgreSQL, when any process does (the notification of migration 093; D335, D336).
  const catalogue = new CatalogueCache();
  const stopWatchingWrites = db.onWrite((tables) => catalogue.wrote(tables));
  const catalogueListener = config.databaseUrl
    ? listen({
        databaseUrl: config.databaseUrl,
        channel: 'rihla_catalogue',
        notified: () => catalogue.invalidate(),
        missed: () => catalogue.invalidate(),
        logger,
      })
    : undefined;
  await catalogueListener?.ready;
  const services: Services = {
    config,
    db,
    mailer,
    now: options.now ?? testClock?.now ?? (() => new Date()),
    logger,
    catalogue,
    ...(testClock ? { testClock } : {}),
  };
  const app = createApp(services);
  if (options.before) options.before.route('/', app);
  const handler = options.before ?? app;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: handler.fetch, port: config.port, hostname: options.hostname }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  if (options.publicUrlFromPort) config.publicUrl = `http://127.0.0.1:${port}`;
  const stops = backgroundJobs.map((job) => job(services));
  // The assistant on /chatHub, on the same port. The embedded engine answers unless ASSISTANT_LLM_URL and
  // ASSISTANT_LLM_MODEL name a chat-completions endpoint to phrase its replies (README, configuration).
  const rates = ratesStore(services);
  const assistant = createAssistant({ db, now: services.now, llm: config.assistantLlm, rates: () => rates.current() });
  // Conversations are kept in the database, so any process (or this one after a restart) resumes them (D333).
  const conversations = storedConversations(db, { idleMs: DEFAULT_HUB_LIMITS.sessionIdleMs, maxSessions: DEFAULT_HUB_LIMITS.maxSessions });
  const hub = attachChatHub(server as Server, {
    assistant,
    now: services.now,
    logger,
    originAllowed: hubOriginCheck(config),
    headers: rawSecurityHeaders(config),
    conversations,
  });

  return {
    url: `http://127.0.0.1:${port}`,
    services,
    hub,
    async close() {
      for (const stop of stops) stop();
      // The hub's clients hear "restarting" and reconnect elsewhere while HTTP stops accepting and lets the
      // requests in flight finish; the database closes only once none is left to use it.
      await Promise.all([hub.close(), drain(server as Server, options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS)]);
      stopWatchingWrites();
      await catalogueListener?.close();
      await db.close();
    },
  };
}
