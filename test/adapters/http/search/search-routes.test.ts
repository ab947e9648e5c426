import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCategories } from '../../../../src/application/catalog/list-categories.use-case.js';
import { SearchProducts } from '../../../../src/application/search/search-products.use-case.js';
import { SuggestProducts } from '../../../../src/application/search/suggest-products.use-case.js';
import { ViewRelatedProducts } from '../../../../src/application/search/view-related-products.use-case.js';
import { makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { PageCache } from '../../../../src/adapters/http/page-cache/page-cache.js';
import { renderErrorPage, renderNotFound } from '../../../../src/adapters/http/pages/page-routes.js';
import { pagePlugin } from '../../../../src/adapters/http/pages/send-page.js';
import { siteVariantPlugin } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import { searchRoutes } from '../../../../src/adapters/http/search/search-routes.js';
import { ViewLowestPriorPrice } from '../../../../src/application/catalog/view-lowest-prior-price.use-case.js';
import { err } from '../../../../src/domain/shared/result.js';
import type { ProductSearch } from '../../../../src/ports/product-search.port.js';
import type { Recommendations } from '../../../../src/ports/recommendations.port.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { InMemoryCatalog } from '../../../support/in-memory-catalog.js';
import { addToBag, demo, demoProduct, sessionCookieOf } from '../basket/basket-test-app.js';

const inStockSize = (p: { sizes: { stockId: string; unitsInStock: number }[] }) => p.sizes.find((s) => s.unitsInStock > 0)!.stockId;
import { TEST_ASSETS } from '../pages/page-test-app.js';

const dress = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && / Dress$/.test(p.name));
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('search routes on the real composition', () => {
  let shop: StorefrontUnderTest;
  beforeAll(async () => {
    shop = await startStorefrontUnderTest();
  }, 60_000);
  afterAll(async () => shop?.close());

  it('shows results with facets, sort and links that keep the filters', async () => {
    const response = await get(shop.app, '/search?q=dress&site=evans&sort=price-asc');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Results for “dress”');
    expect(response.body).toContain(`href="/product/${dress.slug}"`);
    expect(response.body).toMatch(/<input type="checkbox" name="category" value="dresses"/);
    expect(response.body).toContain('<input type="hidden" name="q" value="dress"/>');
    const filtered = await get(shop.app, '/search?q=dress&site=evans&sort=price-asc&colour=' + encodeURIComponent(dress.colour));
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain(`aria-label="Remove filter: ${dress.colour}"`);
    expect(filtered.body).toContain('href="/search?q=dress&amp;sort=price-asc"');
  });

  it('serves a repeated search from the page cache, whatever the order of its parameters', async () => {
    const first = await get(shop.app, '/search?site=evans&q=skirt&sort=newest');
    const second = await get(shop.app, '/search?sort=newest&q=skirt&site=evans&utm_source=x');
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('asks for a word when the search is empty, and suggests categories when nothing matches', async () => {
    const empty = await get(shop.app, '/search?q=%20%20&site=evans');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('What are you looking for?');
    const none = await get(shop.app, '/search?q=xylophone&site=evans');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Sorry, nothing matches “xylophone”.');
    expect(none.body).toContain('href="/category/dresses"');
  });

  it('offers a correction for a typo', async () => {
    const response = await get(shop.app, '/search?q=drses&site=evans');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Including results for “dress”.');
    expect(response.body).toContain(`href="/product/${dress.slug}"`);
  });

  it.each([
    ['/search?q=dress&sort=cheapest', 400],
    ['/search?q=dress&page=0', 400],
    ['/search?q=dress&page=1.5', 400],
    ['/search?q=dress&price=cheap', 400],
    [`/search?q=${'a'.repeat(201)}`, 400],
    [`/search?q=dress&${Array.from({ length: 41 }, (_, i) => `colour=c${i}`).join('&')}`, 400],
    ['/search/api/suggest', 400],
    [`/search/api/suggest?q=${'a'.repeat(201)}`, 400],
    ['/recommendations/related', 400],
    ['/recommendations/related?productIds=abc', 400],
    ['/recommendations/related?productIds=0', 400],
    ['/recommendations/related?productIds=1,2,3,4,5', 400],
    ['/recommendations/related?productIds=1;DROP', 400],
  ])('refuses bad input: %s', async (url, status) => {
    const response = await get(shop.app, url);
    expect(response.statusCode).toBe(status);
  });

  it('suggests products with the hit fields as the shopper types', async () => {
    const response = await get(shop.app, '/search/api/suggest?q=dres&site=evans');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ suggestions: Record<string, unknown>[] }>();
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(6);
    expect(Object.keys(body.suggestions[0]!).sort()).toEqual(['image', 'objectID', 'price', 'productcode', 'title', 'url']);
    expect((await get(shop.app, '/search/api/suggest?q=&site=evans')).json()).toEqual({ query: '', suggestions: [] });
  });

  it('sends the related products fragment: up to 10 slides, never the product itself', async () => {
    const response = await get(shop.app, `/recommendations/related?productIds=${dress.id}&nolayout=true&site=evans`);
    expect(response.statusCode).toBe(200);
    const ids = [...response.body.matchAll(/data-object-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(ids).not.toContain(dress.id);
    expect(response.body).not.toContain('<html');
    expect(response.body).toMatch(/data-productcode="EV-\d{6}"/);
  });

  it('answers an empty related products fragment (a product the site does not sell) with 200, twice from one render', async () => {
    const ask = () => shop.app.inject({ method: 'GET', url: '/recommendations/related?productIds=1289&nolayout=true', headers: { host: 'mandco.localhost' } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('data-object-id');
    const second = await ask();
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('puts the hidden containers and the recommendations field on the product page, and a search box in the header', async () => {
    const response = await get(shop.app, `/product/${dress.slug}?site=evans`);
    expect(response.body).toContain(`value="/recommendations/related?productIds=${dress.id}"`);
    expect(response.body).toMatch(/data-related-container="desktop"[^>]*hidden/);
    expect(response.body).toContain('Looking Similar');
    expect(response.body).toContain('role="search"');
    expect(response.body).toContain('role="combobox"');
  });

  it('puts the related products of the basket\'s products (up to 4) on the basket page', async () => {
    const first = await addToBag(shop.app, { productId: dress.id, stockId: inStockSize(dress), quantity: 1, site: 'evans' });
    const cookie = sessionCookieOf(first);
    const page = await shop.app.inject({ method: 'GET', url: '/basket?site=evans', headers: { cookie } });
    expect(page.body).toContain(`value="/recommendations/related?productIds=${dress.id}"`);
    const empty = await get(shop.app, '/basket?site=evans');
    expect(empty.body).not.toContain('data-related-products');
  });
});

describe('search routes when the engine fails', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const down = async () => err({ code: 'PROVIDER_UNAVAILABLE' as const });
    const failing: ProductSearch & Recommendations = { search: down, suggest: down, related: down };
    const listCategories = new ListCategories(new InMemoryCatalog(demo));
    app = Fastify({ logger: false });
    await app.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' }); // signs the site cookie
    await app.register(siteVariantPlugin, { hostTable: {} });
    app.setNotFoundHandler(renderNotFound(TEST_ASSETS));
    app.setErrorHandler(makeErrorHandler(renderErrorPage(TEST_ASSETS)));
    await app.register(pagePlugin, { assets: TEST_ASSETS, navigation: (brand) => listCategories.execute(brand) });
    await app.register(searchRoutes, {
      searchProducts: new SearchProducts(failing), suggestProducts: new SuggestProducts(failing), viewRelatedProducts: new ViewRelatedProducts(failing),
      listCategories, viewLowestPriorPrice: new ViewLowestPriorPrice({ historiesOf: async (keys) => keys.map(() => []) }), pageCache: new PageCache({ maxEntries: 100, ttlMs: 60_000 }),
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('says search is unavailable with 503, and does not cache it', async () => {
    const response = await get(app, '/search?q=dress');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Search is not available just now.');
    expect(response.body).toContain('role="alert"');
  });

  it('answers suggestions with 503 PROVIDER_UNAVAILABLE', async () => {
    const response = await get(app, '/search/api/suggest?q=dress');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('answers the related products fragment with 503 and no slide', async () => {
    const response = await get(app, '/recommendations/related?productIds=5&nolayout=true');
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('data-object-id');
  });
});
