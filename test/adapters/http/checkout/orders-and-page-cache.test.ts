import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatementRecordingApp, type StatementRecordingApp } from '../../../support/statement-recording-app.js';
import { TEST_PRODUCTS_PER_BRAND, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { seededCatalog } from '../../../support/shopper-browser.js';
import { card, initiate, shopperWithBasket } from './checkout-test-kit.js';

/**
 * ADR 0030: an order that moves unit counts but no size's stock level leaves the cached pages (a
 * busy shop would otherwise empty its page cache with every order); one that changes a level drops them.
 */
let recording: StatementRecordingApp;
let sut: StorefrontUnderTest;

beforeAll(async () => {
  recording = await startStatementRecordingApp(TEST_PRODUCTS_PER_BRAND);
  sut = { app: recording.app, db: recording.db, baseUrl: '', close: async () => undefined };
}, 120_000);

afterAll(async () => recording?.close());

describe('orders and the page cache', () => {
  it('keeps the product page while its stock level stays; renders it again once a size turns low', async () => {
    const pick = 5;
    const { browser, stockId, productId } = await shopperWithBasket(sut, { pick, quantity: 1 });
    const product = seededCatalog.products.find((p) => p.id === productId)!;
    await sut.db.query('UPDATE product_sizes SET units_in_stock = 20 WHERE stock_id = $1', [stockId]);
    const page = async () => {
      const res = await recording.app.inject({ method: 'GET', url: `/product/${product.slug}?site=evans` });
      expect(res.statusCode).toBe(200);
      return { etag: String(res.headers.etag), stock: new RegExp(`"stockId":"${stockId}"[^}]*?"stock":"(\\w+)"`).exec(res.body)?.[1] };
    };
    const before = await page();
    expect((await page()).etag).toBe(before.etag); // cached

    expect((await initiate(browser, card('4111111111111111'))).json()).toMatchObject({ resultCode: 'Authorised' }); // 20 -> 19: in stock still
    expect((await page()).etag).toBe(before.etag); // the same page, not rendered again

    const second = await shopperWithBasket(sut, { pick, quantity: 1 });
    await sut.db.query('UPDATE product_sizes SET units_in_stock = 4 WHERE stock_id = $1', [stockId]);
    expect((await initiate(second.browser, card('4111111111111111'))).json()).toMatchObject({ resultCode: 'Authorised' }); // 4 -> 3: low
    const after = await page();
    expect(after.etag).not.toBe(before.etag);
    expect(after.stock).toBe('lowstock');
  }, 60_000);
});
