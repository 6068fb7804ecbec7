import type { Hono } from 'hono';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail';
import type { Logger } from './logger';
import type { CatalogueCache } from './http/catalogue-cache';
import type { AppEnv } from './http/env';
import type { TestClock } from './test-clock';

/** Everything every area's rules and routes need from the outside world, made once at start. */
export interface Services {
  config: ServerConfig;
  db: Db;
  mailer: Mailer;
  /** The current time; tests move it to expire holds and tokens. */
  now: () => Date;
  /** The clock `now` reads, moved by `POST /dev/clock`: on a test server on loopback only (NODE_ENV=test). */
  testClock?: TestClock;
  /** The server's log (server/platform/logger.ts): one line per request, errors without personal data. */
  logger: Logger;
  /**
   * The public catalogue's cached answers (server/platform/http/catalogue-cache.ts), kept current by the database's
   * writes; absent, nothing is cached (an app made without a server, as some tests make one).
   */
  catalogue?: CatalogueCache;
}

/** One area's routes, made from the services and mounted at the root of the app. */
export type Area = (services: Services) => Hono<AppEnv>;

/** A job that runs beside the server (e.g. releasing expired seat holds); returns its stop function. */
export type BackgroundJob = (services: Services) => () => void;

/** What an area adds to the server: its routes and the jobs that run beside them (server/areas.ts mounts them). */
export interface AreaSetup {
  routes: Area[];
  jobs: BackgroundJob[];
}
