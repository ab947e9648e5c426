import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogImports } from '../../../src/adapters/persistence/sql-catalog-imports.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import type { StagedProduct } from '../../../src/ports/catalog-imports.port.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

const AT = new Date('2026-11-28T06:00:00Z');

const product = (line: number, slug: string, overrides: Partial<StagedProduct> = {}): StagedProduct => ({
  line, brand: 'evans', slug, code: null, name: `Dress ${slug}`, description: '<p>Soft</p>', texts: [{ locale: 'de', name: `Kleid ${slug}`, description: '' }],
  categorySlug: 'imported-dresses', categoryName: 'Imported dresses', colour: 'Navy',
  sizes: [
    { sku: `${slug}-12`, ukSize: '12', barcode: '5012345678900', quantity: 4 },
    { sku: `${slug}-14`, ukSize: '14', barcode: null, quantity: 0 },
  ],
  prices: [{ currency: 'GBP', priceMinor: 3000, salePriceMinor: 2000, saleStartsAt: null, saleEndsAt: null }],
  images: ['/images/products/abc'], imageSources: ['https://img.example/abc.jpg'], seoTitle: null, seoDescription: null, tags: ['summer'], published: true,
  ...overrides,
});

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`SQL catalog imports on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let imports: SqlCatalogImports;
    let catalog: SqlCatalogRepository;
    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      await db.query(`INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
                      VALUES (7, 'evans', 'EV-000007', 'old-coat', 'Old coat', '', 'Black', 'coats', 'apparel', '[]', 5000)`);
      await db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('old-coat-12', 7, '12', 3, 0)`);
      imports = new SqlCatalogImports(db);
      catalog = new SqlCatalogRepository(db);
    }, 60_000);
    afterEach(() => dispose());

    const run = async (products: StagedProduct[], archive: ('evans')[] = []) => {
      const id = await imports.begin();
      await imports.stage(id, products);
      const problems = await imports.problems(id, 100);
      const preview = await imports.preview(id, archive);
      const merged = problems.length === 0 ? await imports.merge(id, archive, AT) : null;
      await imports.discard(id);
      return { problems, preview, merged };
    };

    it('creates products with new ids and codes, their category, sizes, barcodes, prices and texts, and finds them in listings', async () => {
      const { merged, preview } = await run([product(2, 'wrap-dress'), product(5, 'tea-dress')]);
      expect(preview).toEqual({ created: 2, updated: 0, unchanged: 0, archived: 0 });
      expect(merged).toMatchObject({ created: 2, updated: 0, unchanged: 0, archived: 0, changedProductIds: [8, 9], archivedProductIds: [] });
      const wrap = await catalog.findProductBySlug('evans', 'wrap-dress');
      expect(wrap).toMatchObject({
        id: 8, code: 'EV-000008', name: 'Dress wrap-dress', colour: 'Navy', categorySlug: 'imported-dresses', images: ['/images/products/abc'],
        priceMinor: 3000, salePriceMinor: 2000,
        sizes: [{ stockId: 'wrap-dress-12', ukSize: '12', unitsInStock: 4 }, { stockId: 'wrap-dress-14', ukSize: '14', unitsInStock: 0 }],
      });
      expect(wrap!.prices).toEqual([expect.objectContaining({ currency: 'GBP', priceMinor: 3000, salePriceMinor: 2000 })]);
      expect((await db.query('SELECT barcode FROM product_sizes WHERE stock_id = $1', ['wrap-dress-12'])).rows).toEqual([{ barcode: '5012345678900' }]);
      expect((await catalog.findCategory('evans', 'imported-dresses'))?.name).toBe('Imported dresses');
      const query = { brand: 'evans', categorySlug: 'imported-dresses', page: 1, pageSize: 24, sort: 'featured', minPriceMinor: null, maxPriceMinor: null } as const;
      const listing = await catalog.listProducts({ ...query, sizes: [], colours: [] });
      expect(listing.total).toBe(2);
      expect(listing.facets.colours).toEqual([{ value: 'Navy', count: 2 }]);
      // The size trigger kept the products' sizes in stock right: only size 12 has units.
      expect((await catalog.listProducts({ ...query, sizes: ['14'], colours: [] })).total).toBe(0);
      expect((await catalog.listProducts({ ...query, sizes: ['12'], colours: [] })).total).toBe(2);
      expect((await db.query('SELECT count(*)::int AS n FROM import_staging')).rows).toEqual([{ n: 0 }]);
    });

    it('counts the same products again as unchanged and writes nothing; a change updates only that product', async () => {
      await run([product(2, 'wrap-dress'), product(5, 'tea-dress')]);
      await db.query(`UPDATE product_sizes SET units_in_stock = 1 WHERE stock_id = 'wrap-dress-12'`);
      const again = await run([product(2, 'wrap-dress'), product(5, 'tea-dress')]);
      expect(again.merged).toMatchObject({ created: 0, updated: 0, unchanged: 2, changedProductIds: [] });
      // A dry run stores no images: the sources stand for them, so it counts the same.
      const dryRun = await imports.begin();
      await imports.stage(dryRun, [product(2, 'wrap-dress', { images: [] }), product(5, 'tea-dress', { images: [] })]);
      expect(await imports.preview(dryRun, [])).toEqual({ created: 0, updated: 0, unchanged: 2, archived: 0 });
      await imports.discard(dryRun);
      expect((await catalog.findProductBySlug('evans', 'wrap-dress'))!.sizes[0]!.unitsInStock).toBe(1);
      const changed = await run([product(2, 'wrap-dress', { name: 'Wrap dress', sizes: [{ sku: 'wrap-dress-12', ukSize: '12', barcode: null, quantity: 9 }] }), product(5, 'tea-dress')]);
      expect(changed.merged).toMatchObject({ created: 0, updated: 1, unchanged: 1, changedProductIds: [8] });
      expect(await catalog.findProductBySlug('evans', 'wrap-dress')).toMatchObject({ name: 'Wrap dress', code: 'EV-000008', sizes: [{ stockId: 'wrap-dress-12', unitsInStock: 9 }] });
    });

    it('updates a product again when the file comes again after one of its images could not be stored, so the image is tried again', async () => {
      const twoSources = { imageSources: ['https://img.example/abc.jpg', 'https://img.example/down.jpg'] };
      await run([product(2, 'wrap-dress', { ...twoSources, images: ['/images/products/abc'] })]);
      const retried = await run([product(2, 'wrap-dress', { ...twoSources, images: ['/images/products/abc', '/images/products/down'] })]);
      expect(retried.preview).toEqual({ created: 0, updated: 1, unchanged: 0, archived: 0 });
      expect((await catalog.findProductBySlug('evans', 'wrap-dress'))!.images).toEqual(['/images/products/abc', '/images/products/down']);
      expect((await run([product(2, 'wrap-dress', { ...twoSources, images: ['/images/products/abc', '/images/products/down'] })])).merged).toMatchObject({ unchanged: 1 });
    });

    it('names a slug twice, a SKU twice and a SKU or code of another product with their lines, and merges nothing', async () => {
      const { problems } = await run([
        product(2, 'wrap-dress'), product(4, 'wrap-dress'),
        product(6, 'tea-dress', { sizes: [{ sku: 'wrap-dress-12', ukSize: '12', barcode: null, quantity: 1 }] }),
        product(8, 'maxi-dress', { code: 'EV-000007', sizes: [{ sku: 'old-coat-12', ukSize: '12', barcode: null, quantity: 1 }] }),
      ]);
      expect(problems).toEqual([
        { line: 4, column: 'handle', message: 'the product wrap-dress is already on line 2 for evans' },
        { line: 4, column: 'sku', message: 'the SKU wrap-dress-12 is already on line 2' },
        { line: 4, column: 'sku', message: 'the SKU wrap-dress-14 is already on line 2' },
        { line: 6, column: 'sku', message: 'the SKU wrap-dress-12 is already on line 2' },
        { line: 8, column: 'code', message: 'the product code EV-000007 belongs to old-coat (evans) in the shop' },
        { line: 8, column: 'sku', message: 'the SKU old-coat-12 belongs to old-coat (evans) in the shop' },
      ]);
      expect(await catalog.countProducts()).toBe(1);
    });

    it('archives the products of the brand the file does not list, and brings one back when a file lists it again', async () => {
      const { preview, merged } = await run([product(2, 'wrap-dress')], ['evans']);
      expect(preview.archived).toBe(1);
      expect(merged).toMatchObject({ created: 1, archived: 1, archivedProductIds: [7] });
      expect((await db.query<{ archived: boolean }>('SELECT archived_at IS NOT NULL AS archived FROM products WHERE id = 7')).rows).toEqual([{ archived: true }]);
      const hidden = await run([product(2, 'wrap-dress', { published: false })]);
      expect(hidden.merged).toMatchObject({ updated: 1, archived: 0, changedProductIds: [], archivedProductIds: [8] });
      const shown = await run([product(2, 'wrap-dress')]);
      expect(shown.merged).toMatchObject({ updated: 1, unchanged: 0 });
      expect((await db.query('SELECT archived_at FROM products WHERE id = 8')).rows).toEqual([{ archived_at: null }]);
    });
  });
}
