import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlShopperDetails } from '../../../../src/adapters/persistence/sql-shopper-details.js';
import { describeShopperDetailsContract } from '../../../support/shopper-details-contract.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeShopperDetailsContract(`SQL shopper details on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return {
        details: new SqlShopperDetails(db),
        shopperId: async () => {
          const { rows } = await db.query<{ id: number }>(
            "INSERT INTO shoppers (email, name, password_hash, created_at) VALUES (gen_random_uuid()::text, 'Test', 'x', now()) RETURNING id",
          );
          return rows[0]!.id;
        },
        close: dispose,
      };
    });
  });
}
