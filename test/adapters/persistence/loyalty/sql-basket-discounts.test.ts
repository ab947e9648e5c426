import { describe, expect, test } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketDiscounts } from '../../../../src/adapters/persistence/sql-basket-discounts.js';
import { cancelUnusedVoucherCodes, SqlGiftVouchers } from '../../../../src/adapters/persistence/sql-gift-vouchers.js';
import { money } from '../../../../src/domain/pricing/money.js';
import { SqlLoyaltyAccounts } from '../../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { describeBasketDiscountsContract } from '../../../support/basket-discounts-contract.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeBasketDiscountsContract(`SQL loyalty, gift vouchers and basket discounts on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return {
        discounts: new SqlBasketDiscounts(db),
        loyalty: new SqlLoyaltyAccounts(db),
        vouchers: new SqlGiftVouchers(db),
        shopperId: async () => {
          const { rows } = await db.query<{ id: number }>(
            "INSERT INTO shoppers (email, name, password_hash, created_at) VALUES (gen_random_uuid()::text, 'Test', 'x', now()) RETURNING id",
          );
          return rows[0]!.id;
        },
        markUsed: async (couponId) => {
          await db.query("UPDATE loyalty_coupons SET status = 'used', applied_at = NULL WHERE id = $1", [couponId]);
        },
        close: dispose,
      };
    });

    test('a refund or cancel cancels only unused gift voucher codes (balance still whole), at most as many as it covers', { timeout: DATABASE_START_TIMEOUT_MS }, async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        const vouchers = new SqlGiftVouchers(db);
        const gbp = (minor: number) => money(minor, 'GBP');
        const [a, b, c, spent] = ['GVCODEA1', 'GVCODEB2', 'GVCODEC3', 'GVSPENT4'];
        for (const code of [a!, b!, c!, 'GVOTHER5']) await vouchers.issue({ code, balance: gbp(2000), issuedAt: new Date() });
        await vouchers.issue({ code: spent!, balance: gbp(500), issuedAt: new Date() });
        expect(await cancelUnusedVoucherCodes(db, [spent!, c!, a!, b!], gbp(2000), 2)).toEqual([a, b]);
        expect((await vouchers.find(a!))?.balance).toEqual(gbp(0));
        expect((await vouchers.find(c!))?.balance).toEqual(gbp(2000));
        expect((await vouchers.find(spent!))?.balance).toEqual(gbp(500));
        expect(await cancelUnusedVoucherCodes(db, [a!, c!], gbp(2000), 5)).toEqual([c]);
        expect(await cancelUnusedVoucherCodes(db, [], gbp(2000), 5)).toEqual([]);
      } finally {
        await dispose();
      }
    });
  });
}
