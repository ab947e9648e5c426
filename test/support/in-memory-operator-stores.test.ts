import { InMemoryOperatorApiKeys } from './in-memory-operator-api-keys.js';
import { InMemoryOperatorAuditLog } from './in-memory-operator-audit-log.js';
import { InMemoryOperators, InMemoryOperatorSessions } from './in-memory-operators.js';
import { describeOperatorStoresContract } from './operator-stores-contract.js';

describeOperatorStoresContract('in-memory operator stores', async () => {
  const operators = new InMemoryOperators();
  return {
    operators, sessions: new InMemoryOperatorSessions(operators), apiKeys: new InMemoryOperatorApiKeys(), audit: new InMemoryOperatorAuditLog(),
    close: async () => undefined,
  };
});
