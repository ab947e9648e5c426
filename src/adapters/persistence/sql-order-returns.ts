import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import { returnReferenceOf, type ReturnLine, type ReturnReason, type ReturnState } from '../../domain/orders/returns.js';
import type { NewReturn, OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { Database, SqlRunner } from './database.js';
import { appendOrderEvent } from './sql-order-events.js';

/** Appends an order event with the transaction's handle: the outbox's `appendOrderEvent`. */
type OrderEventAppender = typeof appendOrderEvent;

interface ReturnRow {
  id: string;
  order_id: string;
  reference: string;
  reason: ReturnReason;
  state: ReturnState;
  requested_at: Date | string;
  requested_by: string;
  received_at: Date | string | null;
  received_by: string | null;
  closed_at: Date | string | null;
  closed_by: string | null;
  refund_key: string | null;
  lines: ReturnLine[] | null;
  refund_id: string | null;
  refund_state: 'requested' | 'succeeded' | 'failed' | null;
  refund_amount_minor: number | null;
  refund_currency: string | null;
  refund_settled_at: Date | string | null;
}

/** A return with its lines and the refund its key names (a row of the payment's modifications). */
const RETURN_SELECT = `
  SELECT r.id, r.order_id, r.reference, r.reason, r.state, r.requested_at, r.requested_by, r.received_at, r.received_by,
         r.closed_at, r.closed_by, r.refund_key,
         (SELECT json_agg(json_build_object('position', rl.position, 'quantity', rl.quantity, 'received', rl.received_quantity) ORDER BY rl.position)
            FROM order_return_lines rl WHERE rl.return_id = r.id) AS lines,
         m.id AS refund_id, m.state AS refund_state, m.amount_minor AS refund_amount_minor, m.currency AS refund_currency, m.settled_at AS refund_settled_at
    FROM order_returns r LEFT JOIN order_payment_modifications m ON m.idempotency_key = r.refund_key`;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const toReturn = (row: ReturnRow): OrderReturn => ({
  id: row.id,
  orderId: row.order_id,
  reference: row.reference,
  reason: row.reason,
  state: row.state,
  lines: row.lines ?? [],
  requestedAt: new Date(row.requested_at),
  requestedBy: row.requested_by,
  receivedAt: dateOrNull(row.received_at),
  receivedBy: row.received_by,
  closedAt: dateOrNull(row.closed_at),
  closedBy: row.closed_by,
  refundKey: row.refund_key,
  refund: row.refund_id === null
    ? null
    : { modificationId: row.refund_id, state: row.refund_state!, amountMinor: row.refund_amount_minor!, currency: row.refund_currency!, settledAt: dateOrNull(row.refund_settled_at) },
});

/** Moves the return counters of the lines named ($2 positions, $3 units to add, negative to give back) of order $1. */
const MOVE_COUNTERS = `
  UPDATE order_lines l SET return_quantity = l.return_quantity + w.units
    FROM unnest($2::int[], $3::int[]) AS w(position, units)
   WHERE l.order_id = $1 AND l.position = w.position AND w.units <> 0
  RETURNING l.position`;

/** Locks the order of a return (as every change of an order does) and answers the return as it is then. */
const LOCK_ORDER_OF_RETURN = `
  SELECT r.order_id FROM order_returns r JOIN orders o ON o.id = r.order_id WHERE r.id = $1 FOR UPDATE OF o`;

/** Thrown inside a write's transaction when it could not be done whole: the transaction rolls back. */
class NotWhole extends Error {}

const CHECK_VIOLATION = '23514';
const sqlStateOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * Returns in SQL. Each write locks the order's row first, so two writes of one order run one
 * after the other and the second reads what the first committed (its counters, the next return
 * number); the counters' CHECK (never more in returns than dispatched) fails a request that would
 * overrun, and then nothing is written.
 */
export class SqlOrderReturns implements OrderReturns {
  constructor(private readonly db: Database, private readonly appendEvent: OrderEventAppender = appendOrderEvent) {}

  async ofOrder(orderId: string): Promise<OrderReturn[]> {
    const { rows } = await this.db.query<ReturnRow>(`${RETURN_SELECT} WHERE r.order_id = $1 ORDER BY r.number`, [orderId]);
    return rows.map(toReturn);
  }

  async byId(id: string): Promise<OrderReturn | null> {
    return this.byIdOn(this.db, id);
  }

  async request(r: NewReturn): Promise<OrderReturn | null> {
    const written = await this.whole(async (tx) => {
      const locked = await tx.query("SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE", [r.orderId]);
      if (locked.rows.length === 0) throw new NotWhole();
      const moved = await tx.query(MOVE_COUNTERS, [r.orderId, r.lines.map((l) => l.position), r.lines.map((l) => l.quantity)]);
      if (moved.rows.length !== r.lines.length) throw new NotWhole();
      // A statement after the lock: it sees every return committed before it, so the number is the next.
      const { rows } = await tx.query<{ number: number }>(
        `INSERT INTO order_returns (id, order_id, number, reference, reason, requested_at, requested_by)
         SELECT $1, $2, n.number, 'R-' || $3::text || '-' || n.number, $4, $5, $6
           FROM (SELECT coalesce(max(number), 0) + 1 AS number FROM order_returns WHERE order_id = $2) n
         RETURNING number`,
        [r.id, r.orderId, r.orderReference, r.reason, r.at.toISOString(), r.by]);
      await tx.query(
        `INSERT INTO order_return_lines (return_id, order_id, position, quantity)
         SELECT $1, $2, w.position, w.quantity FROM unnest($3::int[], $4::int[]) AS w(position, quantity)`,
        [r.id, r.orderId, r.lines.map((l) => l.position), r.lines.map((l) => l.quantity)]);
      const reference = returnReferenceOf(r.orderReference, rows[0]!.number);
      await this.appendEvent(tx, { orderId: r.orderId, type: 'order.return_requested', data: { returnReference: reference, lines: r.lines, reason: r.reason } });
      return this.byIdOn(tx, r.id);
    });
    return written;
  }

  async receive(id: string, found: readonly LineQuantity[], at: Date, by: string): Promise<boolean> {
    return (await this.whole(async (tx) => {
      const before = await this.lockedReturn(tx, id);
      const { rows } = await tx.query<{ reference: string }>(
        "UPDATE order_returns SET state = 'received', received_at = $2, received_by = $3 WHERE id = $1 AND state = 'requested' RETURNING reference",
        [id, at.toISOString(), by]);
      if (rows.length === 0) throw new NotWhole();
      await tx.query(
        `UPDATE order_return_lines rl SET received_quantity = f.quantity FROM unnest($2::int[], $3::int[]) AS f(position, quantity)
          WHERE rl.return_id = $1 AND rl.position = f.position`,
        [id, found.map((l) => l.position), found.map((l) => l.quantity)]);
      // Units asked back and not in the parcel may be asked back again.
      const missing = before.lines.map((l) => ({ position: l.position, units: -(l.quantity - (found.find((f) => f.position === l.position)?.quantity ?? 0)) }));
      await tx.query(MOVE_COUNTERS, [before.orderId, missing.map((m) => m.position), missing.map((m) => m.units)]);
      await this.appendEvent(tx, {
        orderId: before.orderId, type: 'order.returned', data: { returnReference: rows[0]!.reference, lines: found.filter((l) => l.quantity > 0) },
      });
      return true;
    })) === true;
  }

  async close(id: string, at: Date, by: string): Promise<boolean> {
    return (await this.whole(async (tx) => {
      const before = await this.lockedReturn(tx, id);
      const { rows } = await tx.query(
        `UPDATE order_returns r SET state = 'closed', closed_at = $2, closed_by = $3
          WHERE r.id = $1 AND (r.state = 'requested' OR (r.state = 'received' AND NOT EXISTS (
            SELECT 1 FROM order_payment_modifications m WHERE m.idempotency_key = r.refund_key AND m.state <> 'failed')))
         RETURNING r.id`,
        [id, at.toISOString(), by]);
      if (rows.length === 0) throw new NotWhole();
      // A return closed before its parcel came gives its units back; units received stay returned.
      if (before.state === 'requested') {
        await tx.query(MOVE_COUNTERS, [before.orderId, before.lines.map((l) => l.position), before.lines.map((l) => -l.quantity)]);
      }
      await this.appendEvent(tx, {
        orderId: before.orderId, type: 'order.return_closed',
        data: { returnReference: before.reference, received: before.state === 'received', lines: before.lines.map((l) => ({ position: l.position, quantity: l.quantity })) },
      });
      return true;
    })) === true;
  }

  async claimRefund(id: string, key: string, by: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE order_returns r SET refund_key = $2, refund_asked_by = $3
        WHERE r.id = $1 AND r.state = 'received' AND (r.refund_key IS NULL OR r.refund_key = $2 OR EXISTS (
          SELECT 1 FROM order_payment_modifications m WHERE m.idempotency_key = r.refund_key AND m.state = 'failed'))
       RETURNING r.id`,
      [id, key, by]);
    return rows.length === 1;
  }

  async releaseRefund(id: string, key: string): Promise<void> {
    await this.db.query(
      `UPDATE order_returns r SET refund_key = NULL, refund_asked_by = NULL
        WHERE r.id = $1 AND r.refund_key = $2 AND NOT EXISTS (SELECT 1 FROM order_payment_modifications m WHERE m.idempotency_key = $2)`,
      [id, key]);
  }

  private async byIdOn(runner: SqlRunner, id: string): Promise<OrderReturn | null> {
    const { rows } = await runner.query<ReturnRow>(`${RETURN_SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ? toReturn(rows[0]) : null;
  }

  /** The return, read after its order's row is locked; the write is not whole when there is no such return. */
  private async lockedReturn(tx: SqlRunner, id: string): Promise<OrderReturn> {
    const locked = await tx.query(LOCK_ORDER_OF_RETURN, [id]);
    if (locked.rows.length === 0) throw new NotWhole();
    return (await this.byIdOn(tx, id))!;
  }

  /** Runs a write in a transaction: null, with nothing written, when it was not whole or a line had too few units left. */
  private async whole<T>(write: (tx: SqlRunner) => Promise<T>): Promise<T | null> {
    try {
      return await this.db.transaction(write);
    } catch (error) {
      if (error instanceof NotWhole || sqlStateOf(error) === CHECK_VIOLATION) return null;
      throw error;
    }
  }
}
