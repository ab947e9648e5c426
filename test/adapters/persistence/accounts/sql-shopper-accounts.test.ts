import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlShopperAccounts } from '../../../../src/adapters/persistence/sql-shopper-accounts.js';
import { describeShopperAccountsContract } from '../../../support/shopper-accounts-contract.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeShopperAccountsContract(`SQL shopper accounts on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return { accounts: new SqlShopperAccounts(db), close: dispose };
    });
  });
}
