import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseHealthProbe } from '../../../src/adapters/persistence/database-health-probe.js';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { MIGRATIONS } from '../../../src/adapters/persistence/migrations/index.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';

interface MigrationRecord { id: number; name: string; applied_at: Date }

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`migrations on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    const records = async () =>
      (await db.query<MigrationRecord>('SELECT id, name, applied_at FROM schema_migrations ORDER BY id')).rows;

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => {
      await dispose();
    });

    it('applies every migration once and records it, even when two nodes migrate at the same time', async () => {
      const reports = await Promise.all([migrate(db), migrate(db)]);
      expect(reports.flatMap((r) => r.applied.map((m) => m.id)).sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.id));
      const recorded = await records();
      expect(recorded.map((r) => [r.id, r.name])).toEqual(MIGRATIONS.map((m) => [m.id, m.name]));
      for (const r of recorded) expect(r.applied_at).toBeInstanceOf(Date);
    });

    it('does nothing when applied again', async () => {
      const before = await records();
      expect((await migrate(db)).applied).toEqual([]);
      expect(await records()).toEqual(before);
    });

    it('rolls back a failing migration and leaves it unrecorded', async () => {
      const broken = { id: MIGRATIONS.length + 1, name: 'broken', sql: 'CREATE TABLE half_done (id integer); SELECT * FROM no_such_table;' };
      await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow(/no_such_table/);
      expect((await records()).map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
      const { rows } = await db.query<{ found: string | null }>("SELECT to_regclass('half_done')::text AS found");
      expect(rows[0]!.found).toBeNull();
    });

    it('refuses migrations whose ids do not run 1, 2, 3 in order', async () => {
      await expect(migrate(db, [MIGRATIONS[0]!, { id: 3, name: 'gap', sql: 'SELECT 1' }])).rejects.toThrow(/expected 2/);
    });

    it('never lets stock go negative', async () => {
      await db.query(`INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
        VALUES (900001, 'evans', 'EV-900001', 'stock-test-900001', 'Stock Test', 'Test.', 'Black', 'dresses', 'apparel', '[]', 1000)`);
      await expect(db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
        VALUES ('EV-900001-12', 900001, '12', -1, 0)`)).rejects.toThrow(/check constraint/i);
      await db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
        VALUES ('EV-900001-12', 900001, '12', 2, 0)`);
      await expect(db.query("UPDATE product_sizes SET units_in_stock = units_in_stock - 3 WHERE stock_id = 'EV-900001-12'"))
        .rejects.toThrow(/check constraint/i);
      const { rows } = await db.query<{ units: number }>("SELECT units_in_stock AS units FROM product_sizes WHERE stock_id = 'EV-900001-12'");
      expect(rows).toEqual([{ units: 2 }]);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await db.transaction((tx) => tx.query("INSERT INTO categories (brand, slug, name, position) VALUES ('star', 'committed', 'C', 1)"));
      await expect(db.transaction(async (tx) => {
        await tx.query("INSERT INTO categories (brand, slug, name, position) VALUES ('star', 'rolled-back', 'R', 2)");
        throw new Error('changed my mind');
      })).rejects.toThrow('changed my mind');
      const { rows } = await db.query<{ slug: string }>("SELECT slug FROM categories WHERE brand = 'star' ORDER BY slug");
      expect(rows.map((r) => r.slug)).toEqual(['committed']);
    });

    it('serves concurrent queries while a transaction runs', async () => {
      const results = await Promise.all([
        db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n),
        ...Array.from({ length: 10 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i]).then((r) => r.rows[0]!.n)),
      ]);
      expect(results).toEqual([1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('reports the database healthy through the health probe', async () => {
      expect(await new DatabaseHealthProbe(db).check()).toBe(true);
    });
  });
}

describe('DatabaseHealthProbe', () => {
  it('reports unhealthy when the database does not answer', async () => {
    const failing = { query: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const probe = new DatabaseHealthProbe(failing);
    expect(probe.name).toBe('database');
    expect(await probe.check()).toBe(false);
  });
});
