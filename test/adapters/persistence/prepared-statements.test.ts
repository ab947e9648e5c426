import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../../src/adapters/persistence/database.js';
import { TEST_DATABASE_URL } from '../../support/test-databases.js';

// Fewer round trips (ADR 0029): on PostgreSQL each parameterised statement is parsed and planned once per connection.
describe.skipIf(TEST_DATABASE_URL === '')('PostgreSQL prepared statements', () => {
  let db: Database;
  const prepared = async () =>
    (await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name')).rows;

  beforeAll(async () => {
    db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 1 });
  });
  afterAll(async () => db?.close());

  it('prepares a parameterised statement once and runs it again by name; a statement without parameters is not kept', async () => {
    expect(await prepared()).toEqual([]);
    for (let i = 0; i < 3; i += 1) expect((await db.query<{ n: number }>('SELECT $1::int + 1 AS n', [i])).rows).toEqual([{ n: i + 1 }]);
    expect(await prepared()).toEqual([{ name: 's1', statement: 'SELECT $1::int + 1 AS n' }]);
  });

  it('keeps at most 500 texts, so statement text built at run time cannot grow the cache without limit', async () => {
    for (let i = 0; i < 520; i += 1) await db.query(`SELECT $1::int AS n${i}`, [i]);
    expect(await prepared()).toHaveLength(500);
    expect((await db.query<{ n600: number }>('SELECT $1::int AS n600', [7])).rows).toEqual([{ n600: 7 }]);
  });
});

// PGlite prepares them too (one Bind, Execute and Sync call instead of six calls and a plan).
describe('PGlite prepared statements', () => {
  let db: Database;
  const prepared = async () => (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name);

  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, tags text[], doc jsonb, at timestamptz, note text)');
  }, 60_000);
  afterAll(async () => db?.close());

  it('prepares a parameterised statement once and runs it again by name', async () => {
    for (let i = 0; i < 3; i += 1) expect((await db.query<{ n: number }>('SELECT $1::int + 1 AS n', [i])).rows).toEqual([{ n: i + 1 }]);
    expect(await prepared()).toEqual(['s1']);
  });

  it('sends and reads values as PGlite\'s own query does: arrays, JSON, dates, nulls, and no rows for a statement that returns none', async () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const insert = 'INSERT INTO t (id, tags, doc, at, note) VALUES ($1, $2, $3, $4, $5)';
    expect((await db.query(insert, [1, ['a', 'b "c"'], JSON.stringify({ k: [1, 2] }), at.toISOString(), null])).rows).toEqual([]);
    expect((await db.query(insert, [2, [], { k: 'object' }, at, 'x'])).rows).toEqual([]);
    const read = (await db.query<Record<string, unknown>>('SELECT id, tags, doc, at, note FROM t WHERE id = ANY($1::int[]) ORDER BY id', [[1, 2]])).rows;
    expect(read).toEqual([
      { id: 1, tags: ['a', 'b "c"'], doc: { k: [1, 2] }, at, note: null },
      { id: 2, tags: [], doc: { k: 'object' }, at, note: 'x' },
    ]);
  });

  it('fails a statement with its SQLSTATE and leaves the database usable; a failed statement inside a transaction rolls it back', async () => {
    await expect(db.query('SELECT 1 / $1::int AS n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await db.query<{ n: number }>('SELECT 1 / $1::int AS n', [1])).rows).toEqual([{ n: 1 }]);
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
      await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
    })).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT id FROM t WHERE id = $1', [3])).rows).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [4]);
    });
    expect((await db.query('SELECT id FROM t WHERE id = $1', [4])).rows).toEqual([{ id: 4 }]);
  });
});
