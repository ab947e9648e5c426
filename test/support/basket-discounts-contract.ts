import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { BasketDiscounts } from '../../src/ports/basket-discounts.port.js';
import type { GiftVouchers } from '../../src/ports/gift-vouchers.port.js';
import type { LoyaltyAccounts } from '../../src/ports/loyalty-accounts.port.js';

const t0 = new Date('2026-11-01T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
let made = 0;
const unique = (prefix: string) => `${prefix}${++made}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: unique('guest-'), site: 'evans' });
const gbp = (minor: number) => money(minor, 'GBP');

export interface BasketDiscountsSubject {
  discounts: BasketDiscounts;
  loyalty: LoyaltyAccounts;
  vouchers: GiftVouchers;
  /** A fresh shopper account id. */
  shopperId(): Promise<number>;
  /** Marks a coupon spent by an order (what the order transaction will do). */
  markUsed(couponId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The behaviour the loyalty and voucher ports share: BasketDiscounts, LoyaltyAccounts and
 * GiftVouchers over one store. The in-memory fake and the SQL adapters on both drivers pass it.
 */
export function describeBasketDiscountsContract(name: string, make: () => Promise<BasketDiscountsSubject>) {
  describe(name, () => {
    let s: BasketDiscountsSubject;
    beforeAll(async () => {
      s = await make();
    }, 60_000);
    afterAll(async () => s?.close());

    const coupon = (label = 'Loyalty voucher £5', value = gbp(500), minutes = 0) => ({ couponId: unique('C'), label, value, createdAt: at(minutes) });
    const voucherCode = () => unique('GV').replace(/[^A-Z0-9]/g, '').slice(0, 32).padEnd(8, '0');

    describe('loyalty points', () => {
      it('start at zero and are added, never going below zero', async () => {
        const shopper = await s.shopperId();
        expect(await s.loyalty.pointsOf(shopper)).toBe(0);
        expect(await s.loyalty.addPoints(shopper, 700)).toBe(700);
        expect(await s.loyalty.addPoints(shopper, -200)).toBe(500);
        expect(await s.loyalty.addPoints(shopper, -9000)).toBe(0);
        expect(await s.loyalty.pointsOf(shopper)).toBe(0);
      });

      it('are spent on a coupon only when enough are left, atomically', async () => {
        const shopper = await s.shopperId();
        await s.loyalty.addPoints(shopper, 600);
        const first = coupon();
        expect(await s.loyalty.createCouponFromPoints(shopper, 500, first)).toBe(true);
        expect(await s.loyalty.pointsOf(shopper)).toBe(100);
        expect(await s.loyalty.createCouponFromPoints(shopper, 500, coupon())).toBe(false);
        expect(await s.loyalty.pointsOf(shopper)).toBe(100);
        expect(await s.loyalty.couponsOf(shopper)).toEqual([
          { couponId: first.couponId, shopperId: shopper, label: first.label, value: gbp(500), status: 'available', createdAt: first.createdAt },
        ]);
      });

      it('make no coupon for a shopper without an account', async () => {
        const shopper = await s.shopperId();
        expect(await s.loyalty.createCouponFromPoints(shopper, 500, coupon())).toBe(false);
        expect(await s.loyalty.couponsOf(shopper)).toEqual([]);
      });

      it('cannot be spent twice by simultaneous requests', async () => {
        const shopper = await s.shopperId();
        await s.loyalty.addPoints(shopper, 500);
        const made = await Promise.all([1, 2, 3, 4].map(() => s.loyalty.createCouponFromPoints(shopper, 500, coupon())));
        expect(made.filter(Boolean)).toHaveLength(1);
        expect(await s.loyalty.pointsOf(shopper)).toBe(0);
        expect(await s.loyalty.couponsOf(shopper)).toHaveLength(1);
      });
    });

    describe('loyalty coupons', () => {
      it("move between available and applied only for their own shopper and from the expected status", async () => {
        const shopper = await s.shopperId();
        const other = await s.shopperId();
        await s.loyalty.addPoints(shopper, 500);
        const c = coupon();
        await s.loyalty.createCouponFromPoints(shopper, 500, c);
        expect(await s.loyalty.changeCouponStatus(other, c.couponId, 'available', 'applied', at(1))).toBe(false);
        expect(await s.loyalty.changeCouponStatus(shopper, c.couponId, 'applied', 'available', at(1))).toBe(false);
        expect(await s.loyalty.changeCouponStatus(shopper, c.couponId, 'available', 'applied', at(1))).toBe(true);
        expect((await s.loyalty.couponById(c.couponId))?.status).toBe('applied');
        expect(await s.loyalty.changeCouponStatus(shopper, c.couponId, 'available', 'applied', at(2))).toBe(false);
        expect(await s.loyalty.changeCouponStatus(shopper, c.couponId, 'applied', 'available', at(2))).toBe(true);
        expect((await s.loyalty.couponById(c.couponId))?.status).toBe('available');
        expect(await s.loyalty.couponById('no-such-coupon')).toBeNull();
      });

      it('are listed oldest first, without used ones', async () => {
        const shopper = await s.shopperId();
        await s.loyalty.addPoints(shopper, 1500);
        const [a, b, c] = [coupon('A', gbp(500), 3), coupon('B', gbp(500), 1), coupon('C', gbp(500), 2)];
        for (const x of [a, b, c]) await s.loyalty.createCouponFromPoints(shopper, 500, x);
        await s.markUsed(c.couponId);
        expect((await s.loyalty.couponsOf(shopper)).map((x) => x.label)).toEqual(['B', 'A']);
        expect((await s.loyalty.couponById(c.couponId))?.status).toBe('used');
      });
    });

    describe('gift vouchers', () => {
      it('are issued once per code and found by code', async () => {
        const code = voucherCode();
        expect(await s.vouchers.issue({ code, balance: money(2500, 'EUR'), issuedAt: at(0) })).toBe(true);
        expect(await s.vouchers.issue({ code, balance: gbp(100), issuedAt: at(1) })).toBe(false);
        expect(await s.vouchers.find(code)).toEqual({ code, balance: money(2500, 'EUR'), issuedAt: at(0) });
        expect(await s.vouchers.find('NOSUCHCODE')).toBeNull();
      });
    });

    describe('discounts applied to a basket', () => {
      it('are none at first', async () => {
        expect(await s.discounts.appliedTo(guest())).toEqual([]);
        expect(await s.discounts.appliedTo({ kind: 'shopper', shopperId: await s.shopperId(), site: 'evans' })).toEqual([]);
      });

      it("list the shopper's applied coupons, then the vouchers, each in the order applied", async () => {
        const shopperId = await s.shopperId();
        const owner: BasketOwner = { kind: 'shopper', shopperId, site: 'evans' };
        await s.loyalty.addPoints(shopperId, 1500);
        const [c1, c2, c3] = [coupon('First', gbp(500)), coupon('Second', gbp(700)), coupon('Unapplied')];
        for (const c of [c1, c2, c3]) await s.loyalty.createCouponFromPoints(shopperId, 500, c);
        await s.loyalty.changeCouponStatus(shopperId, c2.couponId, 'available', 'applied', at(1));
        await s.loyalty.changeCouponStatus(shopperId, c1.couponId, 'available', 'applied', at(2));
        const [v1, v2] = [voucherCode(), voucherCode()];
        await s.vouchers.issue({ code: v1, balance: gbp(1000), issuedAt: at(0) });
        await s.vouchers.issue({ code: v2, balance: gbp(2000), issuedAt: at(0) });
        expect(await s.discounts.applyVoucher(owner, v2, at(3))).toBe(true);
        expect(await s.discounts.applyVoucher(owner, v1, at(4))).toBe(true);
        expect(await s.discounts.appliedTo(owner)).toEqual([
          { kind: 'loyalty-coupon', couponId: c2.couponId, label: 'Second', value: gbp(700) },
          { kind: 'loyalty-coupon', couponId: c1.couponId, label: 'First', value: gbp(500) },
          { kind: 'gift-voucher', code: v2, balance: gbp(2000) },
          { kind: 'gift-voucher', code: v1, balance: gbp(1000) },
        ]);
      });

      it('hold a voucher once per basket, and remove it', async () => {
        const owner = guest();
        const code = voucherCode();
        await s.vouchers.issue({ code, balance: gbp(1000), issuedAt: at(0) });
        expect(await s.discounts.applyVoucher(owner, code, at(1))).toBe(true);
        expect(await s.discounts.applyVoucher(owner, code, at(2))).toBe(false);
        expect(await s.discounts.appliedTo(owner)).toHaveLength(1);
        expect(await s.discounts.removeVoucher(owner, code)).toBe(true);
        expect(await s.discounts.removeVoucher(owner, code)).toBe(false);
        expect(await s.discounts.appliedTo(owner)).toEqual([]);
      });

      it('keep owners apart', async () => {
        const a = guest();
        const b = guest();
        const code = voucherCode();
        await s.vouchers.issue({ code, balance: gbp(1000), issuedAt: at(0) });
        await s.discounts.applyVoucher(a, code, at(1));
        expect(await s.discounts.removeVoucher(b, code)).toBe(false);
        expect(await s.discounts.appliedTo(a)).toHaveLength(1);
        expect(await s.discounts.appliedTo(b)).toEqual([]);
      });

      it('keep the same session\'s vouchers on two sites apart (ADR 0026)', async () => {
        const onEvans = guest();
        const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
        const code = voucherCode();
        await s.vouchers.issue({ code, balance: gbp(1000), issuedAt: at(0) });
        await s.discounts.applyVoucher(onEvans, code, at(1));
        expect(await s.discounts.appliedTo(onMandco)).toEqual([]);
        expect(await s.discounts.removeVoucher(onMandco, code)).toBe(false);
        expect(await s.discounts.appliedTo(onEvans)).toHaveLength(1);
      });

      it("move a guest's vouchers to the shopper on merge, without duplicates, emptying the guest", async () => {
        const from = guest();
        const to: BasketOwner = { kind: 'shopper', shopperId: await s.shopperId(), site: 'evans' };
        const [shared, own] = [voucherCode(), voucherCode()];
        await s.vouchers.issue({ code: shared, balance: gbp(1000), issuedAt: at(0) });
        await s.vouchers.issue({ code: own, balance: gbp(500), issuedAt: at(0) });
        await s.discounts.applyVoucher(to, shared, at(1));
        await s.discounts.applyVoucher(from, shared, at(2));
        await s.discounts.applyVoucher(from, own, at(3));
        await s.discounts.mergeOwners([{ from: from, to: to }]);
        expect((await s.discounts.appliedTo(to)).map((d) => (d.kind === 'gift-voucher' ? d.code : d.couponId))).toEqual([shared, own]);
        expect(await s.discounts.appliedTo(from)).toEqual([]);
        await s.discounts.mergeOwners([{ from: to, to: to }]);
        expect(await s.discounts.appliedTo(to)).toHaveLength(2);
      });
    });
  });
}
