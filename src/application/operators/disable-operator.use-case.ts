import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Operators } from '../../ports/operators.port.js';
import { auditActorOf, operatorProfileOf, type Actor, type OperatorProfile } from './operator-profile.js';

/**
 * Disables an operator (someone who left): they can no longer sign in and their open sessions end
 * at once; the account stays, so the audit log still names them. Disabling a disabled operator
 * changes nothing and writes nothing to the audit log.
 */
export class DisableOperator {
  constructor(private readonly operators: Operators, private readonly clock: Clock, private readonly audit: OperatorAuditLog) {}

  async execute(cmd: { email: string; actor: Actor }): Promise<Result<OperatorProfile, { code: 'OPERATOR_NOT_FOUND' }>> {
    const now = this.clock.now();
    const before = await this.operators.disable(cmd.email.trim(), now);
    if (before === null) return err({ code: 'OPERATOR_NOT_FOUND' });
    if (before.disabledAt !== null) return ok(operatorProfileOf(before));
    await this.audit.record({
      actor: auditActorOf(cmd.actor), action: 'operator.disabled', target: `operator:${before.id}`,
      before: { disabledAt: null }, after: { disabledAt: now.toISOString() }, at: now,
    });
    return ok({ ...operatorProfileOf(before), disabledAt: now });
  }
}
