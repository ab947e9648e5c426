import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPageTestApp, firstProduct, productNameIn } from './page-test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildPageTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string): Promise<string> => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The page's GA4 events: its `data-analytics-events` JSON blocks, parsed. */
const eventsIn = (html: string): { event: string; ecommerce: Record<string, unknown> & { items: Record<string, unknown>[] } }[] =>
  [...html.matchAll(/<script type="application\/json" data-analytics-events="">(.*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as never[]);

describe('GA4 page events rendered into the page', () => {
  test('the product page carries view_item with GA4 item fields, in the site\'s currency', async () => {
    const product = firstProduct((p) => p.brand === 'yours-clothing' && p.kind === 'apparel');
    const [viewItem, ...others] = eventsIn(await get(`/product/${product.slug}?site=yours-clothing-de`));
    expect(others).toEqual([]);
    expect(viewItem?.event).toBe('view_item');
    expect(viewItem?.ecommerce.currency).toBe('EUR');
    expect(viewItem?.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: product.code, item_name: productNameIn(product, 'de'), item_brand: 'Yours Clothing', item_category: product.categorySlug, quantity: 1 }),
    ]);
    expect(viewItem?.ecommerce.value).toBe(viewItem?.ecommerce.items[0]!.price);
  });

  test('a category page carries view_item_list with its products in the order shown', async () => {
    const html = await get('/category/dresses?site=evans');
    const [list] = eventsIn(html);
    expect(list?.event).toBe('view_item_list');
    expect(list?.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'dresses' });
    expect(list?.ecommerce.items.map((item) => item.index)).toEqual(list?.ecommerce.items.map((_, i) => i));
    expect(list?.ecommerce.items.length).toBeGreaterThan(0);
  });

  test('every page has the consent banner, hidden until the browser shows it, and no tag manager without a container', async () => {
    const html = await get('/?site=evans');
    expect(html).toMatch(/<section id="consent-banner" class="consent-banner" aria-labelledby="consent-banner-title" hidden="">/);
    expect(html).toContain('href="/help/cookies"');
    expect(html).toContain('data-cookie-settings="true"');
    expect(html).not.toContain('id="tag-manager"');
  });
});
