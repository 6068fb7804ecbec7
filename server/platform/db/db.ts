import { mkdirSync } from 'node:fs';
import type { Logger } from '../logger';

/**
 * The database handle every area works with. One SQL dialect (PostgreSQL's) over two engines: PGlite,
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
  /**
   * Calls `listener` with the tables a statement of this process wrote (insert, update, delete, truncate),
   * once the write is committed: at once outside a transaction, at commit inside one (never on a rollback).
   * The catalogue's cache forgets what such a write changed (server/platform/http/catalogue-cache.ts, D335).
   * Returns the function that stops listening.
   */
  onWrite(listener: (tables: ReadonlySet<string>) => void): () => void;
  close(): Promise<void>;
}

/** The table an `insert into`, `update`, `delete from` or `truncate` names (extra words caught are harmless). */
const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;
const writtenBySql = new Map<string, readonly string[]>();
/** How many statements' written tables are remembered (the domain's statements are a few hundred templates). */
const WRITTEN_MEMO = 2000;

/** The tables `sql` writes, lower-cased; remembered per statement text. */
export function writtenTables(sql: string): readonly string[] {
  let tables = writtenBySql.get(sql);
  if (!tables) {
    tables = [...new Set([...sql.matchAll(WRITE)].map((match) => (match[1] ?? '').toLowerCase()))];
    if (writtenBySql.size >= WRITTEN_MEMO) writtenBySql.clear();
    writtenBySql.set(sql, tables);
  }
  return tables;
}

/** The write listeners of one database handle, and the statements' tables gathered until they are committed. */
function writeFeed() {
  const listeners = new Set<(tables: ReadonlySet<string>) => void>();
  const emit = (tables: ReadonlySet<string>) => {
    if (tables.size === 0) return;
    for (const listener of listeners) listener(tables);
  };
  return {
    /** Outside a transaction: a statement's writes are committed when it returns. */
    statement: (sql: string) => {
      if (listeners.size === 0) return;
      const tables = writtenTables(sql);
      if (tables.length) emit(new Set(tables));
    },
    /** Inside one: gathered, and told only once committed. */
    gatherer: () => {
      const gathered = new Set<string>();
      return {
        statement: (sql: string) => {
          for (const table of writtenTables(sql)) gathered.add(table);
        },
        committed: () => emit(gathered),
      };
    },
    onWrite: (listener: (tables: ReadonlySet<string>) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
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
  const writes = writeFeed();
  const wrap = (target: Pick<typeof pg, 'query' | 'exec'>, wrote: (sql: string) => void): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const rows = (await guarded(() => target.query<Row>(sql, [...params]))).rows;
      wrote(sql);
      return rows;
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      const row = oneOf((await guarded(() => target.query<Row>(sql, [...params]))).rows);
      wrote(sql);
      return row;
    },
    async exec(sql: string) {
      await guarded(() => target.exec(sql));
      wrote(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg, writes.statement),
    // PGlite has one connection: its transactions run one at a time, which is what makes them serial.
    // Statements inside are guarded by `wrap`; what `work` throws of its own passes through as it is.
    async transaction(work) {
      const gatherer = writes.gatherer();
      const result = await pg.transaction((tx) => work(wrap(tx, gatherer.statement)));
      gatherer.committed();
      return result;
    },
    onWrite: writes.onWrite,
    close: () => pg.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A pool error on an idle client must not take the process down; the next query reconnects.
  pool.on('error', (error) => logger?.error({ err: new DatabaseError(error) }, 'database pool: an idle connection failed'));
  const writes = writeFeed();
  const wrap = (target: Pick<typeof pool, 'query'>, wrote: (sql: string) => void): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const rows = (await guarded(() => target.query(sql, [...params]))).rows as Row[];
      wrote(sql);
      return rows;
    },
    async one<Row>(sql: string, params: readonly unknown[] = []) {
      const row = oneOf((await guarded(() => target.query(sql, [...params]))).rows as Row[]);
      wrote(sql);
      return row;
    },
    async exec(sql: string) {
      await guarded(() => target.query(sql));
      wrote(sql);
    },
  });
  await pool.query('select 1'); // fail at start, with the driver's message, when the server is unreachable
  return {
    kind: 'postgres',
    ...wrap(pool, writes.statement),
    async transaction(work) {
      const client = await guarded(() => pool.connect());
      const gatherer = writes.gatherer();
      try {
        await guarded(() => client.query('begin'));
        const result = await work(wrap(client, gatherer.statement));
        await guarded(() => client.query('commit'));
        gatherer.committed();
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    onWrite: writes.onWrite,
    close: () => pool.end(),
  };
}

export function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.logger) : openPglite(options.dataDir);
}
