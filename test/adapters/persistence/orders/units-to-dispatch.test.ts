import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderFulfilment } from '../../../../src/adapters/persistence/sql-order-fulfilment.js';
import { SqlOrderPayments } from '../../../../src/adapters/persistence/sql-order-payments.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import type { LineQuantity } from '../../../../src/domain/orders/fulfilment.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL, TEST_DRIVERS } from '../../../support/test-databases.js';

/** A migrated shop with one product whose sizes have plenty of stock. */
async function shopOn(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
}

let orderCount = 0;

/** A placed order of `quantities` (one size a line), closed as `status`; its id. */
async function orderOf(db: Database, quantities: readonly number[], status: 'paid' | 'refused' | 'expired' | 'cancelled' | 'pending' = 'paid'): Promise<string> {
  const n = ++orderCount;
  const owner = { kind: 'guest' as const, sessionId: `queue-${n}`, site: 'evans' };
  for (const [i, quantity] of quantities.entries()) {
    await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 100, $2)", [`Q${n}-${i}`, i]);
    await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, $4, now())', [`q${n}-${i}`, ownerKeyOf(owner), `Q${n}-${i}`, quantity]);
  }
  const orders = new SqlOrders(db);
  const placed = await orders.place(`queue-${n}`, `EV-Q${n}`, orderSnapshot(owner, quantities.map((q, i) => orderLine(`Q${n}-${i}`, q))), new Date());
  if (!placed.ok) throw new Error(placed.error.code);
  if (status !== 'pending') {
    await orders.close(`queue-${n}`, status === 'paid'
      ? { status, paymentMethod: 'visa', pspReference: `PSP-Q${n}`, issuedVoucherCodes: [], captureMode: 'manual' }
      : { status, paymentMethod: null, pspReference: null }, new Date());
  }
  return `queue-${n}`;
}

/** The order's queue counter, and what its lines and status say it must be. */
async function queueOf(db: Database, orderId: string): Promise<{ counter: number; fromLines: number }> {
  const { rows } = await db.query<{ counter: number; from_lines: number }>(
    `SELECT o.units_to_dispatch AS counter,
            CASE WHEN o.status = 'paid' THEN (SELECT coalesce(sum(quantity - dispatched_quantity - cancelled_quantity), 0)::int FROM order_lines WHERE order_id = o.id) ELSE 0 END AS from_lines
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return { counter: rows[0]!.counter, fromLines: rows[0]!.from_lines };
}

/** Cancels the order's whole payment as a settled cancel does (the ledger's cancel, then the provider's success). */
async function cancelPayment(db: Database, orderId: string, n: number): Promise<void> {
  const payments = new SqlOrderPayments(db);
  await payments.ledgerOf(orderId, 'manual');
  const asked = await payments.request({
    id: `cancel-${orderId}-${n}`, orderId, kind: 'cancel', amount: { amountMinor: 0, currency: 'GBP' }, lines: [], delivery: false,
    idempotencyKey: `cancel-${orderId}-${n}`, requestedBy: 'operator:1', requestedAt: new Date(),
  });
  if (asked.kind !== 'requested') return;
  await payments.settle({ id: asked.modification.id, providerReference: '', kind: 'cancel' }, { succeeded: true, reason: null }, new Date());
}

/** Cancels units as an operator's cancellation does, with no money action to follow (one key each); whether it was written. */
async function cancelUnits(fulfilment: SqlOrderFulfilment, orderId: string, lines: readonly LineQuantity[], key: string): Promise<boolean> {
  const written = await fulfilment.cancel({
    id: key, orderId, idempotencyKey: key, lines, linesBefore: (await fulfilment.of(orderId)).lines, payments: [],
    followUps: { refund: null, deliveryRefund: null, release: null }, at: new Date(), by: 'Sam',
  });
  return written.kind === 'cancelled';
}

type Step =
  | { kind: 'dispatch' | 'cancel'; lines: { position: number; quantity: number }[] }
  | { kind: 'cancel-payment' };

const stepArb = (lineCount: number): fc.Arbitrary<Step> => fc.oneof(
  { weight: 8, arbitrary: fc.record({
    kind: fc.constantFrom('dispatch' as const, 'cancel' as const),
    // Positions past the order's lines and quantities past what is left: writes refused whole.
    lines: fc.uniqueArray(fc.record({ position: fc.nat({ max: lineCount }), quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.position }),
  }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel-payment' as const }) },
);

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`an order's units to dispatch on ${driver.name}`, () => {
    it('are every unit of a paid order at its close, and none of an order closed unpaid or still pending', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const paid = await orderOf(db, [2, 3]);
        expect(await queueOf(db, paid)).toEqual({ counter: 5, fromLines: 5 });
        for (const status of ['refused', 'expired', 'cancelled', 'pending'] as const) {
          expect((await queueOf(db, await orderOf(db, [1, 1], status))).counter).toBe(0);
        }
        // A late payment completing an order closed unpaid: all its units wait again.
        const late = await orderOf(db, [1, 2], 'expired');
        expect(await new SqlOrders(db).reopenPaid(late, { status: 'paid', paymentMethod: 'visa', pspReference: 'PSP-LATE', issuedVoucherCodes: [], captureMode: 'automatic' }, new Date())).toBe(true);
        expect(await queueOf(db, late)).toEqual({ counter: 3, fromLines: 3 });
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);

    it('equal the units its lines have neither dispatched nor cancelled after any dispatches and cancellations (0 once its payment is cancelled)', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const fulfilment = new SqlOrderFulfilment(db);
        let ids = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).chain((quantities) => fc.tuple(fc.constant(quantities), fc.array(stepArb(quantities.length), { maxLength: 8 }))),
            async ([quantities, steps]) => {
              const orderId = await orderOf(db, quantities);
              for (const step of steps) {
                const at = new Date();
                if (step.kind === 'dispatch') {
                  await fulfilment.dispatch({ id: `sh-${++ids}`, orderId, carrierCode: 'dpd', trackingNumber: '15501234567890', lines: step.lines, at, by: 'Sam' });
                } else if (step.kind === 'cancel') {
                  await cancelUnits(fulfilment, orderId, step.lines, `cancel-${++ids}`);
                } else {
                  await cancelPayment(db, orderId, ++ids);
                }
                const { counter, fromLines } = await queueOf(db, orderId);
                expect(counter).toBe(fromLines);
              }
            },
          ),
          { numRuns: driver.name === 'PGlite' ? 25 : 40 },
        );
      } finally {
        await dispose();
      }
    }, 120_000);
  });
}

describe.runIf(TEST_DATABASE_URL !== '')('an order\'s units to dispatch under concurrent writes on PostgreSQL', () => {
  it('stay equal to its lines when dispatches and cancellations of one order are fired together on separate connections', async () => {
    const { db, dispose } = await openTestPostgres(TEST_DATABASE_URL, 12);
    try {
      await shopOn(db);
      const orderId = await orderOf(db, [5, 5, 5]);
      const fulfilment = new SqlOrderFulfilment(db);
      const at = new Date();
      // 24 writes of one or two units each for 15 units: some go through, the rest are refused whole.
      const writes = Array.from({ length: 24 }, (_, i) => {
        const lines = [{ position: i % 3, quantity: 1 + (i % 2) }];
        return i % 2 === 0
          ? fulfilment.dispatch({ id: `race-${i}`, orderId, carrierCode: 'dpd', trackingNumber: '15501234567890', lines, at, by: 'Sam' }).then((done) => (done ? lines[0]!.quantity : 0))
          : cancelUnits(fulfilment, orderId, lines, `race-cancel-${i}`).then((done) => (done ? lines[0]!.quantity : 0));
      });
      const moved = (await Promise.all(writes)).reduce((a, b) => a + b, 0);
      expect(moved).toBeGreaterThan(0);
      expect(await queueOf(db, orderId)).toEqual({ counter: 15 - moved, fromLines: 15 - moved });
    } finally {
      await dispose();
    }
  }, 60_000);
});
