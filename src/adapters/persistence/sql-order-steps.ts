import type { OrderLine, OrderReduction, OrderSnapshot } from '../../domain/orders/order.js';
import type { PlaceOrderError } from '../../ports/orders.port.js';
import type { SqlRunner } from './database.js';

/** Thrown inside the order transaction to roll it back with the refusal `place` answers. */
export class OrderRefused extends Error {
  constructor(readonly refusal: PlaceOrderError) {
    super(refusal.code);
  }
}

/** Units wanted per stock id, in stock id order (so concurrent orders lock rows in one order and never deadlock). */
export function unitsPerStock(lines: readonly OrderLine[]): [string, number][] {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.stockId, (units.get(l.stockId) ?? 0) + l.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The coupons and vouchers the order uses must still be usable: a coupon applied to this
 * shopper's basket and held by no other pending order; a voucher in the order's currency whose
 * balance, less what other pending orders hold of it, covers the amount. The coupon or voucher
 * row is locked (FOR UPDATE) first, and what pending orders hold is read by the next statement
 * (which sees every order committed meanwhile), so two orders cannot both count the same balance.
 */
export async function checkReductions(tx: SqlRunner, orderId: string, snapshot: OrderSnapshot): Promise<void> {
  const refOf = (r: OrderReduction): string => (r.kind === 'coupon' ? `c:${r.couponId}` : `v:${r.code}`);
  // In one order of rows, so two orders using the same coupons and vouchers never wait on each other.
  for (const r of [...snapshot.reductions].sort((a, b) => (refOf(a) < refOf(b) ? -1 : refOf(a) > refOf(b) ? 1 : 0))) {
    if (r.kind === 'coupon') {
      const shopperId = snapshot.owner.kind === 'shopper' ? snapshot.owner.shopperId : null;
      const { rows } = await tx.query<{ id: string }>(
        "SELECT id FROM loyalty_coupons WHERE id = $1 AND shopper_id = $2 AND status = 'applied' FOR UPDATE",
        [r.couponId, shopperId],
      );
      if (rows.length === 0 || (await heldByPendingOrders(tx, orderId, 'coupon', r.couponId)) > 0) {
        throw new OrderRefused({ code: 'DISCOUNT_UNAVAILABLE', reference: r.couponId });
      }
      continue;
    }
    const { rows } = await tx.query<{ balance_minor: number; currency: string }>(
      'SELECT balance_minor, currency FROM gift_vouchers WHERE code = $1 FOR UPDATE',
      [r.code],
    );
    const voucher = rows[0];
    const held = await heldByPendingOrders(tx, orderId, 'voucher', r.code);
    if (!voucher || voucher.currency !== r.amount.currency || voucher.balance_minor - held < r.amount.amountMinor) {
      throw new OrderRefused({ code: 'DISCOUNT_UNAVAILABLE', reference: r.code });
    }
  }
}

/** What other pending orders than `orderId` hold of a coupon (their count) or a voucher (minor units). */
async function heldByPendingOrders(tx: SqlRunner, orderId: string, kind: 'coupon' | 'voucher', ref: string): Promise<number> {
  const { rows } = await tx.query<{ held: number }>(
    `SELECT COALESCE(sum(CASE WHEN r.kind = 'coupon' THEN 1 ELSE r.amount_minor END), 0)::int AS held
       FROM order_reductions r JOIN orders o ON o.id = r.order_id
      WHERE r.kind = $1 AND r.ref = $2 AND o.status = 'pending' AND o.id <> $3`,
    [kind, ref, orderId],
  );
  return rows[0]!.held;
}
