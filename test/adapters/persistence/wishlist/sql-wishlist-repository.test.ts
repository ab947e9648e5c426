import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlWishlistRepository } from '../../../../src/adapters/persistence/sql-wishlist-repository.js';
import { BLACK_TEA, BLACK_WRAP, BLUE_MAXI, RED_MIDI } from '../../../support/catalog-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';
import { describeWishlistRepositoryContract } from '../../../support/wishlist-repository-contract.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeWishlistRepositoryContract(`SQL wishlist repository on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      const products = [BLACK_WRAP, RED_MIDI, BLUE_MAXI, BLACK_TEA];
      await new SqlCatalogRepository(db).saveProducts(products);
      const productIds = products.map((p) => p.id);
      return {
        repo: new SqlWishlistRepository(db),
        productIds,
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
