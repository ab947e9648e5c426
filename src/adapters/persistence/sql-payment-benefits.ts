import type { ModificationBenefits } from '../../domain/orders/payment-modification.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BenefitsToTakeBack, TakenBack } from '../../ports/order-payments.port.js';
import type { SqlRunner } from './database.js';
import { addLoyaltyPoints } from './sql-loyalty-accounts.js';

/** What an order spent at its paid close that its cancel, or the refund that completes it, gave back. */
export interface SpentGivenBack {
  vouchersGivenBack: { code: string; amount: Money }[];
  couponsGivenBack: string[];
}

/** Whether a settle that stands gave back what the order ($1) spent already. */
const GIVEN_BACK_BEFORE = `EXISTS (
  SELECT 1 FROM order_payment_modifications
   WHERE order_id = $1 AND state = 'succeeded' AND benefits IS NOT NULL
     AND (jsonb_array_length(benefits->'vouchersGivenBack') > 0 OR jsonb_array_length(benefits->'couponsGivenBack') > 0))`;

/**
 * Whether everything the order ($1) was paid is refunded and nothing more will be taken: all that
 * was captured refunded, nothing being captured, refunded or released, and no rest of the
 * authorisation left to capture (released, or nothing of the order left to dispatch).
 */
const WHOLLY_REFUNDED = `EXISTS (
  SELECT 1 FROM order_payments p JOIN orders o ON o.id = p.order_id
   WHERE p.order_id = $1 AND p.captured_minor > 0 AND p.refunded_minor = p.captured_minor
     AND p.capture_reserved_minor = 0 AND p.refund_reserved_minor = 0 AND p.release_reserved_minor = 0
     AND (p.captured_minor + p.released_minor = p.authorised_minor OR o.units_to_dispatch = 0))`;

/**
 * What the order ($1) spent when it was paid, given back: each gift voucher's balance the amount
 * the order took of it, and each loyalty coupon it used available again. Given back once: by the
 * settle of the order's cancel that goes through ($2 = 'cancel'), or of the refund after which
 * everything paid is refunded ($2 = 'refund'), unless a settle that stands gave it back already.
 */
const GIVE_BACK_SPENT = `
  WITH spent AS (SELECT kind, ref, amount_minor FROM order_reductions
                  WHERE order_id = $1 AND NOT ${GIVEN_BACK_BEFORE} AND ($2::text = 'cancel' OR ${WHOLLY_REFUNDED})),
       vouchers AS (
         UPDATE gift_vouchers v SET balance_minor = v.balance_minor + s.amount
           FROM (SELECT ref, sum(amount_minor)::int AS amount FROM spent WHERE kind = 'voucher' GROUP BY ref) s
          WHERE v.code = s.ref
         RETURNING v.code, s.amount, v.currency),
       coupons AS (
         UPDATE loyalty_coupons SET status = 'available', applied_at = NULL
          WHERE id IN (SELECT ref FROM spent WHERE kind = 'coupon') AND status = 'used'
         RETURNING id)
  SELECT (SELECT coalesce(jsonb_agg(jsonb_build_object('code', code, 'amount', jsonb_build_object('amountMinor', amount, 'currency', currency)) ORDER BY code), '[]'::jsonb)
            FROM vouchers) AS vouchers,
         (SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) FROM coupons) AS coupons`;

export async function giveBackSpent(tx: SqlRunner, orderId: string, by: 'cancel' | 'refund'): Promise<SpentGivenBack> {
  const { rows } = await tx.query<{ vouchers: SpentGivenBack['vouchersGivenBack']; coupons: string[] }>(GIVE_BACK_SPENT, [orderId, by]);
  return { vouchersGivenBack: rows[0]!.vouchers, couponsGivenBack: rows[0]!.coupons };
}

/**
 * Takes up to `points` from the shopper's account (never below zero) and answers how many it
 * took: the shopper may have spent some since they were earned, and a restore gives back only
 * what was taken.
 */
export async function takeLoyaltyPoints(tx: SqlRunner, shopperId: number, points: number): Promise<number> {
  const { rows } = await tx.query<{ taken: number }>(
    `UPDATE loyalty_accounts a SET points = GREATEST(0, a.points - $2::int)
       FROM (SELECT shopper_id, points FROM loyalty_accounts WHERE shopper_id = $1 FOR UPDATE) before
      WHERE a.shopper_id = before.shopper_id
     RETURNING before.points - a.points AS taken`,
    [shopperId, points],
  );
  return rows[0]?.taken ?? 0;
}

/**
 * Undoes what a refund moved besides the money when it failed after its success (REFUND_FAILED):
 * the gift voucher codes it cancelled whole again (only while still cancelled, at balance 0), the
 * points it took given back, and what it gave back of the order's spending taken again (a
 * voucher's balance never below zero: what the shopper spent of it since stays spent). Run by the
 * settle that moves the refund from succeeded to failed, which happens once.
 */
export async function reverseBenefits(tx: SqlRunner, benefits: ModificationBenefits): Promise<void> {
  if (benefits.cancelledCodes.length > 0) {
    await tx.query(
      `UPDATE gift_vouchers v SET balance_minor = c.value_minor
         FROM jsonb_to_recordset($1::jsonb) AS c(code text, value_minor int, currency text)
        WHERE v.code = c.code AND v.currency = c.currency AND v.balance_minor = 0`,
      [JSON.stringify(benefits.cancelledCodes.map(({ code, value }) => ({ code, value_minor: value.amountMinor, currency: value.currency })))],
    );
  }
  if (benefits.shopperId !== null && benefits.pointsTaken > 0) await addLoyaltyPoints(tx, benefits.shopperId, benefits.pointsTaken);
  if (benefits.vouchersGivenBack.length > 0) {
    await tx.query(
      `UPDATE gift_vouchers v SET balance_minor = GREATEST(0, v.balance_minor - c.amount_minor)
         FROM jsonb_to_recordset($1::jsonb) AS c(code text, amount_minor int) WHERE v.code = c.code`,
      [JSON.stringify(benefits.vouchersGivenBack.map(({ code, amount }) => ({ code, amount_minor: amount.amountMinor })))],
    );
  }
  if (benefits.couponsGivenBack.length > 0) {
    await tx.query("UPDATE loyalty_coupons SET status = 'used' WHERE id = ANY($1::text[]) AND status = 'available'", [benefits.couponsGivenBack]);
  }
}

/** What a settle moved besides the money, as the modification keeps it; null when it moved nothing. */
export function benefitsRecordOf(takeBack: BenefitsToTakeBack | null, takenBack: TakenBack | null, givenBack: SpentGivenBack | null): ModificationBenefits | null {
  const cancelledCodes = takeBack === null || takenBack === null
    ? []
    : takeBack.vouchers.flatMap((line) => line.codes.filter((code) => takenBack.cancelledCodes.includes(code)).map((code) => ({ code, value: line.value })));
  const pointsTaken = takenBack?.points ?? 0;
  const vouchersGivenBack = givenBack?.vouchersGivenBack ?? [];
  const couponsGivenBack = givenBack?.couponsGivenBack ?? [];
  if (cancelledCodes.length + vouchersGivenBack.length + couponsGivenBack.length === 0 && pointsTaken === 0) return null;
  return { cancelledCodes, pointsTaken, shopperId: takeBack?.shopperId ?? null, vouchersGivenBack, couponsGivenBack };
}
