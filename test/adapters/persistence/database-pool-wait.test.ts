import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, openPostgres, type Database } from '../../../src/adapters/persistence/database.js';
import { TEST_DATABASE_URL } from '../../support/test-databases.js';

/** A transaction that keeps its connection until `release` is called. */
function holdConnection(db: Database): { holding: Promise<void>; release: () => void } {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    await released;
  });
  return { holding, release };
}

// A full pool is busy, not down: waiting for a free connection is bounded by the pool wait, not
// by the (short) connect timeout, and running out of it opens no fail-fast window.
describe.skipIf(TEST_DATABASE_URL === '')('PostgreSQL pool under more callers than connections', () => {
  it('serves 80 concurrent transactions on 2 connections, never opening a third', async () => {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 2, connectTimeoutMs: 250, poolWaitMs: 10_000 });
    try {
      const answers = await Promise.all(Array.from({ length: 80 }, (_, i) =>
        db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.01)', [i])).rows[0]!.n)));
      expect(answers).toEqual(Array.from({ length: 80 }, (_, i) => i));
      expect(db.poolStats?.()).toMatchObject({ max: 2, waiting: 0 });
      expect(db.poolStats?.().total).toBeLessThanOrEqual(2);
    } finally {
      await db.close();
    }
  });

  it('keeps a caller waiting for a connection of a full pool past the connect timeout, until the pool wait, and serves it when one comes free', async () => {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 2, connectTimeoutMs: 250, poolWaitMs: 10_000 });
    const held = [holdConnection(db), holdConnection(db)];
    try {
      await vi.waitFor(() => expect(db.poolStats?.()).toMatchObject({ total: 2, idle: 0, waiting: 0 }));
      // Only the timers of the waits are faked; connections keep real time.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let settled = false;
      const waiting = db.query<{ n: number }>('SELECT 5 AS n').finally(() => { settled = true; });
      expect(db.poolStats?.().waiting).toBe(1);
      vi.advanceTimersByTime(9_999);
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      vi.useRealTimers();
      held[0]!.release();
      expect((await waiting).rows).toEqual([{ n: 5 }]);
    } finally {
      vi.useRealTimers();
      for (const h of held) h.release();
      await Promise.all(held.map((h) => h.holding));
      await db.close();
    }
  });

  it('refuses a caller with DATABASE_UNAVAILABLE after the pool wait, and the next caller gets a connection at once', async () => {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 1, connectTimeoutMs: 5_000, poolWaitMs: 150, failFastMs: 60_000 });
    try {
      // The one connection is held until the test lets go, so only the pool wait can end the next call.
      const { holding, release } = holdConnection(db);
      await vi.waitFor(() => expect(db.poolStats?.()).toMatchObject({ total: 1, idle: 0, waiting: 0 }));
      const refused = await db.query('SELECT 1').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DatabaseUnavailableError);
      expect((refused as DatabaseUnavailableError).message).toContain('no connection came free within 150 ms');
      release();
      await holding;
      // No circuit opened (its window is a minute here): the database answers.
      expect((await db.query<{ n: number }>('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
    } finally {
      await db.close();
    }
  });

  it('counts the callers waiting for a turn', async () => {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 1, poolWaitMs: 5_000 });
    try {
      const { holding, release } = holdConnection(db);
      const calls = [holding, db.query('SELECT 1'), db.exec('SELECT 1')];
      await vi.waitFor(() => expect(db.poolStats?.().waiting).toBe(2));
      release();
      await Promise.all(calls);
      expect(db.poolStats?.().waiting).toBe(0);
    } finally {
      await db.close();
    }
  });
});
