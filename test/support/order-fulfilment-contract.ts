import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { OrderEventToAppend } from '../../src/adapters/persistence/sql-order-events.js';
import type { OrderFulfilment } from '../../src/ports/order-fulfilment.port.js';
import type { Orders } from '../../src/ports/orders.port.js';
import { orderLine, orderSnapshot } from './order-fixtures.js';

/** An OrderFulfilment adapter with the orders and stock around it, as each implementation keeps them. */
export interface OrderFulfilmentHarness {
  orders: Orders;
  fulfilment: OrderFulfilment;
  setStock(stockId: string, units: number): Promise<void>;
  stockOf(stockId: string): Promise<number>;
  addToBasket(owner: BasketOwner, stockId: string, quantity: number): Promise<void>;
  /** The order events appended for the order, oldest first. */
  eventsOf(orderId: string): Promise<Pick<OrderEventToAppend, 'type' | 'data'>[]>;
  close(): Promise<void>;
}

const now = new Date('2026-11-27T10:00:00.000Z');
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** The behaviour every OrderFulfilment adapter shares: the in-memory fake and SqlOrderFulfilment on PGlite and PostgreSQL. */
export function describeOrderFulfilmentContract(name: string, make: () => Promise<OrderFulfilmentHarness>) {
  describe(name, () => {
    let h: OrderFulfilmentHarness;
    beforeAll(async () => {
      h = await make();
    }, 60_000);
    afterAll(async () => h?.close());

    /** An order of `lines` (units per new size, each with 10 in stock before), paid unless told otherwise. */
    const order = async (units: number[], paid = true, captureMode: 'automatic' | 'manual' = 'automatic') => {
      const owner: BasketOwner = { kind: 'guest', sessionId: unique('s'), site: 'evans' };
      const stockIds = units.map(() => unique('F'));
      for (const [i, stockId] of stockIds.entries()) {
        await h.setStock(stockId, 10);
        await h.addToBasket(owner, stockId, units[i]!);
      }
      const id = crypto.randomUUID();
      const placed = await h.orders.place(id, unique('EV-'), orderSnapshot(owner, stockIds.map((s, i) => orderLine(s, units[i]!))), now);
      expect(placed.ok).toBe(true);
      if (paid) expect(await h.orders.close(id, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode }, now)).toBe(true);
      return { id, stockIds };
    };
    /** Cancels `lines` of the order under `key` (a new one when not given), planned on its lines as they are now, with no money action. */
    const cancel = async (orderId: string, lines: { position: number; quantity: number }[], key = unique('K')) => h.fulfilment.cancel({
      id: unique('C'), orderId, idempotencyKey: key, lines, linesBefore: (await h.fulfilment.of(orderId)).lines, payments: [],
      followUps: { refund: null, deliveryRefund: null, release: null }, at: now, by: 'Sam',
    });
    const shipment = (orderId: string, lines: { position: number; quantity: number }[]) =>
      ({ id: unique('SH'), orderId, carrierCode: 'royal-mail', trackingNumber: 'AB123456785GB', lines, at: now, by: 'Sam' });

    it('a new paid order has every unit still to send and no shipments', async () => {
      const { id } = await order([2, 1]);
      expect(await h.fulfilment.of(id)).toEqual({
        lines: [{ position: 0, ordered: 2, dispatched: 0, cancelled: 0, delivered: 0 }, { position: 1, ordered: 1, dispatched: 0, cancelled: 0, delivered: 0 }],
        shipments: [],
        cancellations: [],
      });
    });

    it('dispatches some lines in a shipment, with its order.dispatched event, and the rest later', async () => {
      const { id } = await order([2, 1]);
      const first = shipment(id, [{ position: 0, quantity: 1 }]);
      expect(await h.fulfilment.dispatch(first)).toBe(true);
      const second = shipment(id, [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }]);
      expect(await h.fulfilment.dispatch(second)).toBe(true);
      const record = await h.fulfilment.of(id);
      expect(record.lines.map((l) => l.dispatched)).toEqual([2, 1]);
      expect(record.shipments.map((s) => s.id)).toEqual([first.id, second.id]);
      expect(await h.fulfilment.shipment(second.id)).toEqual({
        id: second.id, orderId: id, carrierCode: 'royal-mail', trackingNumber: 'AB123456785GB', dispatchedAt: now, deliveredAt: null, createdBy: 'Sam', lines: second.lines,
      });
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.dispatched', 'order.dispatched']);
      expect((await h.eventsOf(id))[0]!.data).toMatchObject({ shipmentId: first.id, carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines: first.lines });
    });

    it('never sends more than ordered, and writes nothing of a shipment it refuses', async () => {
      const { id } = await order([2, 1]);
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 3 }]))).toBe(false);
      // One line fits, the other does not: nothing at all.
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 1 }, { position: 1, quantity: 2 }]))).toBe(false);
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 5, quantity: 1 }]))).toBe(false);
      const record = await h.fulfilment.of(id);
      expect(record.lines.map((l) => l.dispatched)).toEqual([0, 0]);
      expect(record.shipments).toEqual([]);
      expect(await h.eventsOf(id)).toEqual([]);
    });

    it('a shipment id written already changes nothing and answers false (the same idempotency key sent twice)', async () => {
      const { id } = await order([2]);
      const first = shipment(id, [{ position: 0, quantity: 1 }]);
      expect(await h.fulfilment.dispatch(first)).toBe(true);
      expect(await h.fulfilment.dispatch({ ...first })).toBe(false);
      expect((await h.fulfilment.of(id)).lines.map((l) => l.dispatched)).toEqual([1]);
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.dispatched']);
    });

    it('sends and cancels nothing of an order that is not paid', async () => {
      const { id } = await order([1], false);
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 1 }]))).toBe(false);
      expect(await cancel(id, [{ position: 0, quantity: 1 }])).toEqual({ kind: 'lines-changed' });
      expect((await h.fulfilment.of(id)).lines[0]).toMatchObject({ dispatched: 0, cancelled: 0 });
    });

    it('cancels units not dispatched: their stock goes back, with the order.cancelled event; never past what remains', async () => {
      const { id, stockIds } = await order([3, 1]);
      expect(await h.stockOf(stockIds[0]!)).toBe(7);
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 1 }]))).toBe(true);
      expect(await cancel(id, [{ position: 0, quantity: 3 }])).toEqual({ kind: 'lines-changed' });
      expect(await cancel(id, [{ position: 0, quantity: 2 }, { position: 1, quantity: 1 }])).toEqual({ kind: 'cancelled', recorded: [] });
      expect(await h.stockOf(stockIds[0]!)).toBe(9);
      expect(await h.stockOf(stockIds[1]!)).toBe(10);
      const record = await h.fulfilment.of(id);
      expect(record.lines).toEqual([{ position: 0, ordered: 3, dispatched: 1, cancelled: 2, delivered: 0 }, { position: 1, ordered: 1, dispatched: 0, cancelled: 1, delivered: 0 }]);
      expect(record.cancellations).toEqual([{ position: 0, quantity: 2, at: now, by: 'Sam' }, { position: 1, quantity: 1, at: now, by: 'Sam' }]);
      // Nothing left: no more dispatch or cancellation, and no stock moves.
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 1, quantity: 1 }]))).toBe(false);
      expect(await cancel(id, [{ position: 1, quantity: 1 }])).toEqual({ kind: 'lines-changed' });
      expect(await h.stockOf(stockIds[1]!)).toBe(10);
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.dispatched', 'order.cancelled']);
    });

    it('marks a shipment delivered once, with its order.delivered event', async () => {
      const { id } = await order([2]);
      const sent = shipment(id, [{ position: 0, quantity: 2 }]);
      expect(await h.fulfilment.dispatch(sent)).toBe(true);
      const at = new Date(now.getTime() + 86_400_000);
      expect(await h.fulfilment.markDelivered(sent.id, at)).toBe(true);
      expect(await h.fulfilment.markDelivered(sent.id, new Date(at.getTime() + 1000))).toBe(false);
      expect(await h.fulfilment.markDelivered('no-such-shipment', at)).toBe(false);
      expect((await h.fulfilment.shipment(sent.id))!.deliveredAt).toEqual(at);
      expect((await h.fulfilment.of(id)).lines[0]!.delivered).toBe(2);
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.dispatched', 'order.delivered']);
    });

    it('of 20 dispatches and cancellations of one line at once, only as many units as were ordered go', async () => {
      const { id, stockIds } = await order([5]);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 1 }])) : cancel(id, [{ position: 0, quantity: 1 }]))));
      const dispatched = results.filter((r) => r === true).length;
      // A cancellation planned on lines another write changed meanwhile writes nothing (its caller plans again).
      const cancelled = results.filter((r) => typeof r === 'object' && r.kind === 'cancelled').length;
      expect(dispatched).toBeGreaterThan(0);
      expect(dispatched + cancelled).toBeLessThanOrEqual(5);
      const line = (await h.fulfilment.of(id)).lines[0]!;
      expect(line).toMatchObject({ dispatched, cancelled });
      expect(await h.stockOf(stockIds[0]!)).toBe(5 + cancelled);
      expect(await h.eventsOf(id)).toHaveLength(dispatched + cancelled);
    }, 60_000);

    it('a cancellation under an operator\'s key is written once: the same key again, even at once, answers it and moves no more stock', async () => {
      const { id, stockIds } = await order([3]);
      const first = await cancel(id, [{ position: 0, quantity: 1 }], 'press-1');
      expect(first).toEqual({ kind: 'cancelled', recorded: [] });
      const again = await cancel(id, [{ position: 0, quantity: 2 }], 'press-1');
      expect(again).toEqual({
        kind: 'repeated',
        cancellation: { id: expect.any(String), orderId: id, lines: [{ position: 0, quantity: 1 }], followUps: { refund: null, deliveryRefund: null, release: null }, at: now, by: 'Sam' },
      });
      expect(await h.fulfilment.cancellation(id, 'press-1')).toEqual(again.kind === 'repeated' ? again.cancellation : null);
      expect(await h.fulfilment.cancellation(id, 'press-2')).toBeNull();
      const together = await Promise.all(Array.from({ length: 6 }, () => cancel(id, [{ position: 0, quantity: 1 }], 'press-2')));
      expect(together.filter((r) => r.kind === 'cancelled')).toHaveLength(1);
      expect(together.every((r) => r.kind !== 'repeated' || r.cancellation.lines[0]!.quantity === 1)).toBe(true);
      expect((await h.fulfilment.of(id)).lines[0]).toMatchObject({ cancelled: 2 });
      expect(await h.stockOf(stockIds[0]!)).toBe(9);
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.cancelled', 'order.cancelled']);
    }, 60_000);

    it('a dispatch with its capture is written only while the order\'s first parcel is as the capture was planned, nothing written otherwise', async () => {
      const { id } = await order([3], true, 'manual');
      const capture = (firstParcel: boolean) => ({
        payment: {
          id: crypto.randomUUID(), orderId: id, kind: 'capture' as const, amount: { amountMinor: 100, currency: 'GBP' }, lines: [{ position: 0, quantity: 1 }],
          delivery: firstParcel, idempotencyKey: unique('shipment:'), requestedBy: 'operator:op-1', requestedAt: now,
        },
        firstParcel,
      });
      const parcel = () => shipment(id, [{ position: 0, quantity: 1 }]);
      expect(await h.fulfilment.dispatch({ ...parcel(), capture: capture(false) })).toBe(false);
      expect(await h.fulfilment.of(id)).toMatchObject({ lines: [{ dispatched: 0 }], shipments: [] });
      expect(await h.fulfilment.dispatch({ ...parcel(), capture: capture(true) })).toBe(true);
      // Planned as the first while another parcel was written: planned again as a later one.
      expect(await h.fulfilment.dispatch({ ...parcel(), capture: capture(true) })).toBe(false);
      expect(await h.fulfilment.dispatch({ ...parcel(), capture: capture(false) })).toBe(true);
      expect(await h.fulfilment.of(id)).toMatchObject({ lines: [{ dispatched: 2 }], shipments: [{}, {}] });
      expect((await h.eventsOf(id)).map((e) => e.type)).toEqual(['order.dispatched', 'order.dispatched']);
    });

    it('writes nothing when the lines are not as they were read: a dispatch came between', async () => {
      const { id } = await order([2]);
      const linesBefore = (await h.fulfilment.of(id)).lines;
      expect(await h.fulfilment.dispatch(shipment(id, [{ position: 0, quantity: 1 }]))).toBe(true);
      expect(await h.fulfilment.cancel({
        id: unique('C'), orderId: id, idempotencyKey: 'stale', lines: [{ position: 0, quantity: 1 }], linesBefore, payments: [],
        followUps: { refund: null, deliveryRefund: null, release: null }, at: now, by: 'Sam',
      })).toEqual({ kind: 'lines-changed' });
      expect((await h.fulfilment.of(id)).lines[0]).toMatchObject({ dispatched: 1, cancelled: 0 });
      expect(await h.fulfilment.cancellation(id, 'stale')).toBeNull();
    });
  });
}
