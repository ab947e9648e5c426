import type { CaptureMode, PaymentLedger } from '../../domain/orders/payment-ledger.js';
import type { ModificationBenefits, PaymentModificationKind, PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { RefundedLine } from '../../domain/orders/refund-selection.js';
import type {
  BenefitsToTakeBack, ModificationReference, ModificationRequested, NewPaymentModification, OrderPayments, SettledModification, TakenBack,
} from '../../ports/order-payments.port.js';
import type { Database, SqlRunner } from './database.js';
import { appendOrderEvent } from './sql-order-events.js';
import type { OrderEventType } from '../../domain/orders/order-event.js';
import { cancelUnusedVoucherCodes } from './sql-gift-vouchers.js';
import { benefitsRecordOf, giveBackSpent, reverseBenefits, takeLoyaltyPoints, type SpentGivenBack } from './sql-payment-benefits.js';
import { returnUnits, type StockMovedListener } from './sql-orders.js';

interface LedgerRow {
  currency: string;
  authorised_minor: number;
  captured_minor: number;
  capture_reserved_minor: number;
  refunded_minor: number;
  refund_reserved_minor: number;
  released_minor: number;
  release_reserved_minor: number;
  cancellation: PaymentLedger['cancellation'];
}

export interface ModificationRow {
  id: string;
  order_id: string;
  kind: PaymentModificationKind;
  amount_minor: number;
  currency: string;
  lines: RefundedLine[];
  delivery: boolean;
  state: PaymentModificationRecord['state'];
  idempotency_key: string;
  provider_reference: string | null;
  failure_reason: string | null;
  requested_by: string;
  requested_at: Date | string;
  settled_at: Date | string | null;
  benefits: ModificationBenefits | null;
}

const LEDGER_COLUMNS = `currency, authorised_minor, captured_minor, capture_reserved_minor, refunded_minor, refund_reserved_minor, released_minor,
  release_reserved_minor, cancellation`;
export const MODIFICATION_COLUMNS = `id, order_id, kind, amount_minor, currency, lines, delivery, state, idempotency_key, provider_reference, failure_reason,
  requested_by, requested_at, settled_at, benefits`;

const ledgerOf = (row: LedgerRow): PaymentLedger => ({
  currency: row.currency, authorisedMinor: row.authorised_minor, capturedMinor: row.captured_minor, captureReservedMinor: row.capture_reserved_minor,
  refundedMinor: row.refunded_minor, refundReservedMinor: row.refund_reserved_minor, releasedMinor: row.released_minor,
  releaseReservedMinor: row.release_reserved_minor, cancellation: row.cancellation,
});

export const modificationOf = (row: ModificationRow): PaymentModificationRecord => ({
  id: row.id, orderId: row.order_id, kind: row.kind, amount: { amountMinor: row.amount_minor, currency: row.currency }, lines: row.lines,
  delivery: row.delivery, state: row.state, idempotencyKey: row.idempotency_key, providerReference: row.provider_reference,
  failureReason: row.failure_reason, requestedBy: row.requested_by, requestedAt: new Date(row.requested_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at), benefits: row.benefits,
});

/**
 * The one conditional statement that reserves a modification's money ($2; a cancel's statement
 * takes it too, to keep one call shape, and reserves the whole payment): it matches the ledger row
 * only while the money is there, so under any concurrency (the row lock orders the updates, and
 * each re-reads the row before it applies) the sum reserved never exceeds what is left. A release
 * reserves exactly what is left to capture, once part is captured and while no capture or other
 * release is under way: two releases at once release once, and no capture takes money released.
 */
const RESERVE: Record<PaymentModificationKind, string> = {
  capture: `UPDATE order_payments SET capture_reserved_minor = capture_reserved_minor + $2
             WHERE order_id = $1 AND cancellation = 'none' AND released_minor = 0 AND release_reserved_minor = 0
               AND authorised_minor - captured_minor - capture_reserved_minor >= $2`,
  refund: `UPDATE order_payments SET refund_reserved_minor = refund_reserved_minor + $2
            WHERE order_id = $1 AND captured_minor - refunded_minor - refund_reserved_minor >= $2`,
  cancel: `UPDATE order_payments SET cancellation = 'requested'
            WHERE order_id = $1 AND $2::int >= 0 AND cancellation = 'none' AND captured_minor = 0 AND capture_reserved_minor = 0`,
  release: `UPDATE order_payments SET release_reserved_minor = $2
             WHERE order_id = $1 AND $2::int > 0 AND cancellation = 'none' AND captured_minor > 0 AND capture_reserved_minor = 0
               AND released_minor = 0 AND release_reserved_minor = 0 AND authorised_minor - captured_minor = $2`,
};

/** What a settled modification does to the ledger: succeeded moves the reservation on, failed releases it. */
const SETTLE: Record<PaymentModificationKind, { succeeded: string; failed: string; takenBack: string | null }> = {
  capture: {
    succeeded: 'UPDATE order_payments SET capture_reserved_minor = capture_reserved_minor - $2, captured_minor = captured_minor + $2 WHERE order_id = $1',
    failed: 'UPDATE order_payments SET capture_reserved_minor = capture_reserved_minor - $2 WHERE order_id = $1',
    // A capture that failed after its success: only while no refund stands on the money it captured.
    takenBack: `UPDATE order_payments SET captured_minor = captured_minor - $2
                 WHERE order_id = $1 AND captured_minor - $2 >= refunded_minor + refund_reserved_minor`,
  },
  refund: {
    succeeded: 'UPDATE order_payments SET refund_reserved_minor = refund_reserved_minor - $2, refunded_minor = refunded_minor + $2 WHERE order_id = $1',
    failed: 'UPDATE order_payments SET refund_reserved_minor = refund_reserved_minor - $2 WHERE order_id = $1',
    takenBack: 'UPDATE order_payments SET refunded_minor = refunded_minor - $2 WHERE order_id = $1',
  },
  cancel: {
    succeeded: "UPDATE order_payments SET cancellation = 'cancelled' WHERE order_id = $1 AND $2::int >= 0",
    failed: "UPDATE order_payments SET cancellation = 'none' WHERE order_id = $1 AND $2::int >= 0 AND cancellation = 'requested'",
    takenBack: null,
  },
  release: {
    succeeded: 'UPDATE order_payments SET release_reserved_minor = release_reserved_minor - $2, released_minor = released_minor + $2 WHERE order_id = $1',
    failed: 'UPDATE order_payments SET release_reserved_minor = release_reserved_minor - $2 WHERE order_id = $1',
    takenBack: null,
  },
};

/**
 * The order event a succeeded modification writes. A release writes none: the order's systems
 * learn nothing new of its goods or money (what was captured stays captured), and the order's
 * timeline tells it from the modification.
 */
const EVENT_OF: Record<PaymentModificationKind, OrderEventType | null> = {
  capture: 'order.captured', refund: 'order.refunded', cancel: 'order.cancelled', release: null,
};

/** A modification by our id or the provider's reference ($1, $2), of one kind ($3). */
const FIND_MODIFICATION = "WHERE (id = $1 OR provider_reference = NULLIF($2, '')) AND kind = $3";

/**
 * A paid order ($1) whose payment was cancelled whole: cancelled, so nothing of it can be
 * dispatched or cancelled any more (none of its units waits for dispatch), and its units neither dispatched nor cancelled back in stock
 * (as a cancellation of lines gives them back). It answers which products got units back and
 * whether a size's stock level changed.
 */
const CLOSE_PAYMENT_CANCELLED = `
  WITH closed AS (UPDATE orders SET status = 'cancelled', units_to_dispatch = 0 WHERE id = $1 AND status = 'paid' RETURNING id),
       back AS (${returnUnits(`SELECT stock_id, sum(quantity - dispatched_quantity - cancelled_quantity)::int AS units FROM order_lines
                                WHERE order_id IN (SELECT id FROM closed) AND quantity > dispatched_quantity + cancelled_quantity GROUP BY stock_id`)})
  SELECT (SELECT array_agg(DISTINCT product_id) FROM back) AS product_ids, (SELECT bool_or(level_changed) FROM back) AS levels_changed`;

/** Thrown inside a transaction to roll it back when a conditional statement matched nothing. */
class NothingMatched extends Error {}

/** Takes back what a settled refund or cancel covers, with the settle's transaction handle. */
export type TakeBackWriter = (tx: SqlRunner, takeBack: BenefitsToTakeBack) => Promise<TakenBack>;

/** The gift voucher codes cancelled and the loyalty points taken (as many as the shopper still has), with the vouchers' SQL. */
export const takeBackBenefits: TakeBackWriter = async (tx, takeBack) => {
  const cancelledCodes: string[] = [];
  for (const line of takeBack.vouchers) cancelledCodes.push(...(await cancelUnusedVoucherCodes(tx, line.codes, line.value, line.atMost)));
  const points = takeBack.shopperId !== null && takeBack.points > 0 ? await takeLoyaltyPoints(tx, takeBack.shopperId, takeBack.points) : 0;
  return { cancelledCodes, points };
};

/**
 * Records a modification and reserves its money by the one conditional statement, with the
 * caller's transaction handle (a request's own, or a cancellation's, which records the refund of
 * its units with it): `repeated` with the earlier one when its key is known, nothing reserved;
 * `refused` when the ledger no longer has the money, and the caller rolls its transaction back.
 */
export async function requestModification(
  tx: SqlRunner, m: NewPaymentModification,
): Promise<{ kind: 'requested' | 'repeated'; modification: PaymentModificationRecord } | { kind: 'refused' }> {
  // The ledger's row before the insert, whose reference to the order share-locks the order's row: a settle takes the
  // ledger's row, then the order's, so taking them the other way round here deadlocks with it.
  await tx.query('SELECT order_id FROM order_payments WHERE order_id = $1 FOR UPDATE', [m.orderId]);
  const inserted = await tx.query<ModificationRow>(
    `INSERT INTO order_payment_modifications (id, order_id, kind, amount_minor, currency, lines, delivery, state, idempotency_key, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'requested', $8, $9, $10)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${MODIFICATION_COLUMNS}`,
    [m.id, m.orderId, m.kind, m.amount.amountMinor, m.amount.currency, JSON.stringify(m.lines), m.delivery, m.idempotencyKey, m.requestedBy, m.requestedAt],
  );
  const row = inserted.rows[0];
  if (row === undefined) {
    const { rows } = await tx.query<ModificationRow>(`SELECT ${MODIFICATION_COLUMNS} FROM order_payment_modifications WHERE idempotency_key = $1`, [m.idempotencyKey]);
    return { kind: 'repeated', modification: modificationOf(rows[0]!) };
  }
  const reserved = await tx.query(`${RESERVE[m.kind]} RETURNING order_id`, [m.orderId, m.amount.amountMinor]);
  return reserved.rows.length === 0 ? { kind: 'refused' } : { kind: 'requested', modification: modificationOf(row) };
}

/** OrderPayments on the `order_payments` and `order_payment_modifications` tables (migration 020). */
export class SqlOrderPayments implements OrderPayments {
  /** `stockMoved` is told, after the commit, of the stock a cancelled payment's order gave back. */
  constructor(
    private readonly db: Database,
    private readonly writeTakeBack: TakeBackWriter = takeBackBenefits,
    private readonly stockMoved: StockMovedListener = async () => undefined,
  ) {}

  async ledgerOf(orderId: string, mode: CaptureMode): Promise<PaymentLedger | null> {
    // Opened by the paid close; an order paid before that has it opened here, from its total, the first time it is asked. Never rewritten afterwards.
    await this.db.query(
      `INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor)
       SELECT id, currency, total_minor, CASE WHEN $2 = 'automatic' THEN total_minor ELSE 0 END FROM orders WHERE id = $1 AND status = 'paid'
       ON CONFLICT (order_id) DO NOTHING`,
      [orderId, mode],
    );
    return this.readLedger(this.db, orderId);
  }

  async modificationsOf(orderId: string): Promise<PaymentModificationRecord[]> {
    const { rows } = await this.db.query<ModificationRow>(`SELECT ${MODIFICATION_COLUMNS} FROM order_payment_modifications WHERE order_id = $1 ORDER BY seq`, [orderId]);
    return rows.map(modificationOf);
  }

  async request(m: NewPaymentModification): Promise<ModificationRequested> {
    try {
      return await this.db.transaction(async (tx) => {
        const requested = await requestModification(tx, m);
        if (requested.kind === 'refused') throw new NothingMatched();
        return requested;
      });
    } catch (error) {
      if (!(error instanceof NothingMatched)) throw error;
      const ledger = await this.readLedger(this.db, m.orderId);
      if (ledger === null) throw new Error(`order ${m.orderId} has no payment ledger`);
      return { kind: 'refused', ledger };
    }
  }

  async taken(id: string, providerReference: string): Promise<void> {
    await this.db.query('UPDATE order_payment_modifications SET provider_reference = $2 WHERE id = $1 AND provider_reference IS NULL', [id, providerReference]);
  }

  async find(reference: ModificationReference): Promise<PaymentModificationRecord | null> {
    const { rows } = await this.db.query<ModificationRow>(
      `SELECT ${MODIFICATION_COLUMNS} FROM order_payment_modifications ${FIND_MODIFICATION}`, [reference.id, reference.providerReference, reference.kind],
    );
    return rows[0] === undefined ? null : modificationOf(rows[0]);
  }

  async settle(
    reference: ModificationReference, outcome: { succeeded: boolean; reason: string | null }, at: Date, takeBack: BenefitsToTakeBack | null = null,
  ): Promise<SettledModification | null> {
    let stockBack: { product_ids: number[] | null; levels_changed: boolean | null } | null = null;
    try {
      const result = await this.db.transaction(async (tx) => {
        const find = FIND_MODIFICATION;
        const params = [reference.id, reference.providerReference, reference.kind, outcome.succeeded ? 'succeeded' : 'failed', outcome.reason, at];
        const set = `SET state = $4, failure_reason = $5, settled_at = $6, provider_reference = COALESCE(provider_reference, NULLIF($2, ''))`;
        let settled = (await tx.query<ModificationRow>(
          `UPDATE order_payment_modifications ${set} ${find} AND state = 'requested' RETURNING ${MODIFICATION_COLUMNS}`, params,
        )).rows[0];
        let statement = settled === undefined ? null : SETTLE[settled.kind][outcome.succeeded ? 'succeeded' : 'failed'];
        if (settled === undefined && !outcome.succeeded) {
          // CAPTURE_FAILED or REFUND_FAILED after the success was reported: the money moves back.
          settled = (await tx.query<ModificationRow>(
            `UPDATE order_payment_modifications ${set} ${find} AND state = 'succeeded' AND kind <> 'cancel' RETURNING ${MODIFICATION_COLUMNS}`, params,
          )).rows[0];
          statement = settled === undefined ? null : SETTLE[settled.kind].takenBack;
        }
        if (settled === undefined || statement === null) return null;
        const moved = await tx.query(`${statement} RETURNING order_id`, [settled.order_id, settled.amount_minor]);
        if (moved.rows.length === 0) throw new NothingMatched();
        let modification = modificationOf(settled);
        let takenBack: TakenBack | null = null;
        const type = EVENT_OF[settled.kind];
        if (settled.state === 'succeeded' && type !== null) {
          // The order's row locked first: its events are numbered in the order their changes commit.
          await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [settled.order_id]);
          let givenBack: SpentGivenBack | null = null;
          if (settled.kind === 'cancel') {
            // Before its event, which tells the order's status after the change.
            stockBack = (await tx.query<{ product_ids: number[] | null; levels_changed: boolean | null }>(CLOSE_PAYMENT_CANCELLED, [settled.order_id])).rows[0]!;
            // Nothing was captured: the vouchers and coupons that paid the rest of the order go back to the shopper too.
            givenBack = await giveBackSpent(tx, settled.order_id, 'cancel');
          } else if (settled.kind === 'refund') {
            // The refund after which all that was paid is refunded gives them back too, as a cancel would.
            givenBack = await giveBackSpent(tx, settled.order_id, 'refund');
          }
          await appendOrderEvent(tx, {
            orderId: settled.order_id, type,
            data: {
              modificationId: settled.id, amount: modification.amount, lines: settled.lines, delivery: settled.delivery, providerReference: modification.providerReference,
              // A cancelled payment cancels the whole order, as the reasons of an unpaid order's cancellation do.
              ...(settled.kind === 'cancel' ? { reason: 'payment_cancelled' } : {}),
            },
          });
          // In this transaction: the success and what it takes back are recorded together or not at all.
          if (takeBack !== null && settled.kind !== 'capture') takenBack = await this.writeTakeBack(tx, takeBack);
          const benefits = benefitsRecordOf(takeBack, takenBack, givenBack);
          if (benefits !== null) {
            await tx.query('UPDATE order_payment_modifications SET benefits = $2::jsonb WHERE id = $1', [settled.id, JSON.stringify(benefits)]);
            modification = { ...modification, benefits };
          }
        } else if (settled.state === 'failed' && settled.benefits !== null) {
          // Kept only by a success: a REFUND_FAILED after the REFUND, and what the refund moved is undone with its money, once (a
          // refund leaves succeeded once).
          await reverseBenefits(tx, settled.benefits);
        }
        const ledger = await this.readLedger(tx, settled.order_id);
        return { modification, ledger: ledger!, takenBack };
      });
      const back = stockBack as { product_ids: number[] | null; levels_changed: boolean | null } | null;
      if (back?.product_ids) await this.stockMoved({ productIds: back.product_ids, levelsChanged: back.levels_changed === true });
      return result;
    } catch (error) {
      if (error instanceof NothingMatched) return null;
      throw error;
    }
  }

  private async readLedger(runner: SqlRunner, orderId: string): Promise<PaymentLedger | null> {
    const { rows } = await runner.query<LedgerRow>(`SELECT ${LEDGER_COLUMNS} FROM order_payments WHERE order_id = $1`, [orderId]);
    return rows[0] === undefined ? null : ledgerOf(rows[0]);
  }
}
