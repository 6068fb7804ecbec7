/**
 * One PostgreSQL connection of its own that LISTENs on a channel (D336): the pool's connections are
 * borrowed and returned, so they cannot hold a LISTEN. When the connection is lost it is opened again
 * (after 0.25 s, doubling up to 5 s) and `missed` is called once it listens again, since notifications sent
 * in between are lost for good.
 */
import type { Client } from 'pg';
import type { Logger } from '../logger';
import { DatabaseError } from './db';

export interface Listener {
  /** Resolves once the first LISTEN is in place (or failed: it is then retried in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  databaseUrl: string;
  /** A channel name of ours (letters and underscores), never user text. */
  channel: string;
  /** A notification arrived. */
  notified(payload: string): void;
  /** (Re)connected: whatever was sent while no connection listened is lost. */
  missed(): void;
  logger?: Logger;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;
/** application_name of the listening connection: what pg_stat_activity shows (and tests look for). */
export const LISTENER_APPLICATION = 'rihla-listener';

export function listen(options: ListenOptions): Listener {
  if (!/^[a-z_]+$/.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`);
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: Client | undefined;

  const connect = async (): Promise<void> => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: LISTENER_APPLICATION });
    current = client;
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost) return;
      lost = true;
      current = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (closed) return;
      options.logger?.warn({ err: error ? new DatabaseError(error) : undefined, channel: options.channel, retryMs }, 'database: listening connection lost; reconnecting');
      timer = setTimeout(() => void connect().catch(() => undefined), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (message) => {
      if (message.channel === options.channel) options.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${options.channel}`);
    } catch (error) {
      reconnect(error);
      throw error;
    }
    if (closed) return void client.end().catch(() => undefined);
    retryMs = FIRST_RETRY_MS;
    options.missed();
  };

  const ready = connect().catch(() => undefined);
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}
