import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { appendOrderEvent, SqlOrderEventOutbox } from '../../../../src/adapters/persistence/sql-order-events.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { addOrderableProduct, placeOrder } from '../../../support/order-event-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
const LEASE = at(60);
const A = 'https://erp.example.com/hooks';
const B = 'https://warehouse.example.com/in';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`the order events outbox on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let outbox: SqlOrderEventOutbox;

    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      await addOrderableProduct(db);
      outbox = new SqlOrderEventOutbox(db);
    }, DATABASE_START_TIMEOUT_MS);
    afterEach(async () => dispose());

    it('writes order.placed, order.paid and order.cancelled with the statements that place and close orders, numbered per order', async () => {
      await outbox.setEndpoints([A]);
      const paid = await placeOrder(db, 1);
      const cancelled = await placeOrder(db, 2);
      const orders = new SqlOrders(db);
      expect(await orders.close(paid.id, { status: 'paid', paymentMethod: 'scheme', pspReference: 'PSP1', issuedVoucherCodes: [], captureMode: 'automatic' }, at(5))).toBe(true);
      expect(await orders.close(cancelled.id, { status: 'expired', paymentMethod: null, pspReference: null }, at(6))).toBe(true);
      // A second close changes nothing, and tells of nothing.
      expect(await orders.close(paid.id, { status: 'paid', paymentMethod: 'scheme', pspReference: 'PSP1', issuedVoucherCodes: [], captureMode: 'automatic' }, at(7))).toBe(false);

      const { rows } = await db.query<{ order_id: string; sequence: number; type: string; status: string; reason: unknown; lines: number }>(
        `SELECT order_id, sequence, type, data->'order'->>'status' AS status, data->'data'->'reason' AS reason, jsonb_array_length(data->'order'->'lines') AS lines
           FROM order_events ORDER BY order_id, sequence`,
      );
      expect(rows).toEqual([
        { order_id: paid.id, sequence: 1, type: 'order.placed', status: 'pending', reason: null, lines: 2 },
        { order_id: paid.id, sequence: 2, type: 'order.paid', status: 'paid', reason: null, lines: 2 },
        { order_id: cancelled.id, sequence: 1, type: 'order.placed', status: 'pending', reason: null, lines: 2 },
        { order_id: cancelled.id, sequence: 2, type: 'order.cancelled', status: 'expired', reason: 'expired', lines: 2 },
      ]);
      const { rows: deliveries } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_event_deliveries');
      expect(deliveries[0]!.n).toBe(4);
    });

    it('appends an event in the transaction of a change, after the order\'s last one, and not at all when the transaction rolls back', async () => {
      await outbox.setEndpoints([A]);
      const order = await placeOrder(db, 1);
      await db.transaction(async (tx) => {
        await tx.query("UPDATE orders SET status = 'paid', closed_at = now() WHERE id = $1", [order.id]);
        await appendOrderEvent(tx, { orderId: order.id, type: 'order.dispatched', data: { carrier: 'royal-mail' } });
      });
      await expect(db.transaction(async (tx) => {
        await appendOrderEvent(tx, { orderId: order.id, type: 'order.delivered', data: {} });
        throw new Error('the change failed');
      })).rejects.toThrow('the change failed');
      const { rows } = await db.query<{ sequence: number; type: string; status: string; data: unknown }>(
        "SELECT sequence, type, data->'order'->>'status' AS status, data->'data' AS data FROM order_events ORDER BY sequence",
      );
      expect(rows).toEqual([
        { sequence: 1, type: 'order.placed', status: 'pending', data: {} },
        { sequence: 2, type: 'order.dispatched', status: 'paid', data: { carrier: 'royal-mail' } },
      ]);
      await expect(db.transaction((tx) => appendOrderEvent(tx, { orderId: 'no-such-order', type: 'order.paid', data: {} }))).rejects.toThrow(/No order/);
    });

    it('delivers an order\'s events to an endpoint one at a time, in their order; other orders and endpoints go meanwhile', async () => {
      await outbox.setEndpoints([A, B]);
      const one = await placeOrder(db, 1);
      await placeOrder(db, 2);
      await new SqlOrders(db).close(one.id, { status: 'cancelled', paymentMethod: null, pspReference: null }, at(1));

      const first = await outbox.claimDue(at(2), LEASE, 'c1', 50);
      // Order 1's placed to A and B, order 2's placed to A and B; order 1's cancelled waits for its placed.
      expect(first.map((d) => [d.event.orderId, d.event.sequence, d.endpointUrl]).sort()).toEqual([
        ['order-1', 1, A], ['order-1', 1, B], ['order-2', 1, A], ['order-2', 1, B],
      ].sort());
      expect(await outbox.claimDue(at(2), LEASE, 'c2', 50)).toEqual([]);

      const placedToA = first.find((d) => d.event.orderId === one.id && d.endpointUrl === A)!;
      const placedToB = first.find((d) => d.event.orderId === one.id && d.endpointUrl === B)!;
      await outbox.delivered(placedToA.id, placedToA.claim, at(3), 200);
      await outbox.retryAt(placedToB.id, placedToB.claim, at(30), { status: 503, error: 'HTTP 503' });

      const next = await outbox.claimDue(at(4), LEASE, 'c3', 50);
      expect(next.map((d) => [d.event.orderId, d.event.sequence, d.event.type, d.endpointUrl])).toEqual([[one.id, 2, 'order.cancelled', A]]);
      // B has not had order 1's placed yet: its cancelled waits, even past the placed's retry.
      const later = await outbox.claimDue(at(31), at(100), 'c4', 50);
      expect(later.map((d) => [d.event.sequence, d.endpointUrl, d.attempts])).toEqual([[1, B, 2]]);
    });

    it('takes back a claim whose lease ran out (its node died): the old claim then records nothing', async () => {
      await outbox.setEndpoints([A]);
      await placeOrder(db, 1);
      const [held] = await outbox.claimDue(at(1), LEASE, 'dead-node', 10);
      expect(await outbox.claimDue(at(59), at(120), 'other', 10)).toEqual([]);
      const [taken] = await outbox.claimDue(at(61), at(120), 'other', 10);
      expect(taken).toMatchObject({ id: held!.id, claim: 'other', attempts: 2 });
      await outbox.failed(held!.id, 'dead-node', at(62), { status: null, error: 'late' });
      expect(await outbox.failedDeliveries(10)).toEqual([]);
      await outbox.delivered(taken!.id, 'other', at(63), 204);
      expect(await outbox.claimDue(at(500), at(600), 'third', 10)).toEqual([]);
    });

    it('lists failed deliveries, the latest first, and redelivers one from now with a new window', async () => {
      await outbox.setEndpoints([A]);
      const order = await placeOrder(db, 1);
      await placeOrder(db, 2);
      const claimed = await outbox.claimDue(at(1), LEASE, 'c', 10);
      for (const d of claimed) await outbox.failed(d.id, d.claim, at(2), { status: 500, error: 'HTTP 500' });
      const failed = await outbox.failedDeliveries(10);
      expect(failed.map((f) => [f.orderId, f.eventType, f.endpointUrl, f.lastStatus, f.attempts])).toEqual([
        ['order-2', 'order.placed', A, 500, 1], ['order-1', 'order.placed', A, 500, 1],
      ]);
      expect(failed[1]!.orderReference).toBe(order.reference);
      expect(await outbox.failedDeliveries(10, failed[0]!.id)).toEqual([failed[1]]);

      expect(await outbox.redeliver(failed[1]!.id, at(1000))).toEqual({ attempts: 1, deliveredAt: null, failedAt: at(2) });
      expect(await outbox.redeliver(failed[1]!.id, at(1000))).toBe('under-way');
      expect(await outbox.redeliver('999999', at(1000))).toBe('unknown');
      const again = await outbox.claimDue(at(1000), at(1100), 'c2', 10);
      expect(again.map((d) => [d.event.orderId, d.attempts, d.retryingSince])).toEqual([['order-1', 1, at(1000)]]);
    });

    it('delivers to the endpoints configured when each event was written; a removed endpoint gets nothing more', async () => {
      await placeOrder(db, 1); // no endpoint yet: nobody to tell
      await outbox.setEndpoints([A]);
      await placeOrder(db, 2);
      await outbox.setEndpoints([B]);
      await placeOrder(db, 3);
      const claimed = await outbox.claimDue(at(1), LEASE, 'c', 10);
      expect(claimed.map((d) => [d.event.orderId, d.endpointUrl])).toEqual([['order-3', B]]);
    });

    it('two dispatchers on their own connections claiming at once never hold one delivery together, nor two events of one order to one endpoint', async () => {
      await outbox.setEndpoints([A, B]);
      const orders = new SqlOrders(db);
      for (let n = 1; n <= 30; n += 1) {
        const { id } = await placeOrder(db, n);
        if (n % 2 === 0) await orders.close(id, { status: 'cancelled', paymentMethod: null, pspReference: null }, at(0));
      }
      const total = 30 * 2 + 15 * 2;
      const seen = new Map<string, string>();
      const inOrder: string[] = [];
      for (let round = 0; seen.size < total; round += 1) {
        expect(round).toBeLessThan(20);
        // Eight claims fired together, each on whichever pool connection is free (four on PostgreSQL).
        const batches = await Promise.all(Array.from({ length: 8 }, (_, i) => new SqlOrderEventOutbox(db).claimDue(at(round + 1), at(round + 1000), `r${round}-${i}`, 7)));
        const held = batches.flat();
        expect(new Set(held.map((d) => d.id)).size).toBe(held.length);
        const perOrderEndpoint = held.map((d) => `${d.event.orderId} ${d.endpointUrl}`);
        expect(new Set(perOrderEndpoint).size).toBe(perOrderEndpoint.length);
        for (const d of held) {
          expect(seen.has(d.id)).toBe(false);
          seen.set(d.id, d.claim);
          inOrder.push(`${d.event.orderId} ${d.endpointUrl} ${d.event.sequence}`);
          await outbox.delivered(d.id, d.claim, at(round + 1), 200);
        }
      }
      for (const line of inOrder.filter((l) => l.endsWith(' 2'))) {
        expect(inOrder.indexOf(line.replace(/ 2$/, ' 1'))).toBeLessThan(inOrder.indexOf(line));
      }
    });
  });
}
