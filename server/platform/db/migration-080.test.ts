/**
 * Migration 080 (search forgives) on a database that already holds a catalogue, as a deployed one
 * does: the vocabulary is filled from the rows already there, the tours' names document is computed, and a
 * misspelling finds its tours. On PGlite, and on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCatalogue } from '../../catalogue/search';
import { freshPostgresDatabase } from '../../testing/harness';
import { openDb, type Db } from './db';
import { migrate, migrationFiles } from './migrate';
import { seedCatalogue } from '../../catalogue/seed/seed';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

describe('migration 080 on a catalogue seeded before it', () => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  const earlier = mkdtempSync(join(tmpdir(), 'rihla-migrations-'));

  beforeAll(async () => {
    for (const file of migrationFiles(MIGRATIONS).filter((name) => name < '080')) copyFileSync(join(MIGRATIONS, file), join(earlier, file));
    const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
    drop = postgres?.drop;
    db = await openDb({ databaseUrl: postgres?.url, dataDir: 'memory://' });
    await migrate(db, earlier);
    await seedCatalogue(db);
    // 080 first, then any migration written after it.
    const applied = await migrate(db);
    expect(applied[0]).toBe('080_search_forgives');
    expect(applied.every((name) => name >= '080')).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await db.close();
    await drop?.();
    rmSync(earlier, { recursive: true, force: true });
  });

  it('fills the vocabulary from the tours, events and companies already there', async () => {
    const rows = await db.query<{ word: string }>("select word from search_vocabulary where word = any(array['hurghada', 'الغردقه', 'gouna', 'thebes'])");
    expect(rows.map((row) => row.word).sort()).toEqual(['gouna', 'hurghada', 'thebes', 'الغردقه']);
  });

  it('computes the names document of the tours already there, and finds them by a misspelling', async () => {
    const named = await db.one<{ total: number }>("select count(*)::int as total from tours where search_names @@ to_tsquery('simple', 'luxor')");
    expect(named?.total).toBeGreaterThan(0);
    const found = await searchCatalogue(db, { type: 'Travels', text: 'hurgada', pageIndex: 1, pageSize: 5, language: 'en', now: new Date() });
    expect(found.ok && found.items.map((item) => item.id).sort()).toEqual([24, 25, 26]);
  });
});
