import { describe } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOperatorAccounts } from '../../../../src/adapters/persistence/sql-operator-accounts.js';
import { SqlOperatorApiKeys } from '../../../../src/adapters/persistence/sql-operator-api-keys.js';
import { SqlOperatorAuditLog } from '../../../../src/adapters/persistence/sql-operator-audit-log.js';
import { SqlOperatorSessions } from '../../../../src/adapters/persistence/sql-operator-sessions.js';
import { describeOperatorStoresContract } from '../../../support/operator-stores-contract.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeOperatorStoresContract(`SQL operator stores on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      return {
        operators: new SqlOperatorAccounts(db), sessions: new SqlOperatorSessions(db), apiKeys: new SqlOperatorApiKeys(db), audit: new SqlOperatorAuditLog(db),
        close: dispose,
      };
    });
  });
}
