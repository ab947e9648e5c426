import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import {
  DEMO_COUPONS, DEMO_GIFT_VOUCHERS, DEMO_SHOPPER, DEMO_SHOPPER_POINTS,
} from '../../../../src/adapters/persistence/seed/seed-loyalty.js';
import { SqlGiftVouchers } from '../../../../src/adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { SqlShopperAccounts } from '../../../../src/adapters/persistence/sql-shopper-accounts.js';
import { displayVoucherCode, isVoucherCodeShape } from '../../../../src/domain/loyalty/gift-voucher-code.js';
import { CHEAP_HASHER, seedLoyaltyForTests } from '../../../support/loyalty-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`loyalty demo seed on ${driver.name}`, () => {
    it('adds the demo shopper with points and coupons and the demo codes, once however often it runs', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        expect(await seedLoyaltyForTests(db)).toEqual({ shopperCreated: true, vouchersIssued: DEMO_GIFT_VOUCHERS.length });
        expect(await seedLoyaltyForTests(db)).toEqual({ shopperCreated: false, vouchersIssued: 0 });
        const shopper = await new SqlShopperAccounts(db).findByEmail(DEMO_SHOPPER.email);
        expect(shopper).not.toBeNull();
        expect(await CHEAP_HASHER.verify(DEMO_SHOPPER.password, shopper!.passwordHash)).toBe(true);
        const loyalty = new SqlLoyaltyAccounts(db);
        expect(await loyalty.pointsOf(shopper!.id)).toBe(DEMO_SHOPPER_POINTS);
        expect((await loyalty.couponsOf(shopper!.id)).map((c) => [c.couponId, c.value, c.status])).toEqual(DEMO_COUPONS.map((c) => [c.couponId, c.value, 'available']));
        const vouchers = new SqlGiftVouchers(db);
        for (const v of DEMO_GIFT_VOUCHERS) expect((await vouchers.find(v.code))?.balance).toEqual(v.balance);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}

describe('demo voucher codes', () => {
  it('have the stored shape and cover pounds and euros, with a spent one to try', () => {
    for (const v of DEMO_GIFT_VOUCHERS) expect(isVoucherCodeShape(v.code)).toBe(true);
    expect(DEMO_GIFT_VOUCHERS.map((v) => displayVoucherCode(v.code))).toContain('DEMO-GB25-0001');
    expect(new Set(DEMO_GIFT_VOUCHERS.map((v) => v.balance.currency))).toEqual(new Set(['GBP', 'EUR', 'USD']));
    expect(DEMO_GIFT_VOUCHERS.some((v) => v.balance.amountMinor === 0)).toBe(true);
  });
});
