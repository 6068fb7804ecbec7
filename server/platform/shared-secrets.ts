/**
 * Generated secrets kept in the database (docs/decisions.md D331): the first process
 * to start on a PostgreSQL database generates each one, and every process, then and later, reads that one.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/db';
import { GENERATED_SECRET_NAMES, type ServerConfig } from './config';

/** The secret named `name`: the one stored, or a new one stored now when there is none. */
export async function sharedSecret(db: Queryable, name: string): Promise<string> {
  // Two processes starting at once may both generate one; `do nothing` keeps the first stored, and both read it.
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(48).toString('base64url')]);
  const row = await db.one<{ value: string }>('select value from server_secrets where name = $1', [name]);
  if (!row) throw new Error(`the secret ${name} could not be stored`);
  return row.value;
}

/** Fills in the configuration's secrets that the database keeps (`config.secretsFromDatabase`). */
export async function loadSharedSecrets(db: Queryable, config: ServerConfig): Promise<void> {
  for (const secret of config.secretsFromDatabase) config[secret] = await sharedSecret(db, GENERATED_SECRET_NAMES[secret]);
}
