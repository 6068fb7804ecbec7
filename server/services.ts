import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { Mailer } from './domain/mail';
import type { Logger } from './logger';

/** Everything the routes and the domain need from the outside world, made once at start. */
export interface Services {
  config: ServerConfig;
  db: Db;
  mailer: Mailer;
  /** The current time; tests move it to expire holds and tokens. */
  now: () => Date;
  /** The server's log (server/logger.ts): one line per request, errors without personal data. */
  logger: Logger;
}
