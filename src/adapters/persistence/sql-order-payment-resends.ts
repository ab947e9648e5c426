import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { UnsentPaymentModifications } from '../../ports/unsent-payment-modifications.port.js';
import type { Database } from './database.js';
import { MODIFICATION_COLUMNS, modificationOf, type ModificationRow } from './sql-order-payments.js';

/**
 * One statement: the due rows are locked (SKIP LOCKED: a row another node is claiming is left to
 * it), and each gets its next try time and one more resend, so once claimed it is not due for
 * anyone until then. The partial index (migration 025) reads only the unsent actions.
 */
const CLAIM = `
  WITH due AS (
    SELECT id FROM order_payment_modifications
     WHERE state = 'requested' AND provider_reference IS NULL AND requested_at < $2 AND (resend_after IS NULL OR resend_after <= $1)
     ORDER BY requested_at LIMIT $3 FOR UPDATE SKIP LOCKED)
  UPDATE order_payment_modifications m
     SET resends = m.resends + 1,
         resend_after = $1::timestamptz + make_interval(secs => least($4::float8 * power(2, m.resends), $5::float8) / 1000)
    FROM due WHERE m.id = due.id
  RETURNING ${MODIFICATION_COLUMNS.split(',').map((c) => `m.${c.trim()}`).join(', ')}`;

/** UnsentPaymentModifications on `order_payment_modifications` (its resend columns: migration 025). */
export class SqlOrderPaymentResends implements UnsentPaymentModifications {
  constructor(private readonly db: Database) {}

  async claimDue(now: Date, recordedBefore: Date, limit: number, backoff: { firstMs: number; maxMs: number }): Promise<PaymentModificationRecord[]> {
    const { rows } = await this.db.query<ModificationRow>(CLAIM, [now.toISOString(), recordedBefore.toISOString(), limit, backoff.firstMs, backoff.maxMs]);
    return rows.map(modificationOf).sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
  }
}
