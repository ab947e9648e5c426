import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketDiscounts } from '../../../../src/adapters/persistence/sql-basket-discounts.js';
import { SqlGiftVouchers } from '../../../../src/adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { describeBasketDiscountsContract } from '../../../support/basket-discounts-contract.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

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
  });
}
