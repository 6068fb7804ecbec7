import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail';
import type { Logger } from './logger';
import type { CatalogueCache } from './http/catalogue-cache';
import type { TestClock } from './test-clock';

/** Everything the routes and the domain need from the outside world, made once at start. */
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
