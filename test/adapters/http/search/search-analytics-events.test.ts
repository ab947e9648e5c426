import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** The page's GA4 events: its `data-analytics-events` JSON blocks, parsed. */
const eventsIn = (html: string): { event: string; ecommerce: Record<string, unknown> & { items: Record<string, unknown>[] } }[] =>
  [...html.matchAll(/<script type="application\/json" data-analytics-events="">(.*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as never[]);

describe('the search page\'s GA4 events', () => {
  let shop: StorefrontUnderTest;
  beforeAll(async () => {
    shop = await startStorefrontUnderTest();
  }, 60_000);
  afterAll(async () => shop?.close());

  it('carries view_item_list of its results in the order shown, as the list "search", the tiles\' codes as item ids', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/search?q=dress&site=evans&sort=price-asc' });
    expect(response.statusCode).toBe(200);
    const [list, ...others] = eventsIn(response.body);
    expect(others).toEqual([]);
    expect(list?.event).toBe('view_item_list');
    expect(list?.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'search', item_list_name: 'Search' });
    const codes = [...response.body.matchAll(/data-product-code="([^"]+)"/g)].map((m) => m[1]);
    expect(list?.ecommerce.items.map((item) => item.item_id)).toEqual(codes);
    expect(list?.ecommerce.items.map((item) => item.index)).toEqual(codes.map((_, i) => i));
    const prices = list!.ecommerce.items.map((item) => item.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(list?.ecommerce.items[0]).toEqual(expect.objectContaining({ item_brand: 'Evans', quantity: 1 }));
  });

  it('the related products\' fragment carries its slides as the list "related", each slide with its code for select_item', async () => {
    const product = (await shop.db.query<{ id: number }>("SELECT id FROM products WHERE brand = 'evans' AND kind = 'apparel' ORDER BY id LIMIT 1")).rows[0]!;
    const response = await shop.app.inject({ method: 'GET', url: `/recommendations/related?productIds=${product.id}&nolayout=true&site=evans` });
    expect(response.statusCode).toBe(200);
    const [list] = eventsIn(response.body);
    expect(list?.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'related' });
    const codes = [...response.body.matchAll(/data-product-code="([^"]+)"/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(0);
    expect(list?.ecommerce.items.map((item) => item.item_id)).toEqual(codes);
  });

  it('an empty search has no list', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/search?q=&site=evans' });
    expect(eventsIn(response.body)).toEqual([]);
  });
});
