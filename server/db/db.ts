import { mkdirSync } from 'node:fs';
import type { Logger } from '../logger';

/**
 * The database handle the domain works with. One SQL dialect (PostgreSQL's) over two engines: PGlite,
 * embedded, by default; a PostgreSQL server when DATABASE_URL is set. Parameters are always bound
 * ($1, $2, …), never spliced into SQL, and never shown: a failed statement throws a `DatabaseError`
 * that carries no SQL text and no parameter (D143).
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

/** Value-bearing parts of a PostgreSQL message: quoted text ("…") and raw bytes (0xe2 0x80). */
const QUOTED = /"(?:[^"]|"")*"/g;
const BYTES = /0x[0-9a-f]{2}(?:\s+0x[0-9a-f]{2})*/gi;

/**
 * A statement failed. Kept: the SQLSTATE code (23505, 22021, …; the domain branches on it), the
 * severity and the schema names PostgreSQL reports (table, column, constraint). Dropped: the SQL, its
 * parameters, the detail and hint lines (`Key (email)=(…) already exists`), and the values the message
 * quotes (`invalid input syntax for type integer: "…"`). The driver's error is not kept as `cause`,
 * because printing this error would print that one and its parameters.
 */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  readonly code: string | undefined;
  readonly severity: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly constraint: string | undefined;

  constructor(driverError: unknown) {
    const source = (typeof driverError === 'object' && driverError !== null ? driverError : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof source[key] === 'string' ? source[key] : undefined);
    super((text('message') ?? 'database error').replace(QUOTED, '"…"').replace(BYTES, '0x…'));
    this.code = text('code');
    this.severity = text('severity');
    this.table = text('table');
    this.column = text('column');
    this.constraint = text('constraint');
  }
}

/** Runs a driver call; a failure becomes a `DatabaseError` (an error of ours passes through). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof DatabaseError ? error : new DatabaseError(error);
  }
}

export interface DbOptions {
  /** postgres://… for a PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir: string;
  /** Where a PostgreSQL pool reports a lost idle connection. */
  logger?: Logger;
}

function oneOf<Row>(rows: Row[]): Row | null {
  return rows[0] ?? null;
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm, the trigram similarity that makes search forgive typos (migration 080), as PostgreSQL has it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const wrap = (target: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await guarded(() => target.query<Row>(sql, [...params]))).rows;
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      return oneOf((await guarded(() => target.query<Row>(sql, [...params]))).rows);
    },
    async exec(sql: string) {
      await guarded(() => target.exec(sql));
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    // PGlite has one connection: its transactions run one at a time, which is what makes them serial.
    // Statements inside are guarded by `wrap`; what `work` throws of its own passes through as it is.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A pool error on an idle client must not take the process down; the next query reconnects.
  pool.on('error', (error) => logger?.error({ err: new DatabaseError(error) }, 'database pool: an idle connection failed'));
  const wrap = (target: Pick<typeof pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await guarded(() => target.query(sql, [...params]))).rows as Row[];
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      return oneOf((await guarded(() => target.query(sql, [...params]))).rows as Row[]);
    },
    async exec(sql: string) {
      await guarded(() => target.query(sql));
    },
  });
  await pool.query('select 1'); // fail at start, with the driver's message, when the server is unreachable
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await guarded(() => pool.connect());
      try {
        await guarded(() => client.query('begin'));
        const result = await work(wrap(client));
        await guarded(() => client.query('commit'));
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
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.logger) : openPglite(options.dataDir);
}
