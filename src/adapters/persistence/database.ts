import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock.js';

/** Runs SQL: plain PostgreSQL with `$1` parameters, the same on every driver. */
export interface SqlRunner {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one way adapters reach the database. Two drivers: PGlite (embedded, the default) and
 * PostgreSQL through a `pg` pool. Integers come back as numbers only when the SQL casts them to
 * `int` (PostgreSQL returns bigint and count(*) as strings): cast counts with `::int`.
 */
export interface Database extends SqlRunner {
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside
   * `fn` use only `tx`: on PGlite the transaction holds the database, so a call on the Database
   * itself would wait for the transaction to end, which waits for that call.
   */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

/**
 * Opens PGlite with its files under `dataDir`, or in memory when `dataDir` is null. The folder is
 * locked for this process (DataDirLockedError when another holds it) until `close`. PGlite runs
 * one statement at a time, so every call waits its turn in a queue and a transaction holds the
 * queue until it ends: concurrent requests are safe and transactions are exclusive.
 */
export async function openPglite(dataDir: string | null, lock: DataDirLockOptions = {}): Promise<Database> {
  let unlock = async (): Promise<void> => {};
  if (dataDir !== null) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir, lock);
  }
  // Contrib extensions the migrations create (search: pg_trgm).
  const extensions = { pg_trgm };
  const db = await (dataDir === null ? PGlite.create({ extensions }) : PGlite.create(dataDir, { extensions })).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  let closed = false;
  return {
    driver: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      inTurn(async () => ({ rows: (await db.query<T>(sql, [...params])).rows })),
    exec: (sql: string) => inTurn(async () => { await db.exec(sql); }),
    transaction: <T>(fn: (tx: SqlRunner) => Promise<T>) =>
      inTurn(() => db.transaction((tx) => fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await tx.query<R>(sql, [...params])).rows }),
        exec: async (sql: string) => { await tx.exec(sql); },
      }))),
    close: () => inTurn(async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await unlock();
    }),
  };
}

export interface PostgresOptions {
  /** Sets `search_path` on every connection, e.g. a per-test schema. */
  schema?: string;
  maxConnections?: number;
  /** Told about errors of idle connections (the pool drops them and opens new ones). */
  onIdleError?: (error: Error) => void;
}

/** Opens a `pg` connection pool on a PostgreSQL URL. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.maxConnections ?? 10,
    ...(opts.schema ? { options: `-c search_path=${quoteIdentifier(opts.schema)}` } : {}),
  });
  pool.on('error', (e) => (opts.onIdleError ?? ((error: Error) => console.error('PostgreSQL idle connection error', error)))(e));
  const runnerOf = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      ({ rows: (await client.query(sql, [...params])).rows as T[] }),
    exec: async (sql: string) => { await client.query(sql); },
  });
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  let closed = false;
  return {
    driver: 'postgres',
    ...runnerOf(pool),
    transaction: async <T>(fn: (tx: SqlRunner) => Promise<T>) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(runnerOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => { broken = true; });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Quotes an SQL identifier such as a schema name. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
