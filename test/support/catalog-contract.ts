import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import type { ProductQuery } from '../../src/domain/catalog/product-query.js';
import type { CatalogReader, CatalogWriter } from '../../src/ports/catalog.port.js';
import {
  aProduct, BLACK_TEA, BLACK_WRAP, BLUE_MAXI, category, dressesQuery, FIXTURE_CATEGORIES, FIXTURE_SAVES, GIFT_CARD,
  GREEN_BLOUSE, PINK_SMOCK, PIXIE_BLACK_WRAP, RED_MIDI, sizes,
} from './catalog-fixtures.js';

export interface CatalogUnderTest {
  reader: CatalogReader;
  writer: CatalogWriter;
  close(): Promise<void>;
}

/**
 * What every catalog implementation must do, run against each of them (in memory, PGlite,
 * PostgreSQL). `makeCatalog` gives an empty catalog; it is called once per suite.
 */
export function describeCatalogContract(name: string, makeCatalog: () => Promise<CatalogUnderTest>): void {
  describe(`${name}: catalog contract`, () => {
    let catalog: CatalogUnderTest;
    const ids = async (q: Partial<ProductQuery>) => (await catalog.reader.listProducts(dressesQuery(q))).items.map((p) => p.id);

    beforeAll(async () => {
      catalog = await makeCatalog();
      await catalog.writer.saveCategories(FIXTURE_CATEGORIES);
      for (const batch of FIXTURE_SAVES) await catalog.writer.saveProducts(batch);
    }, 60_000);
    afterAll(async () => {
      await catalog.close();
    });

    describe('price lists', () => {
      it('replaces a product’s price lists, a GBP entry setting its base price, and saving the product again keeps them', async () => {
        const priced = aProduct({ id: 901, brand: 'long-tall', name: 'Priced Tee', colour: 'White', categorySlug: 'tops', priceMinor: 1500 });
        await catalog.writer.saveProducts([priced]);
        const eur = { currency: 'EUR', priceMinor: 1999, salePriceMinor: 1499, saleStartsAt: '2026-12-01T00:00:00.000Z', saleEndsAt: null };
        const gbp = { currency: 'GBP', priceMinor: 1700, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null };
        expect(await catalog.writer.savePriceLists([{ productId: 901, prices: [gbp, eur] }], new Date('2026-11-01T00:00:00Z'))).toEqual([901]);
        expect(await catalog.writer.savePriceLists([{ productId: 901, prices: [eur, gbp] }], new Date('2026-11-02T00:00:00Z'))).toEqual([]);
        await catalog.writer.saveProducts([{ ...priced, priceMinor: 1700 }]);
        const read = await catalog.reader.findProductById(901);
        expect(read?.prices).toEqual([eur, gbp]);
        expect([read?.priceMinor, read?.salePriceMinor]).toEqual([1700, null]);
      });
    });

    describe('categories', () => {
      it('lists the categories of a brand in position order', async () => {
        expect((await catalog.reader.listCategories('evans')).map((c) => c.slug)).toEqual(['dresses', 'tops', 'gift-vouchers']);
        expect(await catalog.reader.listCategories('pixie')).toEqual([category('pixie', 'dresses', 'Dresses', 1)]);
        expect(await catalog.reader.listCategories('star')).toEqual([]);
      });

      it('finds a category by brand and slug, or null', async () => {
        expect(await catalog.reader.findCategory('evans', 'tops')).toEqual(category('evans', 'tops', 'Tops', 2));
        expect(await catalog.reader.findCategory('pixie', 'tops')).toBeNull();
        expect(await catalog.reader.findCategory('evans', 'no-such-category')).toBeNull();
      });
    });

    describe('listing', () => {
      it('lists a category in featured order with its total', async () => {
        const listing = await catalog.reader.listProducts(dressesQuery());
        expect(listing.items.map((p) => p.id)).toEqual([101, 102, 103, 104, 105]);
        expect(listing).toMatchObject({ total: 5, page: 1, pageSize: 24, pageCount: 1 });
      });

      it('returns products exactly as saved, sizes in their order', async () => {
        const listing = await catalog.reader.listProducts(dressesQuery());
        expect(listing.items).toEqual([BLACK_WRAP, RED_MIDI, BLUE_MAXI, BLACK_TEA, PINK_SMOCK]);
      });

      it('pages with the page size, keeping the total', async () => {
        const second = await catalog.reader.listProducts(dressesQuery({ page: 2, pageSize: 2 }));
        expect(second.items.map((p) => p.id)).toEqual([103, 104]);
        expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, pageCount: 3 });
        expect(await ids({ page: 3, pageSize: 2 })).toEqual([105]);
        const beyond = await catalog.reader.listProducts(dressesQuery({ page: 4, pageSize: 2 }));
        expect(beyond.items).toEqual([]);
        expect(beyond.total).toBe(5);
      });

      it('sorts by current price, ties by featured order', async () => {
        expect(await ids({ sort: 'price-asc' })).toEqual([103, 102, 105, 101, 104]);
        expect(await ids({ sort: 'price-desc' })).toEqual([104, 101, 102, 105, 103]);
      });

      it('sorts by name and by newest first', async () => {
        expect(await ids({ sort: 'name' })).toEqual([104, 101, 103, 105, 102]);
        expect(await ids({ sort: 'newest' })).toEqual([104, 102, 105, 101, 103]);
      });

      it('filters by sizes that are in stock, any of the listed', async () => {
        expect(await ids({ sizes: ['14'] })).toEqual([102]);
        expect(await ids({ sizes: ['12', '18'] })).toEqual([101, 103]);
        expect(await ids({ sizes: ['One Size'] })).toEqual([105]);
        expect(await ids({ sizes: ['32'] })).toEqual([]);
      });

      it('filters by colours, any of the listed', async () => {
        expect(await ids({ colours: ['Black'] })).toEqual([101, 104]);
        expect(await ids({ colours: ['Pink', 'Blue'] })).toEqual([103, 105]);
      });

      it('filters by inclusive bounds on the current price', async () => {
        expect(await ids({ minPriceMinor: 2500, maxPriceMinor: 3000 })).toEqual([101, 102, 105]);
        expect(await ids({ minPriceMinor: 5000 })).toEqual([104]);
        expect(await ids({ maxPriceMinor: 2000 })).toEqual([103]);
      });

      it('ANDs the filters and counts only matching products', async () => {
        const listing = await catalog.reader.listProducts(dressesQuery({ colours: ['Black'], sizes: ['12', '16'], maxPriceMinor: 3000 }));
        expect(listing.items.map((p) => p.id)).toEqual([101]);
        expect(listing).toMatchObject({ total: 1, pageCount: 1 });
      });

      it('gives facets of the whole category: in-stock sizes, colours with counts, price range', async () => {
        const expected = {
          sizes: [
            { value: '10', count: 1 }, { value: '12', count: 1 }, { value: '14', count: 1 },
            { value: '16', count: 2 }, { value: '18', count: 1 }, { value: 'One Size', count: 1 },
          ],
          colours: [{ value: 'Black', count: 2 }, { value: 'Blue', count: 1 }, { value: 'Pink', count: 1 }, { value: 'Red', count: 1 }],
          priceRangeMinor: { min: 2000, max: 5500 },
        };
        expect((await catalog.reader.listProducts(dressesQuery())).facets).toEqual(expected);
        expect((await catalog.reader.listProducts(dressesQuery({ colours: ['Red'], page: 9 }))).facets).toEqual(expected);
      });

      it('gives an empty listing for an unknown category', async () => {
        const listing = await catalog.reader.listProducts(dressesQuery({ categorySlug: 'no-such-category' }));
        expect(listing).toEqual({
          items: [], total: 0, page: 1, pageSize: 24, pageCount: 1,
          facets: { sizes: [], colours: [], priceRangeMinor: null },
        });
      });

      it('keeps brands apart', async () => {
        expect(await ids({ brand: 'pixie' })).toEqual([301]);
        expect(await ids({ brand: 'star' })).toEqual([]);
      });
    });

    describe('single products', () => {
      it('finds a product by brand and slug, or null', async () => {
        expect(await catalog.reader.findProductBySlug('evans', BLACK_WRAP.slug)).toEqual(BLACK_WRAP);
        expect(await catalog.reader.findProductBySlug('pixie', BLACK_WRAP.slug)).toEqual(PIXIE_BLACK_WRAP);
        expect(await catalog.reader.findProductBySlug('evans', 'no-such-product-1')).toBeNull();
        expect(await catalog.reader.findProductBySlug('star', BLACK_WRAP.slug)).toBeNull();
      });

      it('finds a product by id, or null', async () => {
        expect(await catalog.reader.findProductById(100)).toEqual(GIFT_CARD);
        expect(await catalog.reader.findProductById(201)).toEqual(GREEN_BLOUSE);
        expect(await catalog.reader.findProductById(999_999)).toBeNull();
      });

      it('gives the featured apparel of a brand in featured order', async () => {
        expect((await catalog.reader.featuredProducts('evans', 3)).map((p) => p.id)).toEqual([101, 102, 103]);
        expect((await catalog.reader.featuredProducts('evans', 10)).map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 201]);
        expect(await catalog.reader.featuredProducts('star', 3)).toEqual([]);
      });
    });

    describe('writing', () => {
      const whipDress = (id: number, overrides: Partial<Product> = {}): Product =>
        aProduct({ id, brand: 'whip', name: `Whip Dress ${id}`, colour: 'Navy', categorySlug: 'dresses', priceMinor: 2999, ...overrides });

      it('counts products', async () => {
        const before = await catalog.writer.countProducts();
        await catalog.writer.saveProducts([whipDress(501), whipDress(502)]);
        expect(await catalog.writer.countProducts()).toBe(before + 2);
      });

      it('replaces a saved product, its sizes and stock, keeping its place among the newest', async () => {
        await catalog.writer.saveProducts([whipDress(511), whipDress(512)]);
        const changed = whipDress(511, {
          name: 'Whip Dress Renamed', priceMinor: 1999, salePriceMinor: 1499,
          sizes: sizes('FX-000511', { '8': 0, '12': 9, '10': 2 }),
        });
        await catalog.writer.saveProducts([changed]);
        expect(await catalog.reader.findProductById(511)).toEqual(changed);
        const newest = await catalog.reader.listProducts(dressesQuery({ brand: 'whip', sort: 'newest' }));
        expect(newest.items.map((p) => p.id).indexOf(512)).toBeLessThan(newest.items.map((p) => p.id).indexOf(511));
      });

      it('keeps text with quotes, commas, braces and backslashes intact', async () => {
        const awkward = whipDress(541, {
          name: 'The "Bon {Voyage}", Back\\slash Dress', description: "It's 100% O'Brien's; NULL \\N {a,b} \"quoted\".",
          images: ['/images/p/FX-000541/1.svg', '/images/p/a,"b"/{2}.svg', '/images/p/c\\d/3.svg'],
          sizes: sizes('FX-000541', { 'One, Size': 3, '"12"': 0, NULL: 1, '': 2 }),
          kind: 'evoucher-giftcard',
          giftCard: { cardTypes: [{ id: 'x"y', name: 'A {b}, c\\d', image: '/images/giftcards/x.svg' }], priceOptions: [{ valueMinor: 1000, displayName: '£10, "ten"' }] },
        });
        await catalog.writer.saveProducts([awkward]);
        expect(await catalog.reader.findProductById(541)).toEqual(awkward);
        expect(await catalog.reader.findProductBySlug('whip', awkward.slug)).toEqual(awkward);
      });

      it('upserts categories', async () => {
        await catalog.writer.saveCategories([category('whip', 'dresses', 'Dresses', 1)]);
        await catalog.writer.saveCategories([category('whip', 'dresses', 'All Dresses', 4)]);
        expect(await catalog.reader.listCategories('whip')).toEqual([category('whip', 'dresses', 'All Dresses', 4)]);
      });

      it('refuses negative stock and saves nothing of that call', async () => {
        const negative = whipDress(521, { sizes: sizes('FX-000521', { '12': -1 }) });
        await expect(catalog.writer.saveProducts([whipDress(522), negative])).rejects.toThrow();
        expect(await catalog.reader.findProductById(522)).toBeNull();
        expect(await catalog.reader.findProductById(521)).toBeNull();
      });

      it('refuses a product code already used by another product', async () => {
        await expect(catalog.writer.saveProducts([whipDress(531, { code: BLACK_WRAP.code })])).rejects.toThrow();
        expect(await catalog.reader.findProductById(531)).toBeNull();
      });
    });

    // Catalog at scale, on cache misses: implementations may keep a category's facets and
    // count between listings (ADR 0022); every write that changes them shows on the next listing.
    describe('facets and totals after writes', () => {
      const coat = (id: number, overrides: Partial<Product> = {}) =>
        aProduct({ id, brand: 'mandco', name: `Coat ${id}`, colour: 'Grey', categorySlug: 'coats', priceMinor: 5000, sizes: sizes(`FX-${id}`, { '10': 1, '12': 2 }), ...overrides });
      const coats = (q: Partial<ProductQuery> = {}) => catalog.reader.listProducts(dressesQuery({ brand: 'mandco', categorySlug: 'coats', ...q }));
      const summary = async () => {
        const listing = await coats();
        return { total: listing.total, ids: listing.items.map((p) => p.id), ...listing.facets };
      };

      it('counts what each save, stock change and move leaves in the category', async () => {
        await catalog.writer.saveCategories([category('mandco', 'coats', 'Coats', 1), category('mandco', 'jackets', 'Jackets', 2)]);
        await catalog.writer.saveProducts([coat(601), coat(602, { colour: 'Black', salePriceMinor: 3000 })]);
        expect(await summary()).toEqual({
          total: 2, ids: [601, 602],
          sizes: [{ value: '10', count: 2 }, { value: '12', count: 2 }],
          colours: [{ value: 'Black', count: 1 }, { value: 'Grey', count: 1 }],
          priceRangeMinor: { min: 3000, max: 5000 },
        });

        // size 10 sells out on one coat, the other coat changes colour and price
        await catalog.writer.saveProducts([coat(601, { sizes: sizes('FX-601', { '10': 0, '12': 2 }) }), coat(602, { colour: 'Camel', priceMinor: 9000 })]);
        expect(await summary()).toEqual({
          total: 2, ids: [601, 602],
          sizes: [{ value: '10', count: 1 }, { value: '12', count: 2 }],
          colours: [{ value: 'Camel', count: 1 }, { value: 'Grey', count: 1 }],
          priceRangeMinor: { min: 5000, max: 9000 },
        });

        // a new coat arrives, with a size of its own
        await catalog.writer.saveProducts([coat(603, { sizes: sizes('FX-603', { '20': 4 }), priceMinor: 1500 })]);
        expect(await summary()).toMatchObject({ total: 3, ids: [601, 602, 603], priceRangeMinor: { min: 1500, max: 9000 } });
        expect((await summary()).sizes).toEqual([{ value: '10', count: 1 }, { value: '12', count: 2 }, { value: '20', count: 1 }]);

        // a coat moves to jackets: it leaves the coats' count and facets, and joins the jackets'
        await catalog.writer.saveProducts([coat(602, { colour: 'Camel', priceMinor: 9000, categorySlug: 'jackets' })]);
        expect(await summary()).toEqual({
          total: 2, ids: [601, 603],
          sizes: [{ value: '12', count: 1 }, { value: '20', count: 1 }],
          colours: [{ value: 'Grey', count: 2 }],
          priceRangeMinor: { min: 1500, max: 5000 },
        });
        const jackets = await coats({ categorySlug: 'jackets' });
        expect({ total: jackets.total, colours: jackets.facets.colours }).toEqual({ total: 1, colours: [{ value: 'Camel', count: 1 }] });
      });

      it('keeps the facets of a save that failed out of the listing', async () => {
        const before = await summary();
        await expect(catalog.writer.saveProducts([coat(604, { colour: 'Red' }), coat(605, { sizes: sizes('FX-605', { '12': -1 }) })])).rejects.toThrow();
        expect(await summary()).toEqual(before);
      });

      it('counts a filtered listing on its own and keeps the whole category in the facets', async () => {
        const whole = await coats();
        const filtered = await coats({ sizes: ['20'] });
        expect({ total: filtered.total, ids: filtered.items.map((p) => p.id) }).toEqual({ total: 1, ids: [603] });
        expect(filtered.facets).toEqual(whole.facets);
      });
    });

    // Archived products (an import's --archive-missing or unpublished rows) stay readable by
    // slug and id, for basket lines and the 410 page, but leave listings, facets and featured.
    describe('archived products', () => {
      const skirt = (id: number, overrides: Partial<Product> = {}) =>
        aProduct({ id, brand: 'yours-clothing', name: `Skirt ${id}`, colour: 'Red', categorySlug: 'skirts', priceMinor: 2000, sizes: sizes(`FX-${id}`, { '16': 1 }), ...overrides });
      const skirts = () => catalog.reader.listProducts(dressesQuery({ brand: 'yours-clothing', categorySlug: 'skirts' }));

      it('leaves the listing, its count and facets and the featured products, and comes back when saved on sale', async () => {
        await catalog.writer.saveCategories([category('yours-clothing', 'skirts', 'Skirts', 1)]);
        await catalog.writer.saveProducts([skirt(701), skirt(702, { colour: 'Blue', priceMinor: 4000, sizes: sizes('FX-702', { '18': 2 }) })]);
        expect((await skirts()).total).toBe(2);

        await catalog.writer.saveProducts([skirt(702, { colour: 'Blue', priceMinor: 4000, sizes: sizes('FX-702', { '18': 2 }), archived: true })]);
        const listing = await skirts();
        expect({ total: listing.total, ids: listing.items.map((p) => p.id), ...listing.facets }).toEqual({
          total: 1, ids: [701], sizes: [{ value: '16', count: 1 }], colours: [{ value: 'Red', count: 1 }], priceRangeMinor: { min: 2000, max: 2000 },
        });
        expect((await catalog.reader.featuredProducts('yours-clothing', 8)).map((p) => p.id)).toEqual([701]);
        expect(await catalog.reader.findProductById(702)).toMatchObject({ id: 702, archived: true });
        expect(await catalog.reader.findProductBySlug('yours-clothing', skirt(702).slug)).toMatchObject({ id: 702, archived: true });

        await catalog.writer.saveProducts([skirt(702, { colour: 'Blue', priceMinor: 4000, sizes: sizes('FX-702', { '18': 2 }) })]);
        expect((await skirts()).items.map((p) => p.id)).toEqual([701, 702]);
        expect((await skirts()).facets.priceRangeMinor).toEqual({ min: 2000, max: 4000 });
        expect(await catalog.reader.findProductById(702)).toMatchObject({ archived: false });
      });
    });
  });
}
