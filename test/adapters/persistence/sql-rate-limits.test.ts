import { describe } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlRateLimits } from '../../../src/adapters/persistence/sql-rate-limits.js';
import { describeRateLimitsContract } from '../../support/rate-limits-contract.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeRateLimitsContract(`SQL rate limits on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return { limits: new SqlRateLimits(db), close: dispose };
    });
  });
}
