import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { InProcessInvalidationBus } from '../../../src/adapters/persistence/in-process-invalidation-bus.js';
import { PostgresInvalidationBus } from '../../../src/adapters/persistence/postgres-invalidation-bus.js';
import { openPostgres, type Database } from '../../../src/adapters/persistence/database.js';
import type { CacheInvalidation } from '../../../src/ports/cache-invalidation.port.js';
import { TEST_DATABASE_URL } from '../../support/test-databases.js';

const until = async (check: () => boolean): Promise<void> => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

// Several nodes (ADR 0021): a write on one node drops the cached copies on every node.
describe('InProcessInvalidationBus', () => {
  it('hands each invalidation to every listener, even when one throws, until unsubscribed', async () => {
    const bus = new InProcessInvalidationBus();
    const seen: CacheInvalidation[] = [];
    bus.subscribe(() => { throw new Error('broken cache'); });
    const off = bus.subscribe((i) => seen.push(i));
    await bus.publish({ kind: 'products', productIds: [3], shownOnPages: true });
    off();
    await bus.publish({ kind: 'everything' });
    expect(seen).toEqual([{ kind: 'products', productIds: [3], shownOnPages: true }]);
  });
});

describe.skipIf(TEST_DATABASE_URL === '')('PostgresInvalidationBus (LISTEN/NOTIFY)', () => {
  const channel = `test_cache_${process.pid}_${Date.now()}`;

  /** Two nodes on one database, each with what it heard; `a` sends through `sendThrough` when given. */
  async function withTwoNodes(
    run: (nodes: { db: Database; a: PostgresInvalidationBus; b: PostgresInvalidationBus; atA: CacheInvalidation[]; atB: CacheInvalidation[] }) => Promise<void>,
    sendThrough?: (db: Database) => Database,
  ): Promise<void> {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 2 });
    const a = await PostgresInvalidationBus.open(sendThrough?.(db) ?? db, { url: TEST_DATABASE_URL, channel });
    const b = await PostgresInvalidationBus.open(db, { url: TEST_DATABASE_URL, channel });
    const atA: CacheInvalidation[] = [];
    const atB: CacheInvalidation[] = [];
    a.subscribe((i) => atA.push(i));
    b.subscribe((i) => atB.push(i));
    try {
      await run({ db, a, b, atA, atB });
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  }

  it('delivers a notice to every other node once, and to its own node at once (not twice)', () => withTwoNodes(async ({ a, b, atA, atB }) => {
    await a.publish({ kind: 'products', productIds: [7, 9], shownOnPages: true });
    expect(atA).toEqual([{ kind: 'products', productIds: [7, 9], shownOnPages: true }]);
    await until(() => atB.length > 0);
    // A round trip later nothing more has arrived at either node.
    await b.publish({ kind: 'products', productIds: [1], shownOnPages: true });
    await until(() => atA.length > 1);
    expect(atB).toEqual([{ kind: 'products', productIds: [7, 9], shownOnPages: true }, { kind: 'products', productIds: [1], shownOnPages: true }]);
    expect(atA).toEqual([{ kind: 'products', productIds: [7, 9], shownOnPages: true }, { kind: 'products', productIds: [1], shownOnPages: true }]);
  }));

  it('a list too long for one notice goes out as "everything"; malformed notices are ignored', () => withTwoNodes(async ({ db, a, atB }) => {
    await db.query('SELECT pg_notify($1, $2)', [channel, 'not json']);
    await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: 'x', invalidation: { kind: 'products', productIds: ['1; DROP'] } })]);
    await db.query('SELECT pg_notify($1, $2)', [channel, 'null']);
    await a.publish({ kind: 'products', productIds: Array.from({ length: 3_000 }, (_, i) => 1_000_000 + i), shownOnPages: false });
    await until(() => atB.length > 0);
    expect(atB).toEqual([{ kind: 'everything' }]);
  }));

  it('carries whether pages show the change; a notice without it (a node of an earlier release) counts as shown', () => withTwoNodes(async ({ db, a, atB }) => {
    await a.publish({ kind: 'products', productIds: [3], shownOnPages: false });
    await until(() => atB.length > 0);
    await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: 'an-older-node', invalidation: { kind: 'products', productIds: [4] } })]);
    await until(() => atB.length > 1);
    expect(atB).toEqual([{ kind: 'products', productIds: [3], shownOnPages: false }, { kind: 'products', productIds: [4], shownOnPages: true }]);
  }));

  it('notices published while one is on its way go out merged, in one statement', async () => {
    let notices = 0;
    const counting = (db: Database): Database => ({ ...db, query: (sql: string, params?: unknown[]) => {
      if (sql.includes('pg_notify')) notices += 1;
      return db.query(sql, params);
    } }) as Database;
    await withTwoNodes(async ({ a, atA, atB }) => {
      await Promise.all([
        a.publish({ kind: 'products', productIds: [1, 2], shownOnPages: false }),
        a.publish({ kind: 'products', productIds: [2, 3], shownOnPages: true }),
        a.publish({ kind: 'products', productIds: [4], shownOnPages: false }),
      ]);
      expect(atA).toHaveLength(3); // this node's caches, at once, each
      expect(notices).toBe(1);
      await until(() => atB.length > 0);
      expect(atB).toEqual([{ kind: 'products', productIds: [1, 2, 3, 4], shownOnPages: true }]);
      await Promise.all([a.publish({ kind: 'products', productIds: [5], shownOnPages: false }), a.publish({ kind: 'everything' })]);
      await until(() => atB.length > 1);
      expect(atB[1]).toEqual({ kind: 'everything' });
    }, counting);
  });

  it('reconnects after its connection is killed, then drops everything (notices sent meanwhile were lost)', async () => {
    const db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 2 });
    const problems: string[] = [];
    const b = await PostgresInvalidationBus.open(db, { url: TEST_DATABASE_URL, channel, reconnectDelayMs: 50, onProblem: (m) => problems.push(m) });
    const a = await PostgresInvalidationBus.open(db, { url: TEST_DATABASE_URL, channel });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const atB: CacheInvalidation[] = [];
      b.subscribe((i) => atB.push(i));
      // Every connection listening on this channel except a's is b's.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "${channel}"`],
      );
      await until(() => atB.some((i) => i.kind === 'everything'));
      expect(problems).toContain('cache invalidation connection lost; reconnecting');
      expect(b.listening).toBe(true);
      await a.publish({ kind: 'products', productIds: [42], shownOnPages: true });
      await until(() => atB.some((i) => i.kind === 'products'));
      expect(atB.at(-1)).toEqual({ kind: 'products', productIds: [42], shownOnPages: true });
    } finally {
      await admin.end();
      await a.close();
      await b.close();
      await db.close();
    }
  });
});
