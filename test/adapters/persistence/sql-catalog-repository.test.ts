import { describe } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { describeCatalogContract } from '../../support/catalog-contract.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeCatalogContract(`SQL catalog repository on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      const repository = new SqlCatalogRepository(db);
      return { reader: repository, writer: repository, close: dispose };
    });
  });
}
