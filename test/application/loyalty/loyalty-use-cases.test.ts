import { describe, expect, it } from 'vitest';
import { ApplyGiftVoucher } from '../../../src/application/loyalty/apply-gift-voucher.use-case.js';
import { CreateLoyaltyVoucher } from '../../../src/application/loyalty/create-loyalty-voucher.use-case.js';
import { RemoveGiftVoucher } from '../../../src/application/loyalty/remove-gift-voucher.use-case.js';
import { ToggleLoyaltyCoupon } from '../../../src/application/loyalty/toggle-loyalty-coupon.use-case.js';
import { ViewBasketDiscounts } from '../../../src/application/loyalty/view-basket-discounts.use-case.js';
import { money } from '../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import { InMemoryBasketDiscounts } from '../../support/in-memory-basket-discounts.js';

const gbSite = findSiteVariant('evans')!;
const ieSite = findSiteVariant('yours-clothing-ie')!;
const t0 = new Date('2026-11-01T10:00:00.000Z');
const shopper: BasketOwner = { kind: 'shopper', shopperId: 1, site: 'evans' };
const otherShopper: BasketOwner = { kind: 'shopper', shopperId: 2, site: 'evans' };
const guest: BasketOwner = { kind: 'guest', sessionId: 'session-1', site: 'evans' };
const gbp = (minor: number) => money(minor, 'GBP');
const newOwner = (): Promise<BasketOwner> => Promise.reject(new Error('the guest has a session'));

function setUp() {
  let minutes = 0;
  let ids = 0;
  const clock = { now: () => new Date(t0.getTime() + minutes++ * 60_000) };
  const store = new InMemoryBasketDiscounts();
  const idGen = { next: () => `coupon-${++ids}` };
  return {
    store,
    view: new ViewBasketDiscounts(store, store),
    toggle: new ToggleLoyaltyCoupon(store, clock),
    create: new CreateLoyaltyVoucher(store, clock, idGen),
    apply: new ApplyGiftVoucher(store, store, clock),
    remove: new RemoveGiftVoucher(store),
  };
}

/** A snapshot of everything the store holds for these owners, to show a refusal changed nothing. */
async function snapshot(store: InMemoryBasketDiscounts) {
  return {
    points: [await store.pointsOf(1), await store.pointsOf(2)],
    coupons: [await store.couponsOf(1), await store.couponsOf(2)],
    applied: [await store.appliedTo(shopper), await store.appliedTo(otherShopper), await store.appliedTo(guest)],
  };
}

describe('creating a voucher from loyalty points', () => {
  it('spends 500 points on a £5 coupon in the site currency', async () => {
    const { store, create } = setUp();
    await store.addPoints(1, 1200);
    const made = await create.execute({ owner: shopper, site: gbSite });
    expect(made).toEqual(ok({ couponId: 'coupon-1', shopperId: 1, label: 'LV-COUPON', value: gbp(500), status: 'available', createdAt: t0 }));
    expect(await store.pointsOf(1)).toBe(700);
  });

  it('converts the value to the currency of the site it is made on', async () => {
    const { store, create } = setUp();
    await store.addPoints(1, 500);
    const made = await create.execute({ owner: shopper, site: ieSite });
    expect(made.ok && made.value.value).toEqual(money(585, 'EUR'));
  });

  it('refuses a guest and a shopper without enough points, changing nothing', async () => {
    const { store, create } = setUp();
    await store.addPoints(1, 499);
    const before = await snapshot(store);
    expect(await create.execute({ owner: guest, site: gbSite })).toEqual(err({ code: 'SIGN_IN_REQUIRED' }));
    expect(await create.execute({ owner: null, site: gbSite })).toEqual(err({ code: 'SIGN_IN_REQUIRED' }));
    expect(await create.execute({ owner: shopper, site: gbSite })).toEqual(err({ code: 'NOT_ENOUGH_POINTS' }));
    expect(await snapshot(store)).toEqual(before);
  });

  it('two creations at once cannot spend the same points', async () => {
    const { store, create } = setUp();
    await store.addPoints(1, 500);
    const results = await Promise.all([create.execute({ owner: shopper, site: gbSite }), create.execute({ owner: shopper, site: gbSite })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([err({ code: 'NOT_ENOUGH_POINTS' })]);
    expect(await store.pointsOf(1)).toBe(0);
    expect(await store.couponsOf(1)).toHaveLength(1);
  });
});

describe('applying a loyalty coupon', () => {
  async function withCoupon() {
    const kit = setUp();
    await kit.store.addPoints(1, 1000);
    const made = await kit.create.execute({ owner: shopper, site: gbSite });
    if (!made.ok) throw new Error('no coupon');
    return { ...kit, couponId: made.value.couponId };
  }

  it('toggles it on and off the basket', async () => {
    const { store, toggle, couponId } = await withCoupon();
    expect(await toggle.execute({ owner: shopper, site: gbSite, couponId, request: 'toggle' })).toEqual(ok({ couponId, applied: true }));
    expect(await store.appliedTo(shopper)).toEqual([{ kind: 'loyalty-coupon', couponId, label: 'LV-COUPON', value: gbp(500) }]);
    expect(await toggle.execute({ owner: shopper, site: gbSite, couponId, request: 'toggle' })).toEqual(ok({ couponId, applied: false }));
    expect(await store.appliedTo(shopper)).toEqual([]);
  });

  it('a confirmed apply is idempotent: it never takes the coupon off', async () => {
    const { store, toggle, couponId } = await withCoupon();
    expect(await toggle.execute({ owner: shopper, site: gbSite, couponId, request: 'apply' })).toEqual(ok({ couponId, applied: true }));
    expect(await toggle.execute({ owner: shopper, site: gbSite, couponId, request: 'apply' })).toEqual(ok({ couponId, applied: true }));
    expect(await store.appliedTo(shopper)).toHaveLength(1);
  });

  it("refuses a guest, another shopper's coupon, an unknown, a used or a foreign-currency coupon, changing nothing", async () => {
    const { store, toggle, couponId } = await withCoupon();
    const before = await snapshot(store);
    const attempt = (owner: BasketOwner | null, id: string, site = gbSite) => toggle.execute({ owner, site, couponId: id, request: 'toggle' });
    expect(await attempt(guest, couponId)).toEqual(err({ code: 'SIGN_IN_REQUIRED' }));
    expect(await attempt(null, couponId)).toEqual(err({ code: 'SIGN_IN_REQUIRED' }));
    expect(await attempt(otherShopper, couponId)).toEqual(err({ code: 'COUPON_NOT_FOUND' }));
    expect(await attempt(shopper, 'no-such-coupon')).toEqual(err({ code: 'COUPON_NOT_FOUND' }));
    expect(await attempt(shopper, couponId, ieSite)).toEqual(err({ code: 'COUPON_CURRENCY' }));
    expect(await snapshot(store)).toEqual(before);
    store.markUsed(couponId);
    const used = await snapshot(store);
    expect(await attempt(shopper, couponId)).toEqual(err({ code: 'COUPON_USED' }));
    expect(await snapshot(store)).toEqual(used);
  });

  it('takes a coupon of another currency off the basket (it no longer applies there anyway)', async () => {
    const { toggle, couponId, store } = await withCoupon();
    await toggle.execute({ owner: shopper, site: gbSite, couponId, request: 'toggle' });
    expect(await toggle.execute({ owner: shopper, site: ieSite, couponId, request: 'toggle' })).toEqual(ok({ couponId, applied: false }));
    expect(await store.appliedTo(shopper)).toEqual([]);
  });
});

describe('gift vouchers on the basket', () => {
  async function withVouchers() {
    const kit = setUp();
    await kit.store.issue({ code: 'DEMOGBP2500', balance: gbp(2500), issuedAt: t0 });
    await kit.store.issue({ code: 'DEMOEUR2500', balance: money(2500, 'EUR'), issuedAt: t0 });
    await kit.store.issue({ code: 'SPENTGBP000', balance: gbp(0), issuedAt: t0 });
    return kit;
  }

  it('applies a code typed with spaces, dashes and lower case', async () => {
    const { apply, store } = await withVouchers();
    expect(await apply.execute({ owner: guest, newOwner, site: gbSite, code: '  demo-gbp 2500 ' })).toEqual(ok({ code: 'DEMOGBP2500', balance: gbp(2500) }));
    expect(await store.appliedTo(guest)).toEqual([{ kind: 'gift-voucher', code: 'DEMOGBP2500', balance: gbp(2500) }]);
  });

  it('refuses an empty, unknown, odd, spent, foreign or repeated code, changing nothing', async () => {
    const { apply, store } = await withVouchers();
    await apply.execute({ owner: guest, newOwner, site: gbSite, code: 'DEMOGBP2500' });
    const before = await snapshot(store);
    const attempt = (code: string) => apply.execute({ owner: guest, newOwner, site: gbSite, code });
    expect(await attempt('  - ')).toEqual(err({ code: 'VOUCHER_CODE_REQUIRED' }));
    expect(await attempt('NOSUCHCODE')).toEqual(err({ code: 'VOUCHER_NOT_FOUND' }));
    expect(await attempt("x'; DROP TABLE gift_vouchers; --")).toEqual(err({ code: 'VOUCHER_NOT_FOUND' }));
    expect(await attempt('SPENT-GBP-000')).toEqual(err({ code: 'VOUCHER_EMPTY' }));
    expect(await attempt('DEMOEUR2500')).toEqual(err({ code: 'VOUCHER_CURRENCY' }));
    expect(await attempt('demogbp2500')).toEqual(err({ code: 'VOUCHER_ALREADY_APPLIED' }));
    expect(await snapshot(store)).toEqual(before);
  });

  it('makes an owner for a browser without a session only when the voucher applies', async () => {
    const { apply, store } = await withVouchers();
    let made = 0;
    const fresh = async (): Promise<BasketOwner> => ({ kind: 'guest', sessionId: `new-${++made}`, site: 'evans' });
    expect(await apply.execute({ owner: null, newOwner: fresh, site: gbSite, code: 'NOSUCHCODE' })).toEqual(err({ code: 'VOUCHER_NOT_FOUND' }));
    expect(await apply.execute({ owner: null, newOwner: fresh, site: gbSite, code: 'SPENTGBP000' })).toEqual(err({ code: 'VOUCHER_EMPTY' }));
    expect(made).toBe(0);
    expect((await apply.execute({ owner: null, newOwner: fresh, site: gbSite, code: 'DEMOGBP2500' })).ok).toBe(true);
    expect(made).toBe(1);
    expect(await store.appliedTo({ kind: 'guest', sessionId: 'new-1', site: 'evans' })).toHaveLength(1);
  });

  it('accepts a euro voucher on a euro site', async () => {
    const { apply } = await withVouchers();
    expect((await apply.execute({ owner: guest, newOwner, site: ieSite, code: 'DEMOEUR2500' })).ok).toBe(true);
  });

  it('removes an applied voucher, and refuses one that is not applied', async () => {
    const { apply, remove, store } = await withVouchers();
    await apply.execute({ owner: guest, newOwner, site: gbSite, code: 'DEMOGBP2500' });
    expect(await remove.execute({ owner: guest, code: 'demo-gbp-2500' })).toEqual(ok({ code: 'DEMOGBP2500' }));
    expect(await store.appliedTo(guest)).toEqual([]);
    expect(await remove.execute({ owner: guest, code: 'DEMOGBP2500' })).toEqual(err({ code: 'VOUCHER_NOT_APPLIED' }));
    expect(await remove.execute({ owner: null, code: 'DEMOGBP2500' })).toEqual(err({ code: 'VOUCHER_NOT_APPLIED' }));
    expect(await remove.execute({ owner: guest, code: ' ' })).toEqual(err({ code: 'VOUCHER_CODE_REQUIRED' }));
  });
});

describe('the basket page view of loyalty and vouchers', () => {
  it('shows a guest only the vouchers, and nothing without a session', async () => {
    const { view, store, apply } = setUp();
    await store.issue({ code: 'DEMOGBP2500', balance: gbp(2500), issuedAt: t0 });
    await apply.execute({ owner: guest, newOwner, site: gbSite, code: 'DEMOGBP2500' });
    expect(await view.execute({ owner: null, site: gbSite })).toEqual({ loyalty: null, vouchers: [] });
    expect(await view.execute({ owner: guest, site: gbSite })).toEqual({ loyalty: null, vouchers: [{ code: 'DEMOGBP2500', balance: gbp(2500) }] });
  });

  it("shows a shopper's points, what the next voucher needs and is worth, and the coupons of the site's currency", async () => {
    const { view, store, create, toggle } = setUp();
    await store.addPoints(1, 1320);
    const first = await create.execute({ owner: shopper, site: gbSite });
    await create.execute({ owner: shopper, site: ieSite });
    if (!first.ok) throw new Error('no coupon');
    await toggle.execute({ owner: shopper, site: gbSite, couponId: first.value.couponId, request: 'toggle' });
    expect(await view.execute({ owner: shopper, site: gbSite })).toEqual({
      loyalty: {
        points: 320, pointsToNextVoucher: 180, pointsPerVoucher: 500, voucherValue: gbp(500),
        coupons: [{ couponId: first.value.couponId, label: 'LV-COUPON', value: gbp(500), applied: true }],
      },
      vouchers: [],
    });
  });
});
