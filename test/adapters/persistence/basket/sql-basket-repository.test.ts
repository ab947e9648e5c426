import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketRepository } from '../../../../src/adapters/persistence/sql-basket-repository.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { describeBasketRepositoryContract } from '../../../support/basket-repository-contract.js';
import { FIXTURE_CATEGORIES } from '../../../support/catalog-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeBasketRepositoryContract(`SQL basket repository on ${driver.name}`, async (products) => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      const catalog = new SqlCatalogRepository(db);
      await catalog.saveCategories(FIXTURE_CATEGORIES);
      await catalog.saveProducts(products);
      return { repo: new SqlBasketRepository(db), close: dispose };
    });
  });
}
