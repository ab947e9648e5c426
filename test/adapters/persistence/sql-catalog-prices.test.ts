import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlPriceHistory, writePriceLists } from '../../../src/adapters/persistence/sql-catalog-prices.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import type { ListPrice } from '../../../src/domain/pricing/list-price.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

async function twoProducts(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500),
            (2, 'evans', 'EV2', 'midi-dress', 'Midi dress', '', 'Red', 'dresses', 'apparel', '[]', 4000)`);
}

const eur = (priceMinor: number, salePriceMinor: number | null = null, saleStartsAt: string | null = null, saleEndsAt: string | null = null): ListPrice =>
  ({ currency: 'EUR', priceMinor, salePriceMinor, saleStartsAt, saleEndsAt });
const T1 = new Date('2026-10-01T10:00:00.000Z');
const T2 = new Date('2026-11-01T10:00:00.000Z');

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`SQL price lists on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await twoProducts(db);
    }, 60_000);
    afterEach(() => dispose());

    const historyRows = async () => (await db.query<{ product_id: number; currency: string; price_minor: number }>(
      'SELECT product_id, currency, price_minor FROM price_history ORDER BY id')).rows;

    it('writes the lists of many products in one call, the product reads them back with its sizes', async () => {
      const changed = await writePriceLists(db, [
        { productId: 1, prices: [eur(2999, 1999, '2026-11-20T00:00:00.000Z', '2026-12-01T00:00:00.000Z'), { ...eur(2799), currency: 'usd' }] },
        { productId: 2, prices: [eur(4599)] },
      ], T1);
      expect(changed).toEqual([1, 2]);
      const product = await new SqlCatalogRepository(db).findProductById(1);
      expect(product?.prices).toEqual([
        { currency: 'EUR', priceMinor: 2999, salePriceMinor: 1999, saleStartsAt: '2026-11-20T00:00:00.000Z', saleEndsAt: '2026-12-01T00:00:00.000Z' },
        { currency: 'USD', priceMinor: 2799, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null },
      ]);
      expect((await new SqlCatalogRepository(db).findProductBySlug('evans', 'midi-dress'))?.prices).toEqual([eur(4599)]);
    });

    it('appends to the history only the entries that changed, and nothing when the same lists come again', async () => {
      await writePriceLists(db, [{ productId: 1, prices: [eur(2999)] }, { productId: 2, prices: [eur(4599)] }], T1);
      expect(await writePriceLists(db, [{ productId: 1, prices: [eur(2999)] }, { productId: 2, prices: [eur(4599)] }], T2)).toEqual([]);
      expect(await historyRows()).toHaveLength(2);
      expect(await writePriceLists(db, [{ productId: 1, prices: [eur(2999, 2499)] }, { productId: 2, prices: [eur(4599)] }], T2)).toEqual([1]);
      expect(await historyRows()).toEqual([
        { product_id: 1, currency: 'EUR', price_minor: 2999 }, { product_id: 2, currency: 'EUR', price_minor: 4599 }, { product_id: 1, currency: 'EUR', price_minor: 2999 },
      ]);
      expect(await new SqlPriceHistory(db).historiesOf([{ productId: 1, currency: 'eur' }])).toEqual([[
        { priceMinor: 2999, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null, recordedAt: T1.toISOString() },
        { priceMinor: 2999, salePriceMinor: 2499, saleStartsAt: null, saleEndsAt: null, recordedAt: T2.toISOString() },
      ]]);
    });

    it('reads the histories of many products and currencies in one call, in the keys\' order, empty where there is none', async () => {
      await writePriceLists(db, [{ productId: 1, prices: [eur(2999), { ...eur(2599), currency: 'GBP' }] }, { productId: 2, prices: [eur(4599)] }], T1);
      await writePriceLists(db, [{ productId: 1, prices: [eur(2999, 1999, '2026-11-20T00:00:00.000Z', null), { ...eur(2599), currency: 'GBP' }] }], T2);
      const at = (priceMinor: number, salePriceMinor: number | null, recorded: Date, saleStartsAt: string | null = null) =>
        ({ priceMinor, salePriceMinor, saleStartsAt, saleEndsAt: null, recordedAt: recorded.toISOString() });
      expect(await new SqlPriceHistory(db).historiesOf([
        { productId: 2, currency: 'EUR' }, { productId: 1, currency: 'GBP' }, { productId: 2, currency: 'USD' }, { productId: 1, currency: 'EUR' },
      ])).toEqual([
        [at(4599, null, T1)],
        [at(2599, null, T1)],
        [],
        [at(2999, null, T1), at(2999, 1999, T2, '2026-11-20T00:00:00.000Z')],
      ]);
      expect(await new SqlPriceHistory(db).historiesOf([])).toEqual([]);
    });

    it('sets the GBP base columns from a GBP entry and leaves them without one; removes entries a list no longer has', async () => {
      await writePriceLists(db, [
        { productId: 1, prices: [{ ...eur(3200, 2900), currency: 'GBP' }, eur(3599)] },
        { productId: 2, prices: [eur(4599)] },
      ], T1);
      const base = async () => (await db.query<{ id: number; price_minor: number; sale_price_minor: number | null }>(
        'SELECT id, price_minor, sale_price_minor FROM products ORDER BY id')).rows;
      expect(await base()).toEqual([{ id: 1, price_minor: 3200, sale_price_minor: 2900 }, { id: 2, price_minor: 4000, sale_price_minor: null }]);
      expect(await writePriceLists(db, [{ productId: 1, prices: [{ ...eur(3200, 2900), currency: 'GBP' }] }], T2)).toEqual([1]);
      expect((await new SqlCatalogRepository(db).findProductById(1))?.prices.map((p) => p.currency)).toEqual(['GBP']);
      expect(await base()).toEqual([{ id: 1, price_minor: 3200, sale_price_minor: 2900 }, { id: 2, price_minor: 4000, sale_price_minor: null }]);
    });

    it('refuses a sale price not below the regular price and a sale that ends before it starts, writing nothing', async () => {
      await expect(writePriceLists(db, [{ productId: 1, prices: [eur(2999, 2999)] }], T1)).rejects.toThrow();
      await expect(writePriceLists(db, [{ productId: 1, prices: [eur(2999, 1999, '2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')] }], T1)).rejects.toThrow();
      expect(await historyRows()).toEqual([]);
    });

    it('savePriceLists writes through the repository in a transaction of its own', async () => {
      const repository = new SqlCatalogRepository(db);
      expect(await repository.savePriceLists([{ productId: 2, prices: [eur(4599)] }], T1)).toEqual([2]);
      expect((await repository.findProductById(2))?.prices).toEqual([eur(4599)]);
    });
  });
}
