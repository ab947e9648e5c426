import type { Database } from '../../src/adapters/persistence/database.js';
import { SqlOperatorAccounts } from '../../src/adapters/persistence/sql-operator-accounts.js';
import { SqlOperatorApiKeys } from '../../src/adapters/persistence/sql-operator-api-keys.js';
import { SqlOperatorAuditLog } from '../../src/adapters/persistence/sql-operator-audit-log.js';
import { randomIdGenerator } from '../../src/adapters/system/random-id-generator.js';
import { DEFAULT_SCRYPT_COST, ScryptPasswordHasher } from '../../src/adapters/system/scrypt-password-hasher.js';
import { systemClock } from '../../src/adapters/system/system-clock.js';
import { ZxcvbnPasswordStrength } from '../../src/adapters/system/zxcvbn-password-strength.js';
import { AddOperator } from '../../src/application/operators/add-operator.use-case.js';
import { IssueApiKey } from '../../src/application/operators/issue-api-key.use-case.js';
import type { OperatorRole } from '../../src/domain/operators/operator-role.js';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost.js';

const TESTS = { kind: 'cli', name: 'tests' } as const;

/** A new operator API key with `role` in the app's database, as `npm run operator -- api-key` makes one. */
export async function issueTestApiKey(db: Database, role: OperatorRole = 'viewer', name = `tests-${role}`): Promise<string> {
  const issued = await new IssueApiKey(new SqlOperatorApiKeys(db), randomIdGenerator, systemClock, new SqlOperatorAuditLog(db))
    .execute({ name, role, actor: TESTS });
  if (!issued.ok) throw new Error(`issueTestApiKey: ${issued.error.code}`);
  return issued.value.key;
}

/** A new operator account, its password hashed at the tests' cost (as the tests' apps hash). */
export async function addTestOperator(db: Database, account: { email: string; password: string; role: OperatorRole; name?: string }): Promise<void> {
  const hasher = new ScryptPasswordHasher({ ...DEFAULT_SCRYPT_COST, N: 2 ** Number(TEST_PASSWORD_HASH_COST) });
  const added = await new AddOperator(new SqlOperatorAccounts(db), hasher, new ZxcvbnPasswordStrength(), systemClock, new SqlOperatorAuditLog(db))
    .execute({ ...account, name: account.name ?? null, actor: TESTS });
  if (!added.ok) throw new Error(`addTestOperator: ${JSON.stringify(added.error)}`);
}
