import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any number that no other code uses: serialises migrating among processes sharing one PostgreSQL.
const MIGRATION_LOCK = 7_448_210;

/** The migration files in order: NNN_name.sql. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();
}

/**
 * Applies every migration not yet recorded, each in its own transaction together with its record in
 * `schema_migrations`, so a failed migration leaves nothing half done. Returns the versions applied.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: two processes starting at once on a new database (`WORKERS=N`, D351) would both
  // run this `create table if not exists`, and PostgreSQL can fail the second with a duplicate-key error.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    const version = file.replace(/\.sql$/, '');
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (await tx.one('select 1 from schema_migrations where version = $1', [version])) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
