import { mkdirSync } from 'node:fs';

/**
 * The database handle the domain works with. One SQL dialect (PostgreSQL's) over two engines: PGlite,
 * embedded, by default; a PostgreSQL server when DATABASE_URL is set. Parameters are always bound
 * ($1, $2, …), never spliced into SQL.
 */
export interface Queryable {
  /** The rows of one statement. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** The first row, or null. */
  one<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row | null>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… for a PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir: string;
}

function oneOf<Row>(rows: Row[]): Row | null {
  return rows[0] ?? null;
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const wrap = (target: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      return oneOf((await target.query<Row>(sql, [...params])).rows);
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    // PGlite has one connection: its transactions run one at a time, which is what makes them serial.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A pool error on an idle client must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('database pool:', error.message));
  const wrap = (target: Pick<typeof pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as Row[];
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      return oneOf((await target.query(sql, [...params])).rows as Row[]);
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  await pool.query('select 1'); // fail at start, with the driver's message, when the server is unreachable
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
