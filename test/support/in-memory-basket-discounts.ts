import type { OwnerMove } from '../../src/ports/owner-merge.port.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { AppliedDiscount, BasketDiscounts } from '../../src/ports/basket-discounts.port.js';
import type { GiftVoucher, GiftVouchers } from '../../src/ports/gift-vouchers.port.js';
import type { LoyaltyAccounts, LoyaltyCoupon, NewLoyaltyCoupon } from '../../src/ports/loyalty-accounts.port.js';

interface StoredCoupon extends LoyaltyCoupon {
  appliedAt: Date | null;
  seq: number;
}

interface AppliedVoucher {
  code: string;
  appliedAt: Date;
  seq: number;
}

/**
 * Loyalty points, coupons, gift vouchers and what is applied to each basket, in memory, for
 * use-case tests: one object behind the three ports, as the SQL adapters share one schema. It
 * passes the same contract suite as they do (test/support/basket-discounts-contract.ts).
 */
export class InMemoryBasketDiscounts implements BasketDiscounts, LoyaltyAccounts, GiftVouchers {
  private readonly points = new Map<number, number>();
  private readonly coupons = new Map<string, StoredCoupon>();
  private readonly vouchers = new Map<string, GiftVoucher>();
  private readonly applied = new Map<string, AppliedVoucher[]>();
  private seq = 1;

  // LoyaltyAccounts

  async pointsOf(shopperId: number): Promise<number> {
    return this.points.get(shopperId) ?? 0;
  }

  async addPoints(shopperId: number, points: number): Promise<number> {
    const balance = Math.max(0, (this.points.get(shopperId) ?? 0) + points);
    this.points.set(shopperId, balance);
    return balance;
  }

  async couponsOf(shopperId: number): Promise<LoyaltyCoupon[]> {
    return [...this.coupons.values()]
      .filter((c) => c.shopperId === shopperId && c.status !== 'used')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.seq - b.seq)
      .map(publicCoupon);
  }

  async couponById(couponId: string): Promise<LoyaltyCoupon | null> {
    const coupon = this.coupons.get(couponId);
    return coupon ? publicCoupon(coupon) : null;
  }

  async changeCouponStatus(shopperId: number, couponId: string, from: 'available' | 'applied', to: 'available' | 'applied', at: Date): Promise<boolean> {
    const coupon = this.coupons.get(couponId);
    if (!coupon || coupon.shopperId !== shopperId || coupon.status !== from) return false;
    this.coupons.set(couponId, { ...coupon, status: to, appliedAt: to === 'applied' ? new Date(at) : null });
    return true;
  }

  async createCouponFromPoints(shopperId: number, points: number, coupon: NewLoyaltyCoupon): Promise<boolean> {
    const balance = this.points.get(shopperId);
    if (balance === undefined || balance < points) return false;
    if (this.coupons.has(coupon.couponId)) throw new Error(`duplicate coupon id ${coupon.couponId}`);
    this.points.set(shopperId, balance - points);
    this.coupons.set(coupon.couponId, {
      ...coupon, createdAt: new Date(coupon.createdAt), shopperId, status: 'available', appliedAt: null, seq: this.seq++,
    });
    return true;
  }

  /** Test set-up: marks a coupon spent by an order (the orders issue does this in its transaction). */
  markUsed(couponId: string): void {
    const coupon = this.coupons.get(couponId);
    if (coupon) this.coupons.set(couponId, { ...coupon, status: 'used', appliedAt: null });
  }

  // GiftVouchers

  async issue(voucher: GiftVoucher): Promise<boolean> {
    if (this.vouchers.has(voucher.code)) return false;
    this.vouchers.set(voucher.code, { ...voucher, issuedAt: new Date(voucher.issuedAt) });
    return true;
  }

  async find(code: string): Promise<GiftVoucher | null> {
    const voucher = this.vouchers.get(code);
    return voucher ? { ...voucher, issuedAt: new Date(voucher.issuedAt) } : null;
  }

  // BasketDiscounts

  async appliedTo(owner: BasketOwner): Promise<AppliedDiscount[]> {
    const coupons = owner.kind === 'shopper'
      ? [...this.coupons.values()]
        .filter((c) => c.shopperId === owner.shopperId && c.status === 'applied')
        .sort((a, b) => a.appliedAt!.getTime() - b.appliedAt!.getTime() || a.seq - b.seq)
      : [];
    const vouchers = [...this.appliedOf(ownerKeyOf(owner))].sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.seq - b.seq);
    return [
      ...coupons.map((c): AppliedDiscount => ({ kind: 'loyalty-coupon', couponId: c.couponId, label: c.label, value: c.value })),
      ...vouchers.map((v): AppliedDiscount => ({ kind: 'gift-voucher', code: v.code, balance: this.vouchers.get(v.code)!.balance })),
    ];
  }

  async applyVoucher(owner: BasketOwner, code: string, at: Date): Promise<boolean> {
    if (!this.vouchers.has(code)) throw new Error(`unknown voucher ${code}`);
    return this.insert(ownerKeyOf(owner), code, at);
  }

  async removeVoucher(owner: BasketOwner, code: string): Promise<boolean> {
    const key = ownerKeyOf(owner);
    const before = this.appliedOf(key);
    const kept = before.filter((v) => v.code !== code);
    this.applied.set(key, kept);
    return kept.length !== before.length;
  }

  async mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    for (const { from, to } of moves) this.mergeOne(from, to);
  }

  private mergeOne(from: BasketOwner, to: BasketOwner): void {
    const fromKey = ownerKeyOf(from);
    const toKey = ownerKeyOf(to);
    if (fromKey === toKey) return;
    const moving = [...this.appliedOf(fromKey)].sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.seq - b.seq);
    for (const voucher of moving) this.insert(toKey, voucher.code, voucher.appliedAt);
    this.applied.delete(fromKey);
  }

  private appliedOf(key: string): AppliedVoucher[] {
    return this.applied.get(key) ?? [];
  }

  private insert(key: string, code: string, at: Date): boolean {
    const list = this.appliedOf(key);
    if (list.some((v) => v.code === code)) return false;
    this.applied.set(key, [...list, { code, appliedAt: new Date(at), seq: this.seq++ }]);
    return true;
  }
}

const publicCoupon = ({ appliedAt: _appliedAt, seq: _seq, ...coupon }: StoredCoupon): LoyaltyCoupon => ({ ...coupon, createdAt: new Date(coupon.createdAt) });
