import type { OperatorApiKey, OperatorApiKeys } from '../../ports/operator-api-keys.port.js';
import type { Operators } from '../../ports/operators.port.js';
import { operatorProfileOf, type OperatorProfile } from './operator-profile.js';

/** Every operator account and API key (never a hash or a key), oldest first. */
export class ListOperators {
  constructor(private readonly operators: Operators, private readonly keys: OperatorApiKeys) {}

  async execute(): Promise<{ operators: OperatorProfile[]; apiKeys: OperatorApiKey[] }> {
    const [accounts, apiKeys] = await Promise.all([this.operators.list(), this.keys.list()]);
    return { operators: accounts.map(operatorProfileOf), apiKeys };
  }
}
