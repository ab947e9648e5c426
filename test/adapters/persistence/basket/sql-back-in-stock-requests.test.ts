import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBackInStockRequests } from '../../../../src/adapters/persistence/sql-back-in-stock-requests.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { describeBackInStockRequestsContract } from '../../../support/back-in-stock-requests-contract.js';
import { FIXTURE_CATEGORIES, FIXTURE_SAVES } from '../../../support/catalog-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeBackInStockRequestsContract(`SQL back-in-stock requests on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      const catalog = new SqlCatalogRepository(db);
      await catalog.saveCategories(FIXTURE_CATEGORIES);
      for (const batch of FIXTURE_SAVES) await catalog.saveProducts(batch);
      return { store: new SqlBackInStockRequests(db), close: dispose };
    });
  });
}
