import { fc, it as propIt } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPriceMinor, type Product } from '../../src/domain/catalog/product.js';
import { priceBandOf, type ProductHit, type SearchResults } from '../../src/domain/search/search-query.js';
import type { ProductSearch } from '../../src/ports/product-search.port.js';
import {
  BLACK_SHIFT, BLACK_WRAP, CASHMERE_JUMPER, DENIM_JACKET, evansSearch, FLORAL_TEA, LINEN_TROUSERS, NAME_WORDS, RED_MIDI,
  SEARCH_PRODUCTS, STRIPED_SHIRT, VELVET_BLAZER,
} from './search-fixtures.js';

export interface ProductSearchSubject {
  search: ProductSearch;
  close(): Promise<void>;
}

const ids = (hits: ProductHit[]) => hits.map((h) => h.id);
const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected a result, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const countsOf = (values: string[]) => values.reduce<Record<string, number>>((m, v) => ({ ...m, [v]: (m[v] ?? 0) + 1 }), {});
const facetMap = (facet: { value: string; count: number }[]) => Object.fromEntries(facet.map((f) => [f.value, f.count]));
const byId = new Map(SEARCH_PRODUCTS.map((p) => [p.id, p]));
const productOf = (hit: ProductHit): Product => byId.get(hit.id)!;

/** Every word the fixture catalog holds: a "typo" that is one of them (shirt -> shift) is a real word, searched as such. */
const CATALOG_WORDS = new Set(SEARCH_PRODUCTS.flatMap((p) =>
  `${p.name} ${p.colour} ${p.categorySlug.replace(/-/g, ' ')} ${p.description}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)));

/** One typo in `word`: a letter dropped, changed, added, or two neighbours swapped; never another catalog word. */
const typoArb = fc.constantFrom(...NAME_WORDS).chain((word) => fc.record({
  word: fc.constant(word),
  kind: fc.constantFrom('drop', 'change', 'add', 'swap'),
  at: fc.nat({ max: word.length - 2 }),
  letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
})).map(({ word, kind, at, letter }) => {
  const i = at + 1; // the first letter stays, as shoppers rarely miss it
  const typo = kind === 'drop' ? word.slice(0, i) + word.slice(i + 1)
    : kind === 'change' ? word.slice(0, i) + letter + word.slice(i + 1)
      : kind === 'add' ? word.slice(0, i) + letter + word.slice(i)
        : word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  return { word, typo };
}).filter(({ word, typo }) => typo !== word && !CATALOG_WORDS.has(typo));

/**
 * What every ProductSearch does, whatever engine answers: the embedded SQL engine on PGlite and
 * PostgreSQL, and the Algolia adapter against the stand-in. `make` gets SEARCH_PRODUCTS indexed.
 */
export function describeProductSearchContract(name: string, make: () => Promise<ProductSearchSubject>) {
  describe(name, () => {
    let subject: ProductSearchSubject;
    const search = async (...args: Parameters<typeof evansSearch>): Promise<SearchResults> => valueOf(await subject.search.search(evansSearch(...args)));
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('finds products by a word of their name, in the brand searched only', async () => {
      const results = await search('jacket');
      expect(ids(results.hits)).toContain(DENIM_JACKET.id);
      expect(results.hits.every((h) => byId.get(h.id)?.brand === 'evans')).toBe(true);
      const velvet = await search('velvet');
      expect(ids(velvet.hits)).not.toContain(50);
    });

    it('answers the fields a tile needs', async () => {
      const [hit] = (await search('cashmere jumper')).hits;
      expect(hit).toEqual({
        id: CASHMERE_JUMPER.id, code: CASHMERE_JUMPER.code, slug: CASHMERE_JUMPER.slug, name: CASHMERE_JUMPER.name,
        colour: 'Grey', categorySlug: 'knitwear', kind: 'apparel', priceMinor: 9000, salePriceMinor: null, prices: [], image: CASHMERE_JUMPER.images[0],
      });
    });

    it('ranks an exact name above a description match', async () => {
      const results = await search('velvet');
      expect(ids(results.hits)).toEqual([VELVET_BLAZER.id, FLORAL_TEA.id]);
    });

    it('needs every word: more words, fewer results', async () => {
      expect(ids((await search('black dress')).hits).sort()).toEqual([BLACK_WRAP.id, BLACK_SHIFT.id].sort());
      expect(ids((await search('black wrap dress')).hits)).toEqual([BLACK_WRAP.id]);
    });

    it('finds a product while its last word is still being typed', async () => {
      expect(ids((await search('cashm')).hits)).toEqual([CASHMERE_JUMPER.id]);
      expect(ids((await search('linen trou')).hits)).toEqual([LINEN_TROUSERS.id]);
    });

    propIt.prop([typoArb], { numRuns: 25 })('still finds a product when a word of its name has one typo', async ({ word, typo }) => {
      const results = await search(typo);
      const named = SEARCH_PRODUCTS.filter((p) => p.brand === 'evans' && p.name.toLowerCase().split(' ').includes(word)).map((p) => p.id);
      expect(ids(results.hits)).toEqual(expect.arrayContaining(named));
    });

    it('finds nothing for words the catalog does not hold, with empty facets', async () => {
      const results = await search('xylophone');
      expect(results).toMatchObject({ hits: [], total: 0, pageCount: 1 });
      expect(results.facets).toEqual({ categories: [], sizes: [], colours: [], priceBands: [] });
    });

    it('counts in each facet what the results hold', async () => {
      const results = await search('dress', { pageSize: 50 });
      const products = results.hits.map(productOf);
      expect(results.total).toBe(products.length);
      expect(facetMap(results.facets.categories)).toEqual(countsOf(products.map((p) => p.categorySlug)));
      expect(facetMap(results.facets.colours)).toEqual(countsOf(products.map((p) => p.colour)));
      expect(facetMap(results.facets.priceBands)).toEqual(countsOf(products.map((p) => priceBandOf(currentPriceMinor(p)))));
      const inStock = products.flatMap((p) => [...new Set(p.sizes.filter((s) => s.unitsInStock > 0).map((s) => s.ukSize))]);
      expect(facetMap(results.facets.sizes)).toEqual(countsOf(inStock));
    });

    it('filters by facets: any value of one facet, every facet chosen', async () => {
      const black = await search('dress', { colours: ['Black'] });
      expect(ids(black.hits).sort()).toEqual([BLACK_WRAP.id, BLACK_SHIFT.id].sort());
      const blackOrRed = await search('dress', { colours: ['Black', 'Red'] });
      expect(blackOrRed.total).toBe(3);
      const size14 = await search('dress', { colours: ['Black', 'Red'], sizes: ['14'] });
      expect(ids(size14.hits).sort()).toEqual([BLACK_WRAP.id, RED_MIDI.id].sort());
      const jackets = await search('blue', { categories: ['jackets'] });
      expect(ids(jackets.hits)).toEqual([DENIM_JACKET.id]);
      const cheap = await search('dress', { priceBands: ['under-20', '20-40'] });
      expect(ids(cheap.hits).sort()).toEqual([BLACK_WRAP.id, RED_MIDI.id, FLORAL_TEA.id, BLACK_SHIFT.id].sort());
      expect(facetMap(cheap.facets.priceBands)).toEqual({ 'under-20': 1, '20-40': 3 });
    });

    it('sorts by current price both ways and by newness', async () => {
      const asc = await search('dress', { sort: 'price-asc' });
      expect(ids(asc.hits)).toEqual([FLORAL_TEA.id, RED_MIDI.id, BLACK_WRAP.id, BLACK_SHIFT.id]);
      const desc = await search('dress', { sort: 'price-desc' });
      expect(ids(desc.hits)).toEqual([BLACK_SHIFT.id, BLACK_WRAP.id, RED_MIDI.id, FLORAL_TEA.id]);
      const newest = await search('dress', { sort: 'newest' });
      expect(ids(newest.hits)).toEqual([BLACK_SHIFT.id, FLORAL_TEA.id, RED_MIDI.id, BLACK_WRAP.id]);
    });

    it('pages through the results without gaps or repeats', async () => {
      const all = await search('dress', { sort: 'price-asc' });
      const first = await search('dress', { sort: 'price-asc', pageSize: 3 });
      const second = await search('dress', { sort: 'price-asc', pageSize: 3, page: 2 });
      expect(first).toMatchObject({ total: 4, page: 1, pageCount: 2 });
      expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2 });
      expect([...ids(first.hits), ...ids(second.hits)]).toEqual(ids(all.hits));
      const beyond = await search('dress', { sort: 'price-asc', pageSize: 3, page: 9 });
      expect(beyond.page).toBe(2);
      expect(ids(beyond.hits)).toEqual(ids(second.hits));
    });

    it('suggests the best few products for what has been typed', async () => {
      const suggested = valueOf(await subject.search.suggest({ ...evansSearch('strip'), limit: 6 }));
      expect(ids(suggested)).toEqual([STRIPED_SHIRT.id]);
      const dresses = valueOf(await subject.search.suggest({ ...evansSearch('dress'), limit: 2 }));
      expect(dresses).toHaveLength(2);
    });
  });
}
