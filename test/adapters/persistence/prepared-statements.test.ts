import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../src/adapters/persistence/database.js';
import { TEST_DATABASE_URL } from '../../support/test-databases.js';

// Issue 9 and 13: on PostgreSQL each parameterised statement is parsed and planned once per connection.
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
