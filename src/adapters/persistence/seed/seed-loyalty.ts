import { money, type Money } from '../../../domain/pricing/money.js';
import type { PasswordHasher } from '../../../ports/password-hasher.port.js';
import type { Database } from '../database.js';
import { SqlGiftVouchers } from '../sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../sql-loyalty-accounts.js';
import { SqlShopperAccounts } from '../sql-shopper-accounts.js';

/** The demo shopper (README: "Loyalty and gift vouchers"): signs in with these, holds points and coupons. */
export const DEMO_SHOPPER = { email: 'loyal.shopper@example.com', name: 'Lena Loyal', password: 'Velvet-Harbour-Lantern-2026' } as const;
export const DEMO_SHOPPER_POINTS = 1250;

/** The demo shopper's coupons: two in pounds, one in euros (for the Irish and euro sites). */
export const DEMO_COUPONS: ReadonlyArray<{ couponId: string; label: string; value: Money }> = [
  { couponId: 'demo-coupon-gbp-5', label: 'LV-DEMO01', value: money(500, 'GBP') },
  { couponId: 'demo-coupon-gbp-10', label: 'LV-DEMO02', value: money(1000, 'GBP') },
  { couponId: 'demo-coupon-eur-5', label: 'LV-DEMO03', value: money(585, 'EUR') },
];

/** Demo gift voucher codes (stored normalised; printed in groups of four: DEMO-GB25-0001). */
export const DEMO_GIFT_VOUCHERS: ReadonlyArray<{ code: string; balance: Money }> = [
  { code: 'DEMOGB250001', balance: money(2500, 'GBP') },
  { code: 'DEMOGB100002', balance: money(1000, 'GBP') },
  { code: 'DEMOGB000003', balance: money(0, 'GBP') },
  { code: 'DEMOEU250004', balance: money(2500, 'EUR') },
  { code: 'DEMOEU100005', balance: money(1000, 'EUR') },
  { code: 'DEMOUS250006', balance: money(2500, 'USD') },
];

export interface LoyaltySeedReport {
  shopperCreated: boolean;
  vouchersIssued: number;
}

/**
 * Adds the loyalty demo: the demo shopper with points and coupons (once: a shopper with the demo
 * email is left alone), and the demo gift voucher codes (each issued once). Safe to run at every
 * start-up and on several nodes.
 */
export async function seedDemoLoyalty(db: Database, hasher: PasswordHasher, now: Date): Promise<LoyaltySeedReport> {
  let vouchersIssued = 0;
  const vouchers = new SqlGiftVouchers(db);
  for (const voucher of DEMO_GIFT_VOUCHERS) if (await vouchers.issue({ ...voucher, issuedAt: now })) vouchersIssued++;
  const accounts = new SqlShopperAccounts(db);
  if ((await accounts.findByEmail(DEMO_SHOPPER.email)) !== null) return { shopperCreated: false, vouchersIssued };
  const created = await accounts.create({
    email: DEMO_SHOPPER.email, name: DEMO_SHOPPER.name, passwordHash: await hasher.hash(DEMO_SHOPPER.password), createdAt: now,
  });
  if (!created.ok) return { shopperCreated: false, vouchersIssued };
  const shopperId = created.value.id;
  await new SqlLoyaltyAccounts(db).addPoints(shopperId, DEMO_SHOPPER_POINTS);
  for (const [i, coupon] of DEMO_COUPONS.entries()) {
    await db.query(
      `INSERT INTO loyalty_coupons (id, shopper_id, label, value_minor, currency, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'available', $6) ON CONFLICT (id) DO NOTHING`,
      [coupon.couponId, shopperId, coupon.label, coupon.value.amountMinor, coupon.value.currency, new Date(now.getTime() + i).toISOString()],
    );
  }
  return { shopperCreated: true, vouchersIssued };
}
