import { money } from '../../domain/pricing/money.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { AppliedDiscount, BasketDiscounts } from '../../ports/basket-discounts.port.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { Database } from './database.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import { appendMovedItems, moveOwnedRows } from './owner-moves.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';

interface CouponRow {
  id: string;
  label: string;
  value_minor: number;
  currency: string;
}

interface VoucherRow {
  code: string;
  balance_minor: number;
  currency: string;
}

/**
 * What is applied to each owner's basket: a shopper's coupons in status `applied` (coupons belong
 * to shoppers, so a guest has none), then the gift vouchers on the owner's basket with their
 * balance as it stands.
 */
export class SqlBasketDiscounts implements BasketDiscounts, GuestDataPurge {
  constructor(private readonly db: Database) {}

  purgeGuestsWithoutSession(): Promise<number> {
    return purgeGuestRowsWithoutSession(this.db, 'basket_gift_vouchers');
  }

  async appliedTo(owner: BasketOwner): Promise<AppliedDiscount[]> {
    const coupons = owner.kind === 'shopper'
      ? (await this.db.query<CouponRow>(
        `SELECT id, label, value_minor, currency FROM loyalty_coupons
          WHERE shopper_id = $1 AND status = 'applied' ORDER BY applied_at, seq`,
        [owner.shopperId],
      )).rows
      : [];
    const { rows: vouchers } = await this.db.query<VoucherRow>(
      `SELECT v.code, v.balance_minor, v.currency FROM basket_gift_vouchers b JOIN gift_vouchers v ON v.code = b.code
        WHERE b.owner_key = $1 ORDER BY b.applied_at, b.seq`,
      [ownerKeyOf(owner)],
    );
    return [
      ...coupons.map((c): AppliedDiscount => ({ kind: 'loyalty-coupon', couponId: c.id, label: c.label, value: money(c.value_minor, c.currency) })),
      ...vouchers.map((v): AppliedDiscount => ({ kind: 'gift-voucher', code: v.code, balance: money(v.balance_minor, v.currency) })),
    ];
  }

  async applyVoucher(owner: BasketOwner, code: string, at: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ code: string }>(
      `INSERT INTO basket_gift_vouchers (owner_key, code, applied_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_key, code) DO NOTHING RETURNING code`,
      [ownerKeyOf(owner), code, at.toISOString()],
    );
    return rows.length > 0;
  }

  async removeVoucher(owner: BasketOwner, code: string): Promise<boolean> {
    const { rows } = await this.db.query<{ code: string }>(
      'DELETE FROM basket_gift_vouchers WHERE owner_key = $1 AND code = $2 RETURNING code',
      [ownerKeyOf(owner), code],
    );
    return rows.length > 0;
  }

  /** The guest's vouchers join the shopper's (in the order applied); ones already there are dropped. */
  mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    return moveOwnedRows(this.db, 'basket_gift_vouchers', moves, ownerKeyOf, [appendMovedItems('basket_gift_vouchers', 'code', 'applied_at')]);
  }
}
