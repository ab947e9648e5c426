import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { SandboxPayPalOrders } from '../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { AwardLoyaltyPoints } from '../../../../src/application/loyalty/award-loyalty-points.use-case.js';
import { CloseOrder } from '../../../../src/application/checkout/close-order.js';
import { CompletePaidOrder } from '../../../../src/application/checkout/complete-paid-order.use-case.js';
import { paymentIdempotencyKey } from '../../../../src/domain/orders/payment-idempotency-key.js';
import { CapturePayPalOrder } from '../../../../src/application/checkout/paypal/capture-paypal-order.use-case.js';
import { HandlePayPalWebhook } from '../../../../src/application/checkout/paypal/handle-paypal-webhook.use-case.js';
import { intentFor, payPalDigest, savePayPalAttempt } from '../../../../src/application/checkout/paypal/paypal-attempts.js';
import { SqlOrderPayments } from '../../../../src/adapters/persistence/sql-order-payments.js';
import { SqlSandboxPayPalStore } from '../../../../src/adapters/persistence/sql-paypal-sandbox-store.js';
import { OrderReturnEmails } from '../../../../src/adapters/providers/email/order-return-emails.js';
import { RefundIssuedEmail } from '../../../../src/application/orders/refund-issued-email.js';
import { SettlePaymentModification } from '../../../../src/application/orders/settle-payment-modification.use-case.js';
import { TakeBackRefundedBenefits } from '../../../../src/application/orders/take-back-refunded-benefits.js';
import type { CaptureMode } from '../../../../src/domain/orders/payment-ledger.js';

import type { Order } from '../../../../src/domain/orders/order.js';
import { ownerKeyOf, type BasketOwner } from '../../../../src/domain/accounts/basket-owner.js';
import type { OutgoingEmail } from '../../../../src/ports/email-sender.port.js';
import type { PayPalOrder, PayPalWebhookDelivery } from '../../../../src/ports/paypal-orders.port.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { TEST_DRIVERS, type TestDatabase } from '../../../support/test-databases.js';
import { randomIds } from '../orders-test-kit.js';

const NOW = new Date('2026-03-01T10:00:00Z');
const eventType = (d: PayPalWebhookDelivery): string => (d.event as { event_type: string }).event_type;

/**
 * The PayPal use cases over SQL orders on one database, the PayPal sandbox (its orders in that
 * database, as a cluster keeps them), its webhooks collected; the site captures as `mode` says
 * (a paid order's ledger opens with it), and the captures of authorizations settle on the SQL ledger.
 */
async function webhookKit(database: TestDatabase, mode: CaptureMode = 'automatic') {
  const { db } = database;
  const orders = new SqlOrders(db);
  const clock = { now: () => NOW };
  const sent: OutgoingEmail[] = [];
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const problemLog = { report: (event: string, details: Record<string, unknown>) => void problems.push({ event, details }) };
  const emails = { confirmation: (order: Order): OutgoingEmail => ({ to: order.details.email, from: 'shop@example.com', subject: order.reference, text: order.reference, html: `<p>${order.reference}</p>` }) };
  const mailer = { send: async (email: OutgoingEmail) => void sent.push(email) };
  const completePaid = new CompletePaidOrder(emails, mailer, problemLog, new AwardLoyaltyPoints({ addPoints: async (_id: number, points: number) => points }));
  const closeOrder = new CloseOrder(orders, randomIds(), completePaid, clock, () => mode);
  const notified: PayPalWebhookDelivery[] = [];
  const sandbox = new SandboxPayPalOrders((id) => `/payment-sandbox/paypal?token=${id}`, { notify: (d) => void notified.push(d) }, new SqlSandboxPayPalStore(db));
  const payments = new SqlOrderPayments(db);
  const settleModification = new SettlePaymentModification(
    payments, clock, new TakeBackRefundedBenefits(orders), new RefundIssuedEmail(orders, new OrderReturnEmails('shop@example.com'), mailer, problemLog),
  );
  const capture = new CapturePayPalOrder(orders, sandbox, closeOrder, problemLog, clock, () => mode);
  const handle = new HandlePayPalWebhook(orders, sandbox, closeOrder, problemLog, clock, () => mode, settleModification);
  /** What the webhook route does: verify through the port, then handle. */
  const deliver = async (delivery: PayPalWebhookDelivery) => {
    const verified = await sandbox.verifyWebhook(delivery);
    if (!verified.ok) return verified;
    return handle.execute(verified.value);
  };
  const stockOf = async (stockId: string) => (await db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;
  /** A guest's pending order of one line and the PayPal order for it (as CreatePayPalOrder leaves them). */
  const start = async () => {
    const stockId = `PP-${randomUUID().slice(0, 8)}`;
    await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 5, 0)", [stockId]);
    const owner: BasketOwner = { kind: 'guest', sessionId: randomUUID(), site: 'evans' };
    // An order is placed from what the basket holds.
    await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, 1, now())', [randomUUID(), ownerKeyOf(owner), stockId]);
    const id = randomUUID();
    const placed = await orders.place(id, `EV-${await orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stockId, 1)]), NOW);
    if (!placed.ok) throw new Error(placed.error.code);
    const order = placed.value;
    const key = paymentIdempotencyKey(order.id, 1);
    await orders.recordAttempt(order.id, key, NOW);
    const intent = intentFor(mode);
    const created = await sandbox.create({ reference: order.reference, amount: order.total, returnUrl: '/r', cancelUrl: '/c', requestId: key, intent });
    if (!created.ok) throw new Error(created.error.code);
    await savePayPalAttempt(orders, { idempotencyKey: key, payPalOrderId: created.value.id, intent, captureTries: 0, requestDigest: payPalDigest(order.total, intent) });
    return { order, owner, stockId, payPalOrderId: created.value.id, ref: { owner, reference: order.reference, payPalOrderId: created.value.id } };
  };
  return { db, orders, payments, closeOrder, sandbox, notified, sent, problems, capture, handle, deliver, start, stockOf };
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`PayPal webhooks on ${driver.name}`, () => {
    let database: TestDatabase;
    let k: Awaited<ReturnType<typeof webhookKit>>;
    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.db);
      await database.db.query(
        `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
         VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
      );
      k = await webhookKit(database);
    }, 60_000);
    afterAll(async () => database?.dispose());

    const statusOf = async (id: string) => (await k.orders.byId(id))!.status;
    const payPalOrder = async (id: string): Promise<PayPalOrder> => {
      const read = await k.sandbox.get(id);
      if (!read.ok) throw new Error(read.error.code);
      return read.value;
    };

    it('CHECKOUT.ORDER.APPROVED without the browser: the server captures and completes the order once; a replay changes nothing', async () => {
      const { order, payPalOrderId, stockId } = await k.start();
      const from = k.notified.length;
      const captures = k.sandbox.capturedCount();
      const mails = k.sent.length;
      await k.sandbox.approve(payPalOrderId, 'balance');
      const approved = k.notified.slice(from).find((d) => eventType(d) === 'CHECKOUT.ORDER.APPROVED')!;
      expect(await k.deliver(approved)).toEqual({ ok: true, value: 'paid' });
      expect(await statusOf(order.id)).toBe('paid');
      expect((await k.orders.byId(order.id))!.paymentMethod).toBe('paypal');
      expect(k.sandbox.capturedCount()).toBe(captures + 1);
      expect(await k.stockOf(stockId)).toBe(4);
      const completed = k.notified.slice(from).find((d) => eventType(d) === 'PAYMENT.CAPTURE.COMPLETED')!;
      expect(await k.deliver(approved)).toEqual({ ok: true, value: 'ignored' });
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'ignored' });
      expect(k.sandbox.capturedCount()).toBe(captures + 1);
      expect(k.sent.length).toBe(mails + 1);
    });

    it('PAYMENT.CAPTURE.COMPLETED completes an order whose capture answer never reached the browser', async () => {
      const { order, payPalOrderId } = await k.start();
      const from = k.notified.length;
      await k.sandbox.approve(payPalOrderId, 'balance');
      // The browser's capture went through at PayPal; its answer was lost.
      await k.sandbox.capture(payPalOrderId, 'lost-answer');
      expect(await statusOf(order.id)).toBe('pending');
      const completed = k.notified.slice(from).find((d) => eventType(d) === 'PAYMENT.CAPTURE.COMPLETED')!;
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'paid' });
      expect(await statusOf(order.id)).toBe('paid');
    });

    it('PAYMENT.CAPTURE.DENIED releases the pending order (stock back); a paid order is not touched; unknown orders and other events are ignored', async () => {
      const { order, payPalOrderId, stockId } = await k.start();
      const denied = k.sandbox.signedWebhook('PAYMENT.CAPTURE.DENIED', await payPalOrder(payPalOrderId));
      expect(await k.deliver(denied)).toEqual({ ok: true, value: 'released' });
      expect(await statusOf(order.id)).toBe('refused');
      expect(await k.stockOf(stockId)).toBe(5);
      expect(await k.deliver(denied)).toEqual({ ok: true, value: 'ignored' });

      const paid = await k.start();
      await k.sandbox.approve(paid.payPalOrderId, 'balance');
      await k.capture.execute(paid.ref);
      const late = k.sandbox.signedWebhook('PAYMENT.CAPTURE.DENIED', await payPalOrder(paid.payPalOrderId));
      expect(await k.deliver(late)).toEqual({ ok: true, value: 'ignored' });
      expect(await statusOf(paid.order.id)).toBe('paid');

      const stranger = await k.start();
      const strangerOrder = await payPalOrder(stranger.payPalOrderId);
      expect(await k.deliver(k.sandbox.signedWebhook('PAYMENT.CAPTURE.DENIED', { ...strangerOrder, reference: 'EV-9999999' }))).toEqual({ ok: true, value: 'ignored' });
      expect(await k.deliver(k.sandbox.signedWebhook('PAYMENT.CAPTURE.DENIED', { ...strangerOrder, id: 'AAAAAAAAAAAAAAAAA' }))).toEqual({ ok: true, value: 'ignored' });
      expect(await k.deliver(k.sandbox.signEvent({ id: 'WH-1', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }))).toEqual({ ok: true, value: 'ignored' });
      expect(await statusOf(stranger.order.id)).toBe('pending');
    });

    it('PAYMENT.CAPTURE.COMPLETED for an order that expired before the capture reached it: refunded once through PayPal, recorded in the order\'s history', async () => {
      const { order, payPalOrderId, stockId } = await k.start();
      const from = k.notified.length;
      const refunds = k.sandbox.refundedCount();
      await k.sandbox.approve(payPalOrderId, 'balance');
      await k.sandbox.capture(payPalOrderId, 'lost-answer');
      await k.closeOrder.execute(order.id, 'expired', null, null);
      const completed = k.notified.slice(from).find((d) => eventType(d) === 'PAYMENT.CAPTURE.COMPLETED')!;
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'refunded' });
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'refunded' });
      expect(k.sandbox.refundedCount()).toBe(refunds + 1);
      const captureId = (await payPalOrder(payPalOrderId)).captureId;
      expect(await k.orders.historyOf(order.id)).toEqual([{
        kind: 'payment-reversal-requested', at: NOW,
        detail: { provider: 'paypal', payPalOrderId, captureId, amount: order.total, reason: 'ORDER_CLOSED', refundId: expect.stringMatching(/^[A-Z0-9]{17}$/), refundStatus: 'COMPLETED' },
      }]);
      expect(await statusOf(order.id)).toBe('expired');
      expect(await k.stockOf(stockId)).toBe(5);
    });

    it('a PayPal webhook sent a year ago is not verified and changes nothing', async () => {
      const { order, payPalOrderId } = await k.start();
      await k.sandbox.approve(payPalOrderId, 'balance');
      const approved = k.sandbox.signedWebhook('CHECKOUT.ORDER.APPROVED', await payPalOrder(payPalOrderId));
      const yearOld = k.sandbox.signEvent(approved.event, new Date(Date.now() - 365 * 24 * 3_600_000));
      expect(await k.deliver(yearOld)).toEqual({ ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } });
      expect(await statusOf(order.id)).toBe('pending');
    });

    it('an unverified webhook changes nothing', async () => {
      const { order, payPalOrderId } = await k.start();
      const strangerSandbox = new SandboxPayPalOrders((id) => `/x?token=${id}`);
      expect(await k.deliver(strangerSandbox.signedWebhook('PAYMENT.CAPTURE.DENIED', await payPalOrder(payPalOrderId)))).toEqual({ ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } });
      expect(await statusOf(order.id)).toBe('pending');
    });

    it('the browser capture and the webhooks (approved, completed, replays) in any interleaving: paid exactly once, captured once, one email', async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), async (s, browserCaptures, approvedDeliveries, completedDeliveries) => {
          runs += 1;
          const { order, payPalOrderId, ref, stockId } = await k.start();
          const from = k.notified.length;
          const captures = k.sandbox.capturedCount();
          const mails = k.sent.length;
          await k.sandbox.approve(payPalOrderId, 'balance');
          const approved = k.notified.slice(from).find((d) => eventType(d) === 'CHECKOUT.ORDER.APPROVED')!;
          /** PayPal's PAYMENT.CAPTURE.COMPLETED once a capture happened (before that there is none to deliver). */
          const deliverCompleted = async () => {
            const completed = k.notified.slice(from).find((d) => eventType(d) === 'PAYMENT.CAPTURE.COMPLETED');
            return completed === undefined ? null : k.deliver(completed);
          };
          const calls: Promise<unknown>[] = [
            ...Array.from({ length: browserCaptures }, () => s.schedule(Promise.resolve()).then(() => k.capture.execute(ref))),
            ...Array.from({ length: approvedDeliveries }, () => s.schedule(Promise.resolve()).then(() => k.deliver(approved))),
            ...Array.from({ length: completedDeliveries }, () => s.schedule(Promise.resolve()).then(deliverCompleted)),
          ];
          const answers = await s.waitFor(Promise.all(calls));
          for (const answer of answers) {
            if (answer === null) continue;
            const a = answer as { ok: boolean; value?: unknown; error?: { code: string } };
            // No caller sees a failure: each either completed the order or found it completed.
            expect(a.ok ? 'ok' : a.error!.code).toBe('ok');
          }
          expect(await statusOf(order.id)).toBe('paid');
          expect(k.sandbox.capturedCount()).toBe(captures + 1);
          expect(k.sent.length).toBe(mails + 1);
          expect(await k.stockOf(stockId)).toBe(4);
          expect((await k.orders.byId(order.id))!.pspReference).toEqual(expect.stringMatching(/^[A-Z0-9]{17}$/));
        }),
        { numRuns: 25 },
      );
      console.log(`${runs} random interleavings of the browser capture (0 to 2) and PayPal's webhooks (approved 1 to 3, completed 0 to 2) on ${driver.name}: each order paid and captured exactly once`);
    }, 120_000);
  });

  describe.runIf(driver.enabled)(`PayPal on a manual-capture site on ${driver.name}`, () => {
    let database: TestDatabase;
    let k: Awaited<ReturnType<typeof webhookKit>>;
    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.db);
      await database.db.query(
        `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
         VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
      );
      k = await webhookKit(database, 'manual');
    }, 60_000);
    afterAll(async () => database?.dispose());

    const authorizationsOf = (from: number, payPalOrderId: string) =>
      k.notified.slice(from).filter((d) => eventType(d) === 'PAYMENT.AUTHORIZATION.CREATED'
        && (d.event as { resource: { supplementary_data: { related_ids: { order_id: string } } } }).resource.supplementary_data.related_ids.order_id === payPalOrderId);

    it('the browser\'s return and CHECKOUT.ORDER.APPROVED fired together (separate connections): authorised once, paid once with the authorization, its ledger authorised and not captured', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { order, payPalOrderId, ref, stockId } = await k.start();
        const from = k.notified.length;
        const mails = k.sent.length;
        await k.sandbox.approve(payPalOrderId, 'balance');
        const approved = k.notified.slice(from).find((d) => eventType(d) === 'CHECKOUT.ORDER.APPROVED')!;
        const [returned, webhook, again] = await Promise.all([k.capture.execute(ref), k.deliver(approved), k.deliver(approved)]);
        expect(returned).toMatchObject({ ok: true, value: { status: 'paid' } });
        expect(webhook.ok && again.ok).toBe(true);
        const authorised = await k.sandbox.get(payPalOrderId);
        const authorizationId = authorised.ok ? authorised.value.authorizationId : null;
        expect(authorizationId).toMatch(/^[A-Z0-9]{17}$/);
        expect(authorizationsOf(from, payPalOrderId)).toHaveLength(1);
        const paid = (await k.orders.byId(order.id))!;
        expect([paid.status, paid.paymentMethod, paid.pspReference]).toEqual(['paid', 'paypal', authorizationId]);
        expect(k.sent.length).toBe(mails + 1);
        expect(await k.stockOf(stockId)).toBe(4);
        expect(await k.payments.ledgerOf(order.id, 'manual')).toMatchObject({ authorisedMinor: order.total.amountMinor, capturedMinor: 0 });
        const events = await k.db.query<{ type: string }>('SELECT type FROM order_events WHERE order_id = $1 ORDER BY sequence', [order.id]);
        expect(events.rows.filter((e) => e.type === 'order.paid')).toHaveLength(1);
      }
      expect(k.sandbox.capturedCount()).toBe(0);
    }, 60_000);

    it('a PENDING capture of the authorization (asked by a dispatch) is settled by PAYMENT.CAPTURE.COMPLETED, once; DENIED takes a settled one back', async () => {
      const { order, payPalOrderId, ref } = await k.start();
      await k.sandbox.approve(payPalOrderId, 'balance');
      await k.capture.execute(ref);
      const ledgerBefore = await k.payments.ledgerOf(order.id, 'manual');
      const requested = await k.payments.request({
        id: randomUUID(), orderId: order.id, kind: 'capture', amount: { amountMinor: 1000, currency: order.total.currency }, lines: [], delivery: false,
        idempotencyKey: `dispatch-${randomUUID()}`, requestedBy: 'operator:1', requestedAt: NOW,
      });
      if (requested.kind !== 'requested') throw new Error(requested.kind);
      const authorised = await k.sandbox.get(payPalOrderId);
      const from = k.notified.length;
      const taken = await k.sandbox.captureAuthorization(authorised.ok ? authorised.value.authorizationId! : '', {
        amount: { amountMinor: 1000, currency: order.total.currency }, finalCapture: false, requestId: requested.modification.id, invoiceId: order.reference,
      });
      if (!taken.ok) throw new Error('not captured');
      // PayPal answered PENDING: the capture stays asked, holding its money, until PayPal's webhook.
      await k.payments.taken(requested.modification.id, taken.value.id);
      expect(await k.payments.ledgerOf(order.id, 'manual')).toMatchObject({ capturedMinor: ledgerBefore!.capturedMinor, captureReservedMinor: 1000 });
      const completed = k.notified.slice(from).find((d) => eventType(d) === 'PAYMENT.CAPTURE.COMPLETED')!;
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'capture-settled' });
      expect(await k.deliver(completed)).toEqual({ ok: true, value: 'ignored' });
      expect(await k.payments.ledgerOf(order.id, 'manual')).toMatchObject({ capturedMinor: 1000, captureReservedMinor: 0 });
      const denied = k.sandbox.signEvent({ ...(completed.event as Record<string, unknown>), id: `WH-${randomUUID()}`, event_type: 'PAYMENT.CAPTURE.DENIED' });
      expect(await k.deliver(denied)).toEqual({ ok: true, value: 'capture-settled' });
      expect(await k.payments.ledgerOf(order.id, 'manual')).toMatchObject({ capturedMinor: 0 });
      expect((await k.orders.byId(order.id))!.status).toBe('paid');
    });
  });
}
