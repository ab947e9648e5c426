import { describe, expect, it, test } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderFulfilment } from '../../../../src/adapters/persistence/sql-order-fulfilment.js';
import { SqlOrderReturns } from '../../../../src/adapters/persistence/sql-order-returns.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import type { NewReturn } from '../../../../src/ports/order-returns.port.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL, TEST_DRIVERS } from '../../../support/test-databases.js';

const now = new Date('2026-11-27T10:00:00.000Z');
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

async function shopOn(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
}

/** A paid order of `units` per line, `dispatched` of each line sent in one parcel. */
async function dispatchedOrder(db: Database, units: number[], dispatched: number[]): Promise<{ id: string; reference: string }> {
  const owner = { kind: 'guest' as const, sessionId: unique('s'), site: 'evans' };
  const stockIds = units.map(() => unique('R'));
  for (const [i, stockId] of stockIds.entries()) {
    await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 10, 0)", [stockId]);
    await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, $4, now())',
      [unique('l'), ownerKeyOf(owner), stockId, units[i]]);
  }
  const orders = new SqlOrders(db);
  const id = crypto.randomUUID();
  const reference = unique('EV-');
  expect((await orders.place(id, reference, orderSnapshot(owner, stockIds.map((s, i) => orderLine(s, units[i]!))), now)).ok).toBe(true);
  expect(await orders.close(id, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, now)).toBe(true);
  const lines = dispatched.map((quantity, position) => ({ position, quantity })).filter((l) => l.quantity > 0);
  if (lines.length > 0) {
    expect(await new SqlOrderFulfilment(db).dispatch({ id: unique('SH'), orderId: id, carrierCode: 'dpd', trackingNumber: '15501234567890', lines, at: now, by: 'Sam' })).toBe(true);
  }
  return { id, reference };
}

const newReturn = (order: { id: string; reference: string }, lines: { position: number; quantity: number }[]): NewReturn =>
  ({ id: crypto.randomUUID(), orderId: order.id, orderReference: order.reference, reason: 'doesnt-fit', lines, at: now, by: 'shopper' });

const eventsOf = async (db: Database, orderId: string) => (await db.query<{ type: string; data: Record<string, unknown> }>(
  "SELECT type, data->'data' AS data FROM order_events WHERE order_id = $1 AND type LIKE 'order.return%' ORDER BY sequence", [orderId])).rows;

const counters = async (db: Database, orderId: string) => (await db.query<{ return_quantity: number }>(
  'SELECT return_quantity FROM order_lines WHERE order_id = $1 ORDER BY position', [orderId])).rows.map((r) => r.return_quantity);

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`SQL order returns on ${driver.name}`, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    it('asks dispatched units back with the next reference and its order.return_requested event, receives what the parcel held, and closes returns with order.return_closed', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const returns = new SqlOrderReturns(db);
        const order = await dispatchedOrder(db, [2, 1], [2, 1]);
        const first = await returns.request(newReturn(order, [{ position: 0, quantity: 2 }]));
        expect(first).toMatchObject({
          reference: `R-${order.reference}-1`, reason: 'doesnt-fit', state: 'requested', requestedBy: 'shopper', requestedAt: now, receivedAt: null,
          lines: [{ position: 0, quantity: 2, received: null }], refundKey: null, refund: null,
        });
        const second = await returns.request(newReturn(order, [{ position: 1, quantity: 1 }]));
        expect(second?.reference).toBe(`R-${order.reference}-2`);
        expect(await counters(db, order.id)).toEqual([2, 1]);

        // One of the two units came back: the other may be asked back again.
        expect(await returns.receive(first!.id, [{ position: 0, quantity: 1 }], now, 'Sam')).toBe(true);
        expect(await returns.receive(first!.id, [{ position: 0, quantity: 1 }], now, 'Sam')).toBe(false);
        expect(await returns.byId(first!.id)).toMatchObject({ state: 'received', receivedBy: 'Sam', receivedAt: now, lines: [{ position: 0, quantity: 2, received: 1 }] });
        expect(await counters(db, order.id)).toEqual([1, 1]);

        // Closed before its parcel came: its units go back.
        expect(await returns.close(second!.id, now, 'Sam')).toBe(true);
        expect(await returns.close(second!.id, now, 'Sam')).toBe(false);
        expect(await counters(db, order.id)).toEqual([1, 0]);
        expect((await returns.ofOrder(order.id)).map((r) => [r.reference, r.state])).toEqual([
          [`R-${order.reference}-1`, 'received'], [`R-${order.reference}-2`, 'closed'],
        ]);
        // Closed after its parcel came, without a refund: the unit found stays returned.
        expect(await returns.close(first!.id, now, 'Sam')).toBe(true);
        expect(await counters(db, order.id)).toEqual([1, 0]);
        expect(await eventsOf(db, order.id)).toEqual([
          { type: 'order.return_requested', data: { returnReference: `R-${order.reference}-1`, lines: [{ position: 0, quantity: 2 }], reason: 'doesnt-fit' } },
          { type: 'order.return_requested', data: { returnReference: `R-${order.reference}-2`, lines: [{ position: 1, quantity: 1 }], reason: 'doesnt-fit' } },
          { type: 'order.returned', data: { returnReference: `R-${order.reference}-1`, lines: [{ position: 0, quantity: 1 }] } },
          { type: 'order.return_closed', data: { returnReference: `R-${order.reference}-2`, received: false, lines: [{ position: 1, quantity: 1 }] } },
          { type: 'order.return_closed', data: { returnReference: `R-${order.reference}-1`, received: true, lines: [{ position: 0, quantity: 2 }] } },
        ]);
      } finally {
        await dispose();
      }
    });

    it('never has more units in returns than dispatched, and writes nothing of a request it refuses', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const returns = new SqlOrderReturns(db);
        const order = await dispatchedOrder(db, [2, 2], [1, 0]);
        expect(await returns.request(newReturn(order, [{ position: 0, quantity: 2 }]))).toBeNull();
        expect(await returns.request(newReturn(order, [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }]))).toBeNull();
        expect(await returns.request(newReturn(order, [{ position: 7, quantity: 1 }]))).toBeNull();
        expect(await returns.ofOrder(order.id)).toEqual([]);
        expect(await counters(db, order.id)).toEqual([0, 0]);
        expect(await eventsOf(db, order.id)).toEqual([]);
      } finally {
        await dispose();
      }
    });

    it('writes nothing when the order event cannot be appended (same transaction)', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const order = await dispatchedOrder(db, [1], [1]);
        const broken = new SqlOrderReturns(db, async () => {
          throw new Error('the outbox is unavailable');
        });
        await expect(broken.request(newReturn(order, [{ position: 0, quantity: 1 }]))).rejects.toThrow('the outbox is unavailable');
        expect(await broken.ofOrder(order.id)).toEqual([]);
        expect(await counters(db, order.id)).toEqual([0]);
        // Nor a close: the return stays open, its units still asked back.
        const asked = (await new SqlOrderReturns(db).request(newReturn(order, [{ position: 0, quantity: 1 }])))!;
        await expect(broken.close(asked.id, now, 'Sam')).rejects.toThrow('the outbox is unavailable');
        expect(await broken.byId(asked.id)).toMatchObject({ state: 'requested', closedAt: null });
        expect(await counters(db, order.id)).toEqual([1]);
      } finally {
        await dispose();
      }
    });

    it('lets one key at a time hold a received return\'s refund, and a claim refused before any refund was recorded be given up', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const returns = new SqlOrderReturns(db);
        const order = await dispatchedOrder(db, [1], [1]);
        const asked = (await returns.request(newReturn(order, [{ position: 0, quantity: 1 }])))!;
        expect(await returns.claimRefund(asked.id, 'key-a', 'Fay')).toBe(false);
        await returns.receive(asked.id, [{ position: 0, quantity: 1 }], now, 'Sam');
        expect(await returns.claimRefund(asked.id, 'key-a', 'Fay')).toBe(true);
        expect(await returns.claimRefund(asked.id, 'key-a', 'Fay')).toBe(true);
        expect(await returns.claimRefund(asked.id, 'key-b', 'Fay')).toBe(false);
        await returns.releaseRefund(asked.id, 'key-a');
        expect(await returns.claimRefund(asked.id, 'key-b', 'Fay')).toBe(true);
        // The refund of key-b is recorded, then fails: another key may refund the return.
        await db.query(
          `INSERT INTO order_payment_modifications (id, order_id, kind, amount_minor, currency, lines, state, idempotency_key, requested_by, requested_at)
           VALUES ('mod-1', $1, 'refund', 2500, 'GBP', '[]', 'requested', 'key-b', 'operator:1', now())`, [order.id]);
        expect((await returns.byId(asked.id))!.refund).toMatchObject({ modificationId: 'mod-1', state: 'requested', amountMinor: 2500, currency: 'GBP' });
        await returns.releaseRefund(asked.id, 'key-b');
        expect(await returns.claimRefund(asked.id, 'key-c', 'Fay')).toBe(false);
        expect(await returns.close(asked.id, now, 'Sam')).toBe(false);
        await db.query("UPDATE order_payment_modifications SET state = 'failed' WHERE id = 'mod-1'");
        expect(await returns.claimRefund(asked.id, 'key-c', 'Fay')).toBe(true);
      } finally {
        await dispose();
      }
    });
  });
}

/** Ten requests for the same dispatched unit fired together: one return takes it. */
async function tenRequestsAtOnce(db: Database): Promise<void> {
  await shopOn(db);
  const returns = new SqlOrderReturns(db);
  const order = await dispatchedOrder(db, [1, 1], [1, 1]);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => returns.request(newReturn(order, [{ position: i % 2, quantity: 1 }]))));
  expect(answers.filter((a) => a !== null).map((a) => a!.lines[0]!.position).sort()).toEqual([0, 1]);
  expect((await returns.ofOrder(order.id)).map((r) => r.reference).sort()).toEqual([`R-${order.reference}-1`, `R-${order.reference}-2`]);
  expect(await counters(db, order.id)).toEqual([1, 1]);
  expect(await eventsOf(db, order.id)).toHaveLength(2);
}

describe('requests for the same units at once', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test('on PGlite', async () => {
    const opened = await TEST_DRIVERS[0].open();
    try {
      await tenRequestsAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });

  test.skipIf(TEST_DATABASE_URL === '')('on PostgreSQL, each on its own connection', async () => {
    const opened = await openTestPostgres(TEST_DATABASE_URL, 10);
    try {
      // Every connection opened first, so the ten statements really run at once.
      await Promise.all(Array.from({ length: 10 }, () => opened.db.transaction(async (tx) => tx.query('SELECT pg_sleep(0.05)'))));
      await tenRequestsAtOnce(opened.db);
    } finally {
      await opened.dispose();
    }
  });
});
