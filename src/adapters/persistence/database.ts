import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { ConnectionQueue } from './connection-queue.js';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock.js';
import { pglitePreparedStatements } from './pglite-prepared-statements.js';

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
  /** Several nodes: the pool's connections (PostgreSQL), for /metrics; absent on PGlite. */
  poolStats?(): PoolStats;
}

/** Several nodes: connections of a PostgreSQL pool. */
interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/**
 * Several nodes: the database cannot be reached (down, restarting, refusing
 * connections, no new connection within the connect timeout), or no connection of a full pool
 * came free within the pool wait. Its `code` is the HTTP error code the app answers with (503),
 * so a request fails fast with a clear message instead of hanging.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options);
  }
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * Whether an error from `pg` means the server cannot be reached or went away (rather than a fault
 * of the statement): socket errors, the pool's connect timeout, a closed connection, and the
 * SQLSTATEs of shutdown (57P01-57P03), connection failure (08xxx) and too many connections (53300).
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^57P0[123]$/.test(code) || code.startsWith('08') || code === '53300')) return true;
  return /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed|connect ECONNREFUSED/i.test(error.message);
}

/** How PGlite opens: its folder's lock, and a cluster to start from. */
export interface PgliteOptions extends DataDirLockOptions {
  /** A cluster saved by `dumpDataDir`, copied instead of creating an empty one (initdb takes seconds). */
  from?: Blob;
}

/** The embedded database, which can save its whole cluster for another to start from. */
export interface PgliteDatabase extends Database {
  readonly driver: 'pglite';
  /** The cluster's files as a tar, after the transactions before it. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens PGlite with its files under `dataDir`, or in memory when `dataDir` is null. The folder is
 * locked for this process (DataDirLockedError when another holds it) until `close`. PGlite runs
 * one statement at a time, so every call waits its turn in a queue and a transaction holds the
 * queue until it ends: concurrent requests are safe and transactions are exclusive.
 */
export async function openPglite(dataDir: string | null, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  // Loaded here, so a node on PostgreSQL does not hold PGlite's modules; pg_trgm: the search migrations create it.
  const [pglite, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const { PGlite } = pglite;
  let unlock = async (): Promise<void> => {};
  if (dataDir !== null) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir, options);
  }
  const settings = { extensions: { pg_trgm }, ...(options.from === undefined ? {} : { loadDataDir: options.from }) };
  const db = await (dataDir === null ? PGlite.create(settings) : PGlite.create(dataDir, settings)).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const prepared = pglitePreparedStatements(db, pglite, preparedStatementNames());
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
      inTurn(async () => ({ rows: ((await prepared(sql, params, false)) ?? (await db.query<T>(sql, [...params])).rows) as T[] })),
    exec: (sql: string) => inTurn(async () => { await db.exec(sql); }),
    transaction: <T>(fn: (tx: SqlRunner) => Promise<T>) =>
      inTurn(() => db.transaction((tx) => fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: ((await prepared(sql, params, true)) ?? (await tx.query<R>(sql, [...params])).rows) as R[] }),
        exec: async (sql: string) => { await tx.exec(sql); },
      }))),
    close: () => inTurn(async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await unlock();
    }),
    dumpDataDir: () => inTurn(async () => {
      // Written out first, so a copy opens without replaying the log.
      await db.exec('CHECKPOINT');
      return db.dumpDataDir('none');
    }),
  };
}

export interface PostgresOptions {
  /** Sets `search_path` on every connection, e.g. a per-test schema. */
  schema?: string;
  maxConnections?: number;
  /** Told about errors of idle connections (the pool drops them and opens new ones). */
  onIdleError?: (error: Error) => void;
  // Several nodes: fail fast while the database is down.
  /** Longest wait for a new connection to open before DatabaseUnavailableError. */
  connectTimeoutMs?: number;
  /**
   * Longest wait for a connection of a full pool to come free before DatabaseUnavailableError.
   * Longer than the connect timeout: a full pool is busy, not down, and its turns come quickly.
   */
  poolWaitMs?: number;
  /** After a connection error, calls fail at once for this long before one is tried again. */
  failFastMs?: number;
}

/**
 * Opens a `pg` connection pool on a PostgreSQL URL. Callers take turns for its connections in a
 * ConnectionQueue of the pool's size, so waiting for a free connection is bounded by `poolWaitMs`
 * and `pg`'s own timeout only by opening one.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const max = opts.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    ...(opts.schema ? { options: `-c search_path=${quoteIdentifier(opts.schema)}` } : {}),
  });
  pool.on('error', (e) => (opts.onIdleError ?? ((error: Error) => console.error(`PostgreSQL idle connection error: ${error.message}`)))(e));
  // Several nodes: a short circuit. After a connection error every call fails at once
  // for failFastMs; then calls try again (the first that connects closes the circuit).
  const failFastMs = opts.failFastMs ?? 1_000;
  let downUntil = 0;
  let downReason = '';
  const failIfDown = (): void => {
    if (downUntil > Date.now()) throw new DatabaseUnavailableError(downReason);
  };
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    failIfDown();
    try {
      return await run();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      downReason = error instanceof Error ? error.message : String(error);
      downUntil = Date.now() + failFastMs;
      throw new DatabaseUnavailableError(downReason, { cause: error });
    }
  };
  // A full pool is busy, not down: waiting too long opens no circuit.
  const poolWaitMs = opts.poolWaitMs ?? 10_000;
  const turns = new ConnectionQueue(max, poolWaitMs, () => new DatabaseUnavailableError(`no connection came free within ${poolWaitMs} ms`));
  /** Runs `use` in a turn of the pool; while the circuit is open, fails without waiting for one. */
  const inTurn = async <T>(use: () => Promise<T>): Promise<T> => {
    failIfDown();
    return turns.inTurn(use);
  };
  const nameOf = preparedStatementNames();
  const runnerOf = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => {
        const name = params.length > 0 ? nameOf(sql) : undefined;
        return { rows: (await client.query(name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] })).rows as T[] };
      }),
    exec: (sql: string) => guarded(async () => { await client.query(sql); }),
  });
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  let closed = false;
  const onPool = runnerOf(pool);
  return {
    driver: 'postgres',
    query: <T>(sql: string, params?: readonly unknown[]) => inTurn(() => onPool.query<T>(sql, params)),
    exec: (sql: string) => inTurn(() => onPool.exec(sql)),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: turns.waiting + pool.waitingCount }),
    transaction: <T>(fn: (tx: SqlRunner) => Promise<T>) => inTurn(async () => {
      const client = await guarded(() => pool.connect());
      let broken = false;
      try {
        await guarded(() => client.query('BEGIN'));
        const result = await fn(runnerOf(client));
        await guarded(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => { broken = true; });
        throw error;
      } finally {
        client.release(broken);
      }
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Distinct statement texts prepared per connection; any more run unnamed (parsed and planned each time). */
const MAX_PREPARED_STATEMENTS = 500;

/**
 * A name for each parameterised statement text, so each connection parses and plans it once and
 * then only binds and executes it (a checkout's placing statement spent more time being planned
 * than run). Texts past the bound get no name, so text built at run time cannot grow the
 * connections' statement caches without limit.
 */
function preparedStatementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= MAX_PREPARED_STATEMENTS) return known;
    const name = `s${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

/** Quotes an SQL identifier such as a schema name. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
