import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { startStatementRecordingApp, type StatementRecordingApp } from '../../../support/statement-recording-app.js';
import { TEST_PRODUCTS_PER_BRAND } from '../../../support/storefront-under-test.js';
import { seededCatalog } from '../../../support/shopper-browser.js';
import { card, initiate, PAY, shopperWithBasket } from './checkout-test-kit.js';

/** The real composition root over a PGlite whose statements are recorded (the checkout's round trips). */
let recording: StatementRecordingApp;
let db: Database;
let app: FastifyInstance;
let statements: string[];

beforeAll(async () => {
  recording = await startStatementRecordingApp(TEST_PRODUCTS_PER_BRAND);
  ({ db, app, statements } = recording);
}, 120_000);

afterAll(async () => recording?.close());

describe('a card checkout, counted in SQL statements', () => {
  it('InitiatePayment for a guest: 4 reads, the order number, the order with its stock and first attempt in one statement (no transaction), the close with the outcome in one; CompleteOrder reads once', async () => {
    const { browser } = await shopperWithBasket({ app, db, baseUrl: '', close: async () => undefined }, { pick: 11 });
    statements.length = 0;
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    expect(statements.filter((s) => s === 'BEGIN')).toHaveLength(0);
    expect(statements.filter((s) => s.startsWith('SELECT'))).toHaveLength(5); // lines, vouchers, delivery, details, and a block of 32 order numbers (this node's first order; the next 31 take none); a new order reads no open order and no attempts
    const placing = statements.filter((s) => s.includes('INSERT INTO orders'));
    expect(placing).toHaveLength(1);
    expect(placing[0]).toContain('UPDATE product_sizes p SET units_in_stock = p.units_in_stock - w.units'); // the stock, in the same statement
    expect(placing[0]).toContain('INSERT INTO payment_attempts'); // the first attempt, recorded before the gateway is called, in the same statement
    expect(statements).toHaveLength(7); // the 5 reads, place (with stock and first attempt), close (with the outcome of the attempt)
    expect(statements.at(-1)).toContain('UPDATE payment_attempts SET outcome'); // the answer saved in the close's statement

    statements.length = 0;
    const orderId = paid.json<{ additionalData: { orderId: string } }>().additionalData.orderId;
    const completed = await browser.get(`${PAY}/CompleteOrder?encryptedOrderId=${encodeURIComponent(orderId)}&status=3&isBasket=true`);
    expect(completed.statusCode).toBe(303);
    expect(statements).toHaveLength(1);
  }, 60_000);

  it('a guest buying a gift voucher by card: 4 reads, the place, and the close that also issues the code and saves the outcome (no transaction); the next 31 orders of the node take no order number statement', async () => {
    const voucher = seededCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'evoucher-giftcard')!;
    const { browser } = await shopperWithBasket({ app, db, baseUrl: '', close: async () => undefined }, { pick: 12 });
    const added = await browser.get(`/basket/api/add?${new URLSearchParams({
      productId: String(voucher.id), stockId: voucher.sizes[0]!.stockId, price: '25', cardType: voucher.giftCard!.cardTypes[0]!.id,
      recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy',
    })}`);
    expect(added.statusCode).toBe(200);
    statements.length = 0;
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    expect(statements.filter((s) => s === 'BEGIN' || s === 'COMMIT')).toHaveLength(0);
    expect(statements.filter((s) => s.startsWith('SELECT'))).toHaveLength(4); // lines, vouchers, delivery, details (the order number comes from the node's block)
    const closing = statements.at(-1)!;
    expect(closing).toContain('INSERT INTO gift_vouchers'); // the code issued in the close's statement
    expect(closing).toContain('UPDATE payment_attempts SET outcome');
    expect(statements).toHaveLength(6); // the 4 reads, place (with stock and first attempt), close (with the code and the outcome)
    const orderId = paid.json<{ additionalData: { orderId: string } }>().additionalData.orderId;
    const completed = await browser.get(`${PAY}/CompleteOrder?encryptedOrderId=${encodeURIComponent(orderId)}&status=3&isBasket=true`);
    expect(completed.statusCode).toBe(303);
    const issued = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_issued_vouchers');
    expect(issued.rows[0]!.n).toBe(1);
  }, 60_000);
});
