import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionError, openPostgres, type Database } from '../../../src/adapters/persistence/database.js';
import { TEST_DATABASE_URL } from '../../support/test-databases.js';
import { TcpProxy } from '../../support/tcp-proxy.js';

// Several nodes (ADR 0021): while PostgreSQL is down, calls fail at once with DATABASE_UNAVAILABLE.
describe('isConnectionError', () => {
  it('tells connection failures from statement faults', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isConnectionError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionError(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionError(withCode('08006'))).toBe(true);
    expect(isConnectionError(withCode('53300'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionError(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(TEST_DATABASE_URL === '')('PostgreSQL pool while the server is unreachable', () => {
  let proxy: TcpProxy;
  let db: Database;
  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    db = await openPostgres(proxy.urlFor(TEST_DATABASE_URL), { maxConnections: 2, connectTimeoutMs: 300, failFastMs: 60_000, onIdleError: () => undefined });
  });
  afterAll(async () => {
    await db.close().catch(() => undefined);
    await proxy.close();
  });

  it('a hung server: the first call gives up after the connect timeout, the next ones fail without trying, until the window ends', async () => {
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    proxy.blackhole();
    const first = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(DatabaseUnavailableError);
    expect((first as DatabaseUnavailableError).code).toBe('DATABASE_UNAVAILABLE');
    const tried = proxy.accepted;
    const again = await Promise.all([db.query('SELECT 1'), db.transaction((tx) => tx.query('SELECT 1')), db.exec('SELECT 1')].map((p) => p.catch((e: unknown) => e)));
    for (const e of again) expect(e).toBeInstanceOf(DatabaseUnavailableError);
    // Open circuit: no new connection was even attempted.
    expect(proxy.accepted).toBe(tried);
    expect(db.poolStats?.().max).toBe(2);
  });

  it('a statement fault is not an outage: it is thrown as is and opens no circuit', async () => {
    const healthy = await openPostgres(TEST_DATABASE_URL, { maxConnections: 1, failFastMs: 60_000 });
    try {
      const fault = await healthy.query('SELECT * FROM no_such_table_anywhere').catch((e: unknown) => e);
      expect(fault).not.toBeInstanceOf(DatabaseUnavailableError);
      expect((await healthy.query<{ n: number }>('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await healthy.close();
    }
  });

  it('once the server is back and the window is over, calls reach it again', async () => {
    proxy.forward();
    const quick = await openPostgres(proxy.urlFor(TEST_DATABASE_URL), { maxConnections: 2, connectTimeoutMs: 300, failFastMs: 50, onIdleError: () => undefined });
    try {
      proxy.blackhole();
      await expect(quick.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      proxy.forward();
      let answer: unknown;
      while (!Array.isArray((answer as { rows?: unknown } | undefined)?.rows)) {
        answer = await quick.query<{ n: number }>('SELECT 3 AS n').catch((e: unknown) => e);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(answer).toEqual({ rows: [{ n: 3 }] });
    } finally {
      await quick.close();
    }
  });
});
