import { apiKeyPrefixOf, makeApiKey } from '../../domain/operators/api-key.js';
import type { OperatorRole } from '../../domain/operators/operator-role.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { OperatorApiKey, OperatorApiKeys } from '../../ports/operator-api-keys.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import { auditActorOf, type Actor } from './operator-profile.js';

export const MAX_API_KEY_NAME_LENGTH = 100;

export interface IssueApiKeyCommand {
  /** What the key is for ("prometheus", "warehouse script"). */
  name: string;
  role: OperatorRole;
  actor: Actor;
}

/**
 * Issues an API key with a role. The key itself is answered once, here: only its hash and its
 * prefix are kept. The issue is written to the audit log (without the key).
 */
export class IssueApiKey {
  constructor(
    private readonly keys: OperatorApiKeys,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: OperatorAuditLog,
  ) {}

  async execute(cmd: IssueApiKeyCommand): Promise<Result<{ key: string; apiKey: OperatorApiKey }, { code: 'INVALID_INPUT' }>> {
    const name = cmd.name.trim();
    if (name === '' || name.length > MAX_API_KEY_NAME_LENGTH) return err({ code: 'INVALID_INPUT' });
    const key = makeApiKey(this.ids.next());
    const now = this.clock.now();
    const apiKey = await this.keys.add({ key, name, role: cmd.role, prefix: apiKeyPrefixOf(key), createdAt: now });
    await this.audit.record({
      actor: auditActorOf(cmd.actor), action: 'api_key.issued', target: `api-key:${apiKey.id}`,
      before: null, after: { name: apiKey.name, role: apiKey.role, prefix: apiKey.prefix }, at: now,
    });
    return ok({ key, apiKey });
  }
}
