import type { ModificationBenefits } from '../../domain/orders/payment-modification.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BenefitsToTakeBack, TakenBack } from '../../ports/order-payments.port.js';
import type { SqlRunner } from './database.js';
import { addLoyaltyPoints } from './sql-loyalty-accounts.js';

/** What an order spent at its paid close and a cancelled payment gives back. */
export interface SpentGivenBack {
  vouchersGivenBack: { code: string; amount: Money }[];
  couponsGivenBack: string[];
}

/**
 * What the order ($1) spent when it was paid, given back: each gift voucher's balance the amount
 * the order took of it, and each loyalty coupon it used available again. Run once, by the settle
 * of the order's one cancel that goes through (the ledger lets one cancel through per order).
 */
const GIVE_BACK_SPENT = `
  WITH spent AS (SELECT kind, ref, amount_minor FROM order_reductions WHERE order_id = $1),
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

export async function giveBackSpent(tx: SqlRunner, orderId: string): Promise<SpentGivenBack> {
  const { rows } = await tx.query<{ vouchers: SpentGivenBack['vouchersGivenBack']; coupons: string[] }>(GIVE_BACK_SPENT, [orderId]);
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
 * Gives back what a refund took when it failed after its success (REFUND_FAILED): the gift
 * voucher codes it cancelled whole again (only while still cancelled, at balance 0), and the
 * points it took. Run by the settle that moves the refund from succeeded to failed, which happens
 * once.
 */
export async function restoreTakenBack(tx: SqlRunner, benefits: ModificationBenefits): Promise<void> {
  if (benefits.cancelledCodes.length > 0) {
    await tx.query(
      `UPDATE gift_vouchers v SET balance_minor = c.value_minor
         FROM jsonb_to_recordset($1::jsonb) AS c(code text, value_minor int, currency text)
        WHERE v.code = c.code AND v.currency = c.currency AND v.balance_minor = 0`,
      [JSON.stringify(benefits.cancelledCodes.map(({ code, value }) => ({ code, value_minor: value.amountMinor, currency: value.currency })))],
    );
  }
  if (benefits.shopperId !== null && benefits.pointsTaken > 0) await addLoyaltyPoints(tx, benefits.shopperId, benefits.pointsTaken);
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
