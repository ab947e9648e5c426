import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlProductSearch } from '../../../../src/adapters/persistence/sql-product-search.js';
import { SqlRecommendations } from '../../../../src/adapters/persistence/sql-recommendations.js';
import { describeProductSearchContract } from '../../../support/product-search-contract.js';
import { describeRecommendationsContract } from '../../../support/recommendations-contract.js';
import { SEARCH_CATEGORIES, SEARCH_PRODUCTS } from '../../../support/search-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

/** The fixture catalog saved one product at a time, in id order, so 'newest' is the reverse of id order. */
async function openIndexed(open: (typeof TEST_DRIVERS)[number]['open']) {
  const { db, dispose } = await open();
  await migrate(db);
  const catalog = new SqlCatalogRepository(db);
  await catalog.saveCategories(SEARCH_CATEGORIES);
  for (const product of SEARCH_PRODUCTS) await catalog.saveProducts([product]);
  return { db, dispose };
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeProductSearchContract(`SQL product search on ${driver.name}`, async () => {
      const { db, dispose } = await openIndexed(driver.open);
      return { search: new SqlProductSearch(db), close: dispose };
    });
    describeRecommendationsContract(`SQL recommendations on ${driver.name}`, async () => {
      const { db, dispose } = await openIndexed(driver.open);
      return { recommendations: new SqlRecommendations(db), close: dispose };
    });
  });
}
