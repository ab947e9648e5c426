import { describe } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlSessionStore } from '../../../src/adapters/persistence/sql-session-store.js';
import { describeSessionStoreContract } from '../../support/session-store-contract.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeSessionStoreContract(`SQL session store on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return {
        store: new SqlSessionStore(db),
        close: dispose,
        addShopper: async (email) => {
          const { rows } = await db.query<{ id: number }>(
            "INSERT INTO shoppers (email, name, password_hash, created_at) VALUES ($1, 'Test', 'x', now()) RETURNING id",
            [email],
          );
          return rows[0]!.id;
        },
      };
    });
  });
}
