import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderFulfilment } from '../../../../src/adapters/persistence/sql-order-fulfilment.js';
import { SqlOrderPayments } from '../../../../src/adapters/persistence/sql-order-payments.js';
import { SqlOrders, type StockMove } from '../../../../src/adapters/persistence/sql-orders.js';
import { CloseOrder } from '../../../../src/application/checkout/close-order.js';
import type { CompletePaidOrder } from '../../../../src/application/checkout/complete-paid-order.use-case.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import type { PaymentModificationKind } from '../../../../src/domain/orders/payment-modification.js';
import type { NewPaymentModification } from '../../../../src/ports/order-payments.port.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { newCancellation } from '../../../support/new-cancellation.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL, TEST_DRIVERS, type TestDatabase } from '../../../support/test-databases.js';

/** A paid order of `totalMinor` pence (no lines: the ledger reads the order's total only). */
async function paidOrder(db: Database, totalMinor: number, status = 'paid'): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
     VALUES ($1, $2, $3, 'evans', $4, 'GBP', $5, '{}', 'visa', 'PSP-PAID', now(), CASE WHEN $4 = 'pending' THEN NULL ELSE now() END)`,
    [id, `EV-${id.slice(0, 8)}`, `g:${id}`, status, totalMinor],
  );
  return id;
}

const modification = (orderId: string, kind: PaymentModificationKind, amountMinor: number, key = randomUUID()): NewPaymentModification => ({
  id: randomUUID(), orderId, kind, amount: { amountMinor, currency: 'GBP' }, lines: [], delivery: false, idempotencyKey: key,
  requestedBy: 'operator:1', requestedAt: new Date(),
});

const eventsOf = async (db: Database, orderId: string) =>
  (await db.query<{ type: string; data: Record<string, unknown> }>('SELECT type, data FROM order_events WHERE order_id = $1 ORDER BY sequence', [orderId])).rows;

for (const driver of TEST_DRIVERS) {
  describe.skipIf(!driver.enabled)(`SqlOrderPayments on ${driver.name}`, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    let opened: TestDatabase | null = null;
    afterEach(async () => {
      await opened?.dispose();
      opened = null;
    });
    const open = async () => {
      opened = await driver.open();
      await migrate(opened.db);
      return { db: opened.db, payments: new SqlOrderPayments(opened.db) };
    };

    test('opens the ledger from a paid order only: captured whole with automatic capture, nothing with manual', async () => {
      const { db, payments } = await open();
      const automatic = await paidOrder(db, 5000);
      expect(await payments.ledgerOf(automatic, 'automatic')).toEqual({
        currency: 'GBP', authorisedMinor: 5000, capturedMinor: 5000, captureReservedMinor: 0, refundedMinor: 0, refundReservedMinor: 0, releasedMinor: 0,
        releaseReservedMinor: 0, cancellation: 'none',
      });
      // Opened once: a later change of the site's mode does not rewrite it.
      expect(await payments.ledgerOf(automatic, 'manual')).toMatchObject({ capturedMinor: 5000 });
      expect(await payments.ledgerOf(await paidOrder(db, 5000), 'manual')).toMatchObject({ capturedMinor: 0 });
      expect(await payments.ledgerOf(await paidOrder(db, 5000, 'pending'), 'automatic')).toBeNull();
    });

    test('the ledger opens when the order is paid, in the paid close, with the capture mode of that moment; a later change of the site changes nothing', async () => {
      const { db, payments } = await open();
      await db.query(
        `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
         VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
      );
      await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('S1', 1, '12', 10, 0)");
      const orders = new SqlOrders(db);
      // The site captures by hand when the orders are paid; PayPal captures at payment whatever the site.
      let siteMode: 'manual' | 'automatic' = 'manual';
      const close = new CloseOrder(orders, { next: () => randomUUID() }, { execute: async () => ({ emailSent: true }) } as unknown as CompletePaidOrder, { now: () => new Date() },
        (_site, method) => (method === 'paypal' ? 'automatic' : siteMode));
      const paidWith = async (method: string) => {
        const owner = { kind: 'guest' as const, sessionId: randomUUID(), site: 'evans' };
        await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, 'S1', 1, now())", [randomUUID(), ownerKeyOf(owner)]);
        const id = randomUUID();
        expect((await orders.place(id, `EV-${id.slice(0, 6)}`, orderSnapshot(owner, [orderLine('S1', 1)]), new Date())).ok).toBe(true);
        expect(await close.execute(id, 'paid', method, `PSP-${id}`)).toBe(true);
        return id;
      };
      const card = await paidWith('visa');
      const payPal = await paidWith('paypal');
      const ledgers = async (ids: string[]) => (await db.query<{ order_id: string; captured_minor: number; authorised_minor: number }>(
        'SELECT order_id, authorised_minor, captured_minor FROM order_payments WHERE order_id = ANY($1::text[]) ORDER BY authorised_minor, captured_minor', [ids])).rows;
      // £25.00 + £3.95 delivery, opened before any money action asks for it.
      expect(await ledgers([card, payPal])).toEqual([
        { order_id: card, authorised_minor: 2895, captured_minor: 0 }, { order_id: payPal, authorised_minor: 2895, captured_minor: 2895 },
      ]);
      siteMode = 'automatic';
      expect(await payments.ledgerOf(card, 'automatic')).toMatchObject({ capturedMinor: 0 });
      // An order closed unpaid and then completed by a late payment opens it as it is paid.
      const late = await paidWith('visa');
      expect(await ledgers([late])).toEqual([{ order_id: late, authorised_minor: 2895, captured_minor: 2895 }]);
      const unpaid = randomUUID();
      const owner = { kind: 'guest' as const, sessionId: randomUUID(), site: 'evans' };
      await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, 'S1', 1, now())", [randomUUID(), ownerKeyOf(owner)]);
      expect((await orders.place(unpaid, 'EV-LATE', orderSnapshot(owner, [orderLine('S1', 1)]), new Date())).ok).toBe(true);
      expect(await close.execute(unpaid, 'expired', null, null)).toBe(true);
      expect(await ledgers([unpaid])).toEqual([]);
      siteMode = 'manual';
      expect(await close.reopenPaid((await orders.byId(unpaid))!, 'visa', 'PSP-LATE')).toMatchObject({ status: 'paid' });
      expect(await ledgers([unpaid])).toEqual([{ order_id: unpaid, authorised_minor: 2895, captured_minor: 0 }]);
    });

    test('a refund reserves its amount, its REFUND moves it to refunded with an order.refunded event, a replay changes nothing', async () => {
      const { db, payments } = await open();
      const orderId = await paidOrder(db, 5000);
      await payments.ledgerOf(orderId, 'automatic');
      const asked = modification(orderId, 'refund', 2000);
      const requested = await payments.request(asked);
      expect(requested).toMatchObject({ kind: 'requested', modification: { id: asked.id, state: 'requested', amount: { amountMinor: 2000, currency: 'GBP' } } });
      expect(await payments.ledgerOf(orderId, 'automatic')).toMatchObject({ refundReservedMinor: 2000, refundedMinor: 0 });
      expect(await payments.request({ ...asked, id: randomUUID() })).toMatchObject({ kind: 'repeated', modification: { id: asked.id } });
      await payments.taken(asked.id, 'PSP-REFUND-1');
      const reference = { id: 'not-our-id', providerReference: 'PSP-REFUND-1', kind: 'refund' as const };
      const settled = await payments.settle(reference, { succeeded: true, reason: null }, new Date());
      expect(settled).toMatchObject({ modification: { state: 'succeeded', providerReference: 'PSP-REFUND-1' }, ledger: { refundedMinor: 2000, refundReservedMinor: 0 } });
      expect(await payments.settle(reference, { succeeded: true, reason: null }, new Date())).toBeNull();
      expect(await payments.settle({ ...reference, kind: 'capture' }, { succeeded: false, reason: 'x' }, new Date())).toBeNull();
      expect(await eventsOf(db, orderId)).toEqual([{
        type: 'order.refunded',
        data: expect.objectContaining({ data: { modificationId: asked.id, amount: { amountMinor: 2000, currency: 'GBP' }, lines: [], delivery: false, providerReference: 'PSP-REFUND-1' } }),
      }]);
      // REFUND_FAILED after the REFUND: the money is no longer counted as refunded.
      expect(await payments.settle(reference, { succeeded: false, reason: 'Refund failed' }, new Date())).toMatchObject({ modification: { state: 'failed' }, ledger: { refundedMinor: 0 } });
      expect(await payments.find(reference)).toMatchObject({ id: asked.id, state: 'failed' });
      expect(await payments.find({ ...reference, providerReference: 'OTHER', id: 'OTHER' })).toBeNull();
    });

    test('a refund\'s take-back is written with its success, once however many deliveries of its webhook arrive together', async () => {
      const { db, payments } = await open();
      const orderId = await paidOrder(db, 5000);
      await payments.ledgerOf(orderId, 'automatic');
      const { rows } = await db.query<{ id: number }>("INSERT INTO shoppers (email, name, password_hash, created_at) VALUES ($1, 'Jo', 'x', now()) RETURNING id", [`${orderId}@example.com`]);
      const shopperId = rows[0]!.id;
      await db.query('INSERT INTO loyalty_accounts (shopper_id, points) VALUES ($1, 100)', [shopperId]);
      const code = `GV${orderId.slice(0, 8).toUpperCase()}`;
      await db.query("INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, 2000, 'GBP', now())", [code]);
      const refund = modification(orderId, 'refund', 3000);
      await payments.request(refund);
      const takeBack = { vouchers: [{ codes: [code], value: { amountMinor: 2000, currency: 'GBP' }, atMost: 1 }], points: 30, shopperId };
      const reference = { id: refund.id, providerReference: 'PSP-R', kind: 'refund' as const };
      const settled = await Promise.all(Array.from({ length: 8 }, () => payments.settle(reference, { succeeded: true, reason: null }, new Date(), takeBack)));
      expect(settled.filter((x) => x !== null)).toEqual([expect.objectContaining({ takenBack: { cancelledCodes: [code], points: 30 } })]);
      expect((await db.query<{ points: number }>('SELECT points FROM loyalty_accounts WHERE shopper_id = $1', [shopperId])).rows).toEqual([{ points: 70 }]);
      expect((await db.query<{ balance_minor: number }>('SELECT balance_minor FROM gift_vouchers WHERE code = $1', [code])).rows).toEqual([{ balance_minor: 0 }]);
      expect(await payments.ledgerOf(orderId, 'automatic')).toMatchObject({ refundedMinor: 3000, refundReservedMinor: 0 });
    });

    test('a failed refund releases its reservation; a refund over what is left is refused and records nothing', async () => {
      const { db, payments } = await open();
      const orderId = await paidOrder(db, 3000);
      await payments.ledgerOf(orderId, 'automatic');
      const first = modification(orderId, 'refund', 2500);
      await payments.request(first);
      const over = await payments.request(modification(orderId, 'refund', 501));
      expect(over).toEqual({ kind: 'refused', ledger: expect.objectContaining({ capturedMinor: 3000, refundReservedMinor: 2500 }) });
      expect(await payments.settle({ id: first.id, providerReference: '', kind: 'refund' }, { succeeded: false, reason: 'REFUND_FAILED' }, new Date()))
        .toMatchObject({ modification: { state: 'failed', failureReason: 'REFUND_FAILED' }, ledger: { refundReservedMinor: 0, refundedMinor: 0 } });
      expect((await payments.request(modification(orderId, 'refund', 3000))).kind).toBe('requested');
      expect((await payments.modificationsOf(orderId)).map((m) => [m.amount.amountMinor, m.state])).toEqual([[2500, 'failed'], [3000, 'requested']]);
      expect(await eventsOf(db, orderId)).toEqual([]);
    });

    test('captures never beyond the authorisation; a cancel only while nothing is captured, and nothing captures after it', async () => {
      const { db, payments } = await open();
      const orderId = await paidOrder(db, 4000);
      await payments.ledgerOf(orderId, 'manual');
      const capture = modification(orderId, 'capture', 1500);
      expect((await payments.request(capture)).kind).toBe('requested');
      expect((await payments.request(modification(orderId, 'capture', 2501))).kind).toBe('refused');
      expect((await payments.request(modification(orderId, 'cancel', 4000))).kind).toBe('refused');
      expect((await payments.request(modification(orderId, 'refund', 1))).kind).toBe('refused');
      expect(await payments.settle({ id: capture.id, providerReference: '', kind: 'capture' }, { succeeded: true, reason: null }, new Date()))
        .toMatchObject({ ledger: { capturedMinor: 1500, captureReservedMinor: 0 } });
      expect(await eventsOf(db, orderId)).toMatchObject([{ type: 'order.captured' }]);

      const uncaptured = await paidOrder(db, 4000);
      await payments.ledgerOf(uncaptured, 'manual');
      const cancel = modification(uncaptured, 'cancel', 4000);
      expect((await payments.request(cancel)).kind).toBe('requested');
      expect((await payments.request(modification(uncaptured, 'capture', 100))).kind).toBe('refused');
      expect(await payments.settle({ id: cancel.id, providerReference: '', kind: 'cancel' }, { succeeded: false, reason: 'Payment already captured' }, new Date()))
        .toMatchObject({ ledger: { cancellation: 'none' } });
      const again = modification(uncaptured, 'cancel', 4000);
      await payments.request(again);
      expect(await payments.settle({ id: again.id, providerReference: '', kind: 'cancel' }, { succeeded: true, reason: null }, new Date()))
        .toMatchObject({ ledger: { cancellation: 'cancelled' } });
      expect((await payments.request(modification(uncaptured, 'capture', 100))).kind).toBe('refused');
      expect(await eventsOf(db, uncaptured)).toMatchObject([{ type: 'order.cancelled', data: { data: { reason: 'payment_cancelled', amount: { amountMinor: 4000 } } } }]);
    });
  });
}

/** 50 refunds of one order fired together: what they reserve never exceeds what was captured. */
async function fiftyRefundsAtOnce(db: Database): Promise<void> {
  const payments = new SqlOrderPayments(db);
  const orderId = await paidOrder(db, 10_000);
  await payments.ledgerOf(orderId, 'automatic');
  // 50 x £7.00 against £100.00 captured: at most 14 can have the money.
  const answers = await Promise.all(Array.from({ length: 50 }, () => payments.request(modification(orderId, 'refund', 700))));
  const requested = answers.filter((a) => a.kind === 'requested');
  expect(requested).toHaveLength(14);
  expect(answers.filter((a) => a.kind === 'refused')).toHaveLength(36);
  await Promise.all(requested.map((a) => payments.settle({ id: a.modification.id, providerReference: '', kind: 'refund' }, { succeeded: true, reason: null }, new Date())));
  const ledger = await payments.ledgerOf(orderId, 'automatic');
  expect(ledger).toMatchObject({ refundedMinor: 9800, refundReservedMinor: 0 });
  expect(ledger!.refundedMinor).toBeLessThanOrEqual(ledger!.capturedMinor);
}

describe('50 concurrent refunds of one order', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test('on PGlite', async () => {
    const opened = await TEST_DRIVERS[0].open();
    try {
      await migrate(opened.db);
      await fiftyRefundsAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });

  test.skipIf(TEST_DATABASE_URL === '')('on PostgreSQL, each on its own connection', async () => {
    const opened = await openTestPostgres(TEST_DATABASE_URL, 50);
    try {
      await migrate(opened.db);
      // Every connection opened first, so the 50 statements really run at once.
      await Promise.all(Array.from({ length: 50 }, () => opened.db.transaction(async (tx) => tx.query('SELECT pg_sleep(0.05)'))));
      await fiftyRefundsAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });
});

/**
 * A paid order of 2 x S1 and 1 x S2 (one S1 dispatched, whose capture failed, so nothing is
 * captured) whose whole payment is cancelled: its CANCELLATION delivered six times at once while
 * an operator cancels the S2 line. The order ends cancelled, each unit not dispatched back in
 * stock once, and nothing of it can be dispatched after.
 */
async function paymentCancelledAtOnce(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
  await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('S1', 1, '12', 10, 0), ('S2', 1, '14', 10, 1)");
  const owner = { kind: 'guest' as const, sessionId: 'cancelled-payment', site: 'evans' };
  await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ('l1', $1, 'S1', 2, now()), ('l2', $1, 'S2', 1, now())", [ownerKeyOf(owner)]);
  const orders = new SqlOrders(db);
  const orderId = randomUUID();
  expect((await orders.place(orderId, 'EV-77', orderSnapshot(owner, [orderLine('S1', 2), orderLine('S2', 1)]), new Date())).ok).toBe(true);
  await orders.close(orderId, { status: 'paid', paymentMethod: 'visa', pspReference: 'PSP-AUTH', issuedVoucherCodes: [], captureMode: 'manual' }, new Date());
  const fulfilment = new SqlOrderFulfilment(db);
  expect(await fulfilment.dispatch({ id: 'sh1', orderId, carrierCode: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 0, quantity: 1 }], at: new Date(), by: 'Sam' })).toBe(true);
  const moves: StockMove[] = [];
  const payments = new SqlOrderPayments(db, undefined, async (move) => void moves.push(move));
  expect(await payments.ledgerOf(orderId, 'manual')).toMatchObject({ capturedMinor: 0, cancellation: 'none' });
  const cancel = modification(orderId, 'cancel', 7895);
  expect((await payments.request(cancel)).kind).toBe('requested');
  const reference = { id: cancel.id, providerReference: 'PSP-CANCEL', kind: 'cancel' as const };
  const [lineCancelled, ...settled] = await Promise.all([
    newCancellation(fulfilment, orderId, [{ position: 1, quantity: 1 }]).then((c) => fulfilment.cancel(c)),
    ...Array.from({ length: 6 }, () => payments.settle(reference, { succeeded: true, reason: null }, new Date())),
  ]);
  expect(settled.filter((x) => x !== null)).toHaveLength(1);
  expect((await orders.byId(orderId))?.status).toBe('cancelled');
  const units = (await db.query<{ stock_id: string; units_in_stock: number }>('SELECT stock_id, units_in_stock FROM product_sizes ORDER BY stock_id')).rows;
  // S1: 10 - 2 + the one not dispatched; S2: 10 - 1 + 1, given back by the line's cancellation or the payment's, not both.
  expect(units).toEqual([{ stock_id: 'S1', units_in_stock: 9 }, { stock_id: 'S2', units_in_stock: 10 }]);
  expect(moves).toEqual([{ productIds: [1], levelsChanged: false }]);
  const events = (await db.query<{ type: string; status: string; reason: string | null }>(
    "SELECT type, data->'order'->>'status' AS status, data->'data'->>'reason' AS reason FROM order_events WHERE order_id = $1 AND type = 'order.cancelled' ORDER BY sequence", [orderId],
  )).rows;
  expect(events.at(-1)).toEqual({ type: 'order.cancelled', status: 'cancelled', reason: 'payment_cancelled' });
  expect(events).toHaveLength(lineCancelled.kind === 'cancelled' ? 2 : 1);
  // Nothing dispatchable nor cancellable after, and a replay of the payment's authorisation does not pay it again.
  expect(await fulfilment.dispatch({ id: 'sh2', orderId, carrierCode: 'dpd', trackingNumber: '15501234567891', lines: [{ position: 0, quantity: 1 }], at: new Date(), by: 'Sam' })).toBe(false);
  expect(await fulfilment.cancel(await newCancellation(fulfilment, orderId, [{ position: 0, quantity: 1 }]))).toEqual({ kind: 'lines-changed' });
  expect(await orders.reopenPaid(orderId, { status: 'paid', paymentMethod: 'visa', pspReference: 'PSP-AUTH', issuedVoucherCodes: [], captureMode: 'manual' }, new Date())).toBe(false);
  expect((await orders.byId(orderId))?.status).toBe('cancelled');
}

describe('a payment cancelled whole cancels its order', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test('on PGlite', async () => {
    const opened = await TEST_DRIVERS[0].open();
    try {
      await migrate(opened.db);
      await paymentCancelledAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });

  test.skipIf(TEST_DATABASE_URL === '')('on PostgreSQL, each on its own connection', async () => {
    const opened = await openTestPostgres(TEST_DATABASE_URL, 8);
    try {
      await migrate(opened.db);
      await Promise.all(Array.from({ length: 8 }, () => opened.db.transaction(async (tx) => tx.query('SELECT pg_sleep(0.05)'))));
      await paymentCancelledAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });
});
