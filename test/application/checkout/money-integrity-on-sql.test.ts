import { fc } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { SandboxPaymentGateway } from '../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { ATTEMPT_UNANSWERED_AFTER_MS } from '../../../src/domain/orders/payment-reconciliation.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { PaymentNotification, PaymentOutcome } from '../../../src/ports/payment-gateway.port.js';
import { testCard } from '../../support/payment-gateway-contract.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';
import { shopOn } from './sql-checkout-kit.js';

/**
 * The money paths on both drivers with the payment sandbox (a full simulation of Adyen's test
 * environment) and real concurrency: separate connections on PostgreSQL, requests fired together.
 */

const GIFT = { stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: { priceMinor: 1000, cardType: 'classic', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: '', deliveryDate: '' } };
const DRESS = { stockId: 'FX-000110-12', quantity: 1, giftVoucher: null };
let owners = 0;
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: `money-${++owners}-${Math.random().toString(36).slice(2)}`, site: 'evans' });

async function sandboxShop(db: Database, clock = { at: new Date(), now() { return this.at; } }) {
  const gateway = new SandboxPaymentGateway({ hmacKey: 'c0ffee'.repeat(8), clock, deliver: async () => undefined, webhookDelayMs: 600_000 });
  return { ...(await shopOn(db, gateway, clock)), clock };
}

const VISA = testCard('4111111111111111');

/** Runs `test` on a fresh database of `driver` with the sandbox shop on it, and closes both after. */
async function withSandboxShop(driver: (typeof TEST_DRIVERS)[number], test: (shop: Awaited<ReturnType<typeof sandboxShop>>, db: Database) => Promise<void>): Promise<void> {
  const { db, dispose } = await driver.open();
  const shop = await sandboxShop(db);
  try {
    await test(shop, db);
  } finally {
    shop.gateway.close();
    await dispose();
  }
}
const count = async (db: Database, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

/** The threeDSResult a frictionless card's fingerprint action carries (what the browser posts back). */
const fingerprintResultOf = (outcome: PaymentOutcome): string =>
  (JSON.parse(Buffer.from(String(outcome.action!['token']), 'base64').toString('utf8')) as { threeDSResult: string }).threeDSResult;

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`money integrity on ${driver.name}`, () => {
    it('50 concurrent submits of one basket, 20 times: 20 paid orders, 20 charges at the sandbox, each gift voucher code issued once', async () => withSandboxShop(driver, async (shop, db) => {
      const answers: string[] = [];
      const paidIds: string[] = [];
      for (let round = 0; round < 20; round += 1) {
        const owner = guest();
        await shop.fill(owner, DRESS);
        await shop.fill(owner, GIFT);
        const burst = await Promise.all(Array.from({ length: 50 }, () => shop.pay(owner, VISA)));
        const orderIds = new Set(burst.flatMap((a) => (a.ok ? [a.value.order.id] : [])));
        expect(orderIds.size, `round ${round}`).toBe(1);
        for (const a of burst) answers.push(a.ok ? a.value.outcome.resultCode : a.error.code);
        paidIds.push(...orderIds);
      }
      const summary = Object.fromEntries([...new Set(answers)].map((code) => [code, answers.filter((a) => a === code).length]));
      console.log(`[${driver.name}] 20 bursts of 50 concurrent submits of one basket: answers ${JSON.stringify(summary)}`);
      expect(new Set(answers)).toEqual(new Set(answers.filter((a) => a === 'Authorised' || a === 'PAYMENT_IN_PROGRESS')));
      expect(await count(db, "SELECT count(*)::int AS n FROM orders WHERE status = 'paid' AND id = ANY($1)", [paidIds])).toBe(20);
      expect(await count(db, "SELECT count(*)::int AS n FROM orders WHERE owner_key LIKE 'g:money-%'")).toBe(20);
      expect(shop.gateway.chargeCount()).toBe(20);
      expect(await count(db, 'SELECT count(DISTINCT code)::int AS n FROM order_issued_vouchers WHERE order_id = ANY($1)', [paidIds])).toBe(20);
      expect(await count(db, 'SELECT count(*)::int AS n FROM order_issued_vouchers WHERE order_id = ANY($1)', [paidIds])).toBe(20);
    }), 240_000);

    it('2 concurrent submits (a double click) of 100 baskets: 100 orders, 100 charges', async () => withSandboxShop(driver, async (shop, db) => {
      const ids = new Set<string>();
      for (let i = 0; i < 100; i += 1) {
        const owner = guest();
        await shop.fill(owner, DRESS);
        const [a, b] = await Promise.all([shop.pay(owner, VISA), shop.pay(owner, VISA)]);
        for (const answer of [a!, b!]) {
          if (answer.ok) ids.add(answer.value.order.id);
          else expect(answer.error.code).toBe('PAYMENT_IN_PROGRESS');
        }
      }
      expect(ids.size).toBe(100);
      expect(shop.gateway.chargeCount()).toBe(100);
      expect(await count(db, "SELECT count(*)::int AS n FROM orders WHERE status = 'paid' AND id = ANY($1)", [[...ids]])).toBe(100);
    }), 240_000);

    it("a 3-D Secure result of one order posted for another is refused (409) and changes neither; its own order is paid by it", async () => withSandboxShop(driver, async (shop, db) => {
      const [a, b] = [guest(), guest()];
      await shop.fill(a, DRESS);
      await shop.fill(b, DRESS);
      await shop.fill(b, { ...DRESS, stockId: 'FX-000101-12' });
      const frictionless = testCard('5201281505129736');
      const [stepA, stepB] = [await shop.pay(a, frictionless), await shop.pay(b, frictionless)];
      if (!stepA.ok || !stepB.ok) throw new Error('no 3-D Secure step');
      expect([stepA.value.outcome.resultCode, stepB.value.outcome.resultCode]).toEqual(['IdentifyShopper', 'IdentifyShopper']);
      const stolen = { threeDSResult: fingerprintResultOf(stepA.value.outcome) };
      const snapshot = async () => [(await shop.orders.byId(stepA.value.order.id))!.status, (await shop.orders.byId(stepB.value.order.id))!.status, shop.gateway.chargeCount()];
      const before = await snapshot();
      expect(await shop.submitDetails.execute({ orderId: stepB.value.order.id, details: stolen, paymentData: null })).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
      expect(await snapshot()).toEqual(before);
      expect(await count(db, 'SELECT count(*)::int AS n FROM payment_attempts WHERE order_id = $1 AND outcome IS NULL', [stepB.value.order.id])).toBe(0);
      const own = await shop.submitDetails.execute({ orderId: stepA.value.order.id, details: stolen, paymentData: null });
      expect(own.ok && own.value.order.status).toBe('paid');
      expect((await shop.orders.byId(stepB.value.order.id))!.status).toBe('pending');
    }), DATABASE_START_TIMEOUT_MS);

    it('failure-then-success and success-after-expiry notifications in any interleaving: a paid order or a reversal, every time', async () => withSandboxShop(driver, async (shop, db) => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, soldOut) => {
          runs += 1;
          const owner = guest();
          await shop.fill(owner, DRESS);
          const step = await shop.pay(owner, testCard('4111111111111111', 'PENDING'));
          if (!step.ok) throw new Error(step.error.code);
          const order: Order = step.value.order;
          const item = (success: boolean): PaymentNotification => ({
            eventCode: 'AUTHORISATION', success, pspReference: step.value.outcome.pspReference!, merchantReference: order.reference, amount: order.total, reason: null, paymentMethod: 'visa',
          });
          const reversalsBefore = shop.gateway.reversalCount(order.reference);
          await Promise.all([
            s.schedule(Promise.resolve(), 'failure').then(() => shop.notifications.execute([item(false)])),
            s.schedule(Promise.resolve(), 'success').then(() => shop.notifications.execute([item(true)])),
            s.schedule(Promise.resolve(), 'expiry').then(async () => {
              if (soldOut) await db.query('UPDATE product_sizes SET units_in_stock = 0 WHERE stock_id = $1', [DRESS.stockId]);
              await db.query("UPDATE orders SET status = 'expired', closed_at = now() WHERE id = $1 AND status = 'pending'", [order.id]);
            }),
            s.waitAll(),
          ]);
          await db.query('UPDATE product_sizes SET units_in_stock = 500 WHERE stock_id = $1', [DRESS.stockId]);
          const status = (await shop.orders.byId(order.id))!.status;
          const reversed = shop.gateway.reversalCount(order.reference) - reversalsBefore;
          expect(status === 'paid' ? 0 : 1, `${status}, ${reversed} reversals`).toBe(reversed);
        }),
        { numRuns: 20 },
      );
      expect(runs).toBe(20);
    }), 240_000);
  });
}

const postgres = TEST_DRIVERS.find((d) => d.name === 'PostgreSQL')!;
describe.runIf(postgres.enabled)('a payment in flight when the database connections are cut', () => {
  it('the attempt is closed within a minute: a retry after ATTEMPT_UNANSWERED_AFTER_MS replays it under its key, charged once', async () => withSandboxShop(postgres, async (shop, db) => {
    const owner = guest();
    await shop.fill(owner, DRESS);
    // The card is charged, then every connection of the pool is cut before the answer is written (as a restart does).
    const pay = shop.gateway.pay.bind(shop.gateway);
    shop.gateway.pay = async (request) => {
      const answer = await pay(request);
      await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND usename = current_user');
      await db.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      return answer;
    };
    await expect(shop.pay(owner, VISA)).rejects.toThrow();
    shop.gateway.pay = pay;
    // The pool fails fast for a moment after a connection error, then connects again.
    await vi.waitFor(() => db.query('SELECT 1'), { timeout: 10_000, interval: 50 });
    expect(await count(db, "SELECT count(*)::int AS n FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.owner_key = $1 AND a.outcome IS NULL", [`g:${owner.kind === 'guest' ? owner.sessionId : ''}@evans`])).toBe(1);
    shop.clock.at = new Date(shop.clock.at.getTime() + 15_000);
    expect(await shop.pay(owner, VISA)).toEqual({ ok: false, error: { code: 'PAYMENT_IN_PROGRESS' } });
    shop.clock.at = new Date(shop.clock.at.getTime() + ATTEMPT_UNANSWERED_AFTER_MS);
    const replayed = await shop.pay(owner, VISA);
    expect(replayed.ok && replayed.value.order.status).toBe('paid');
    expect(shop.gateway.chargeCount()).toBe(1);
  }), DATABASE_START_TIMEOUT_MS);
});
