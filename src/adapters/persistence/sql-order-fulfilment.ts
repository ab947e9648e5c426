import type { LineFulfilment, LineQuantity } from '../../domain/orders/fulfilment.js';
import type {
  CancellationWritten, KeyedCancellation, NewCancellation, NewShipment, OrderFulfilment, OrderFulfilmentRecord, Shipment,
} from '../../ports/order-fulfilment.port.js';
import type { Database, SqlRunner } from './database.js';
import { appendOrderEvent } from './sql-order-events.js';
import { requestModification } from './sql-order-payments.js';
import { returnUnits, type StockMovedListener } from './sql-orders.js';

/** Appends an order event with the transaction's handle: the outbox's `appendOrderEvent`. */
export type OrderEventAppender = typeof appendOrderEvent;

interface ShipmentRow {
  id: string;
  order_id: string;
  carrier_code: string;
  tracking_number: string;
  dispatched_at: Date | string;
  delivered_at: Date | string | null;
  created_by: string;
  lines: LineQuantity[] | null;
}

const SHIPMENT_COLUMNS = `s.id, s.order_id, s.carrier_code, s.tracking_number, s.dispatched_at, s.delivered_at, s.created_by,
  (SELECT json_agg(json_build_object('position', sl.position, 'quantity', sl.quantity) ORDER BY sl.position) FROM shipment_lines sl WHERE sl.shipment_id = s.id) AS lines`;

const toShipment = (row: ShipmentRow): Shipment => ({
  id: row.id,
  orderId: row.order_id,
  carrierCode: row.carrier_code,
  trackingNumber: row.tracking_number,
  dispatchedAt: new Date(row.dispatched_at),
  deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  createdBy: row.created_by,
  lines: row.lines ?? [],
});

/** The lines a write names ($n positions, $n+1 quantities), as a WITH part `wanted`. */
const WANTED = (positions: string, quantities: string) =>
  `wanted AS (SELECT w.position, w.quantity FROM unnest(${positions}::int[], ${quantities}::int[]) AS w(position, quantity))`;

/**
 * The order's row is locked first (as every change of an order does), so two writes of one order
 * run one after the other, the second sees the first's counters, and the order's events are
 * numbered in the order the changes commit. Each line's units move in one UPDATE of its counters,
 * only while the order is paid; the CHECK on order_lines (dispatched + cancelled never above
 * ordered) fails the whole statement when too few are left, so nothing is written. The order's
 * `units_to_dispatch` (the dashboard's queue) goes down by the units moved in the same statement.
 */
const DISPATCH = `
  WITH ${WANTED('$6', '$7')},
       paid AS MATERIALIZED (SELECT id FROM orders WHERE id = $2 AND status = 'paid' FOR UPDATE),
       moved AS (
         UPDATE order_lines l SET dispatched_quantity = l.dispatched_quantity + w.quantity
           FROM wanted w, paid WHERE l.order_id = paid.id AND l.position = w.position RETURNING l.position, w.quantity),
       queue AS (UPDATE orders o SET units_to_dispatch = o.units_to_dispatch - coalesce((SELECT sum(quantity) FROM moved), 0) FROM paid WHERE o.id = paid.id),
       shipment AS (
         INSERT INTO shipments (id, order_id, carrier_code, tracking_number, dispatched_at, created_by)
         SELECT $1, $2, $3, $4, $5, $8 FROM paid WHERE (SELECT count(*) FROM moved) = cardinality($6::int[]) RETURNING id),
       lines AS (INSERT INTO shipment_lines (shipment_id, order_id, position, quantity) SELECT shipment.id, $2, w.position, w.quantity FROM shipment, wanted w)
  SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM shipment)::int AS written`;

const CANCEL = `
  WITH ${WANTED('$2', '$3')},
       paid AS MATERIALIZED (SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE),
       cancelled AS (
         UPDATE order_lines l SET cancelled_quantity = l.cancelled_quantity + w.quantity
           FROM wanted w, paid WHERE l.order_id = paid.id AND l.position = w.position RETURNING l.position, l.stock_id, w.quantity),
       queue AS (UPDATE orders o SET units_to_dispatch = o.units_to_dispatch - coalesce((SELECT sum(quantity) FROM cancelled), 0) FROM paid WHERE o.id = paid.id),
       recorded AS (
         INSERT INTO order_line_cancellations (order_id, position, quantity, cancelled_at, cancelled_by, cancellation_id)
         SELECT $1, c.position, c.quantity, $4, $5, $6 FROM cancelled c WHERE (SELECT count(*) FROM cancelled) = cardinality($2::int[])),
       back AS (${returnUnits('SELECT stock_id, sum(quantity)::int AS units FROM cancelled GROUP BY stock_id')})
  SELECT (SELECT count(*) FROM cancelled)::int AS moved, (SELECT array_agg(DISTINCT product_id) FROM back) AS product_ids,
         (SELECT bool_or(level_changed) FROM back) AS levels_changed`;

/** The cancellation under its operator's key: a second request of the same key writes nothing. */
const KEY_CANCELLATION = `
  INSERT INTO order_cancellations (id, order_id, idempotency_key, refund_key, delivery_refund_key, release_key, cancelled_at, cancelled_by)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (order_id, idempotency_key) DO NOTHING RETURNING id`;

interface KeyedCancellationRow {
  id: string;
  order_id: string;
  refund_key: string | null;
  delivery_refund_key: string | null;
  release_key: string | null;
  cancelled_at: Date | string;
  cancelled_by: string;
  lines: LineQuantity[] | null;
}

/** Why a cancellation's transaction wrote nothing. */
class CancellationRefused extends Error {
  constructor(readonly kind: 'lines-changed' | 'payment-changed') {
    super(kind);
  }
}

/** Whether the order's lines have the counters the money actions were planned on. */
const sameCounters = (now: readonly { position: number; dispatched: number; cancelled: number }[], planned: readonly LineFulfilment[]): boolean =>
  now.length === planned.length && now.every((l, i) => l.position === planned[i]!.position && l.dispatched === planned[i]!.dispatched && l.cancelled === planned[i]!.cancelled);

/** Thrown inside a write's transaction when it could not be done whole: the transaction rolls back. */
class NotWhole extends Error {}

const CHECK_VIOLATION = '23514';
/** A shipment id written already: the other request of the same idempotency key got there first. */
const UNIQUE_VIOLATION = '23505';
const sqlStateOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * Fulfilment in SQL: each write is one conditional statement plus its order event, in one
 * transaction. A cancellation gives its units back to stock with the same SQL an unpaid close
 * does (`returnUnits`), and `stockMoved` hears of it after the commit.
 */
export class SqlOrderFulfilment implements OrderFulfilment {
  constructor(
    private readonly db: Database,
    private readonly stockMoved: StockMovedListener = async () => undefined,
    private readonly appendEvent: OrderEventAppender = appendOrderEvent,
  ) {}

  async of(orderId: string): Promise<OrderFulfilmentRecord> {
    const [{ rows: lines }, { rows: shipments }, { rows: cancellations }] = await Promise.all([
      this.db.query<{ position: number; ordered: number; dispatched: number; cancelled: number; delivered: number }>(
        `SELECT l.position, l.quantity AS ordered, l.dispatched_quantity AS dispatched, l.cancelled_quantity AS cancelled,
                (SELECT coalesce(sum(sl.quantity), 0)::int FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
                  WHERE sl.order_id = l.order_id AND sl.position = l.position AND s.delivered_at IS NOT NULL) AS delivered
           FROM order_lines l WHERE l.order_id = $1 ORDER BY l.position`, [orderId]),
      this.db.query<ShipmentRow>(`SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.order_id = $1 ORDER BY s.seq`, [orderId]),
      this.db.query<{ position: number; quantity: number; cancelled_at: Date | string; cancelled_by: string }>(
        'SELECT position, quantity, cancelled_at, cancelled_by FROM order_line_cancellations WHERE order_id = $1 ORDER BY seq', [orderId]),
    ]);
    return {
      lines,
      shipments: shipments.map(toShipment),
      cancellations: cancellations.map((c) => ({ position: c.position, quantity: c.quantity, at: new Date(c.cancelled_at), by: c.cancelled_by })),
    };
  }

  async shipment(id: string): Promise<Shipment | null> {
    const { rows } = await this.db.query<ShipmentRow>(`SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.id = $1`, [id]);
    return rows[0] ? toShipment(rows[0]) : null;
  }

  dispatch(s: NewShipment): Promise<boolean> {
    return this.whole(async (tx) => {
      if (s.capture !== undefined) await this.planStillHolds(tx, s.orderId, s.capture.firstParcel);
      const { rows } = await tx.query<{ moved: number; written: number }>(DISPATCH, [
        s.id, s.orderId, s.carrierCode, s.trackingNumber, s.at.toISOString(), s.lines.map((l) => l.position), s.lines.map((l) => l.quantity), s.by,
      ]);
      if (rows[0]!.written !== 1) throw new NotWhole();
      if (s.capture !== undefined) {
        const requested = await requestModification(tx, s.capture.payment);
        // The capture's key is the shipment's, whose id was not written before: a capture under it now is this one (a
        // repeat of the key, answered as it stands by the plan), any other one is not.
        if (requested.kind === 'refused' || requested.modification.id !== s.capture.payment.id) throw new NotWhole();
      }
      await this.appendEvent(tx, {
        orderId: s.orderId,
        type: 'order.dispatched',
        data: { shipmentId: s.id, carrier: s.carrierCode, trackingNumber: s.trackingNumber, lines: s.lines, dispatchedAt: s.at.toISOString() },
      });
    });
  }

  async markDelivered(shipmentId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ order_id: string }>(
        `WITH ord AS MATERIALIZED (SELECT o.id FROM orders o JOIN shipments s ON s.order_id = o.id WHERE s.id = $1 FOR UPDATE OF o)
         UPDATE shipments SET delivered_at = $2 WHERE id = $1 AND delivered_at IS NULL AND EXISTS (SELECT 1 FROM ord) RETURNING order_id`,
        [shipmentId, at.toISOString()]);
      if (rows.length === 0) return false;
      await this.appendEvent(tx, { orderId: rows[0]!.order_id, type: 'order.delivered', data: { shipmentId, deliveredAt: at.toISOString() } });
      return true;
    });
  }

  async cancel(c: NewCancellation): Promise<CancellationWritten> {
    let back: { product_ids: number[] | null; levels_changed: boolean | null } | null = null;
    const recorded: string[] = [];
    try {
      const keyed = await this.db.transaction(async (tx) => {
        // The ledger's row before the order's, as a settle takes them, so neither waits on the other for ever; both before
        // the key's row, whose reference to the order would share the order's row with another cancellation of it.
        if (c.payments.length > 0) await tx.query('SELECT order_id FROM order_payments WHERE order_id = $1 FOR UPDATE', [c.orderId]);
        const paid = await tx.query("SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE", [c.orderId]);
        const { refund, deliveryRefund, release } = c.followUps;
        // After the order's lock: a second request of the same key finds the first one's row, committed.
        const key = await tx.query(KEY_CANCELLATION, [c.id, c.orderId, c.idempotencyKey, refund, deliveryRefund, release, c.at.toISOString(), c.by]);
        if (key.rows.length === 0) return false;
        // Read after the order's lock, which every change of its lines takes first: these counters are the ones the cancellation changes.
        const { rows: now } = await tx.query<{ position: number; dispatched: number; cancelled: number }>(
          'SELECT position, dispatched_quantity AS dispatched, cancelled_quantity AS cancelled FROM order_lines WHERE order_id = $1 ORDER BY position', [c.orderId]);
        if (paid.rows.length === 0 || !sameCounters(now, c.linesBefore)) throw new CancellationRefused('lines-changed');
        const { rows } = await tx.query<{ moved: number; product_ids: number[] | null; levels_changed: boolean | null }>(CANCEL, [
          c.orderId, c.lines.map((l) => l.position), c.lines.map((l) => l.quantity), c.at.toISOString(), c.by, c.id,
        ]);
        if (rows[0]!.moved !== c.lines.length) throw new CancellationRefused('lines-changed');
        back = rows[0]!;
        for (const payment of c.payments) {
          const requested = await requestModification(tx, payment);
          // Recorded under its key before the plan (the plan answered it as it stands) is the same action; taken meanwhile is not.
          if (requested.kind === 'refused' || requested.modification.id !== payment.id) throw new CancellationRefused('payment-changed');
          if (requested.kind === 'requested') recorded.push(payment.id);
        }
        await this.appendEvent(tx, { orderId: c.orderId, type: 'order.cancelled', data: { lines: c.lines, cancelledAt: c.at.toISOString() } });
        return true;
      });
      if (!keyed) {
        const earlier = await this.cancellation(c.orderId, c.idempotencyKey);
        if (earlier === null) throw new Error(`cancellation key ${c.idempotencyKey} of order ${c.orderId} neither written nor found`);
        return { kind: 'repeated', cancellation: earlier };
      }
    } catch (error) {
      if (error instanceof CancellationRefused) return { kind: error.kind };
      if (sqlStateOf(error) === CHECK_VIOLATION) return { kind: 'lines-changed' };
      throw error;
    }
    const moved = back as { product_ids: number[] | null; levels_changed: boolean | null } | null;
    if (moved?.product_ids) await this.stockMoved({ productIds: moved.product_ids, levelsChanged: moved.levels_changed === true });
    return { kind: 'cancelled', recorded };
  }

  async cancellation(orderId: string, idempotencyKey: string): Promise<KeyedCancellation | null> {
    const { rows } = await this.db.query<KeyedCancellationRow>(
      `SELECT c.id, c.order_id, c.refund_key, c.delivery_refund_key, c.release_key, c.cancelled_at, c.cancelled_by,
              (SELECT json_agg(json_build_object('position', lc.position, 'quantity', lc.quantity) ORDER BY lc.position)
                 FROM order_line_cancellations lc WHERE lc.cancellation_id = c.id) AS lines
         FROM order_cancellations c WHERE c.order_id = $1 AND c.idempotency_key = $2`, [orderId, idempotencyKey]);
    const row = rows[0];
    return row === undefined ? null : {
      id: row.id, orderId: row.order_id, lines: row.lines ?? [],
      followUps: { refund: row.refund_key, deliveryRefund: row.delivery_refund_key, release: row.release_key },
      at: new Date(row.cancelled_at), by: row.cancelled_by,
    };
  }

  /**
   * Locks the ledger's row, then the order's (a settle takes them in that order, so neither waits
   * on the other for ever), and goes on only while the order has a parcel exactly when its
   * capture was planned as not the first: read under the order's lock, which every dispatch takes.
   */
  private async planStillHolds(tx: SqlRunner, orderId: string, firstParcel: boolean): Promise<void> {
    await tx.query('SELECT order_id FROM order_payments WHERE order_id = $1 FOR UPDATE', [orderId]);
    const paid = await tx.query("SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE", [orderId]);
    // A statement of its own, after the lock: one waiting for the lock would still read the shipments as they were before.
    const { rows } = await tx.query<{ parcels: boolean }>('SELECT EXISTS (SELECT 1 FROM shipments WHERE order_id = $1) AS parcels', [orderId]);
    if (paid.rows.length === 0 || rows[0]!.parcels === firstParcel) throw new NotWhole();
  }

  /** Runs a write in a transaction: false, with nothing written, when it was not whole or a line had too few units left. */
  private async whole(write: (tx: SqlRunner) => Promise<void>): Promise<boolean> {
    try {
      await this.db.transaction(write);
      return true;
    } catch (error) {
      if (error instanceof NotWhole || sqlStateOf(error) === CHECK_VIOLATION || sqlStateOf(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}
