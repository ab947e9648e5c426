import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OperatorApiKey, OperatorApiKeys } from '../../ports/operator-api-keys.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import { auditActorOf, type Actor } from './operator-profile.js';

/**
 * Revokes an API key: it stops working at once. Revoking a revoked key changes nothing and
 * writes nothing to the audit log; an unknown id is API_KEY_NOT_FOUND.
 */
export class RevokeApiKey {
  constructor(
    private readonly keys: OperatorApiKeys,
    private readonly clock: Clock,
    private readonly audit: OperatorAuditLog,
  ) {}

  async execute(cmd: { id: number; actor: Actor }): Promise<Result<OperatorApiKey, { code: 'API_KEY_NOT_FOUND'; id: number }>> {
    const now = this.clock.now();
    const before = await this.keys.revoke(cmd.id, now);
    if (before === null) return err({ code: 'API_KEY_NOT_FOUND', id: cmd.id });
    if (before.revokedAt !== null) return ok(before);
    const after = { ...before, revokedAt: now };
    await this.audit.record({
      actor: auditActorOf(cmd.actor), action: 'api_key.revoked', target: `api-key:${before.id}`,
      before: { name: before.name, role: before.role, revokedAt: null }, after: { name: after.name, role: after.role, revokedAt: now.toISOString() }, at: now,
    });
    return ok(after);
  }
}
