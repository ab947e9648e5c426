import { passwordProblem } from '../../domain/accounts/password-rules.js';
import type { OperatorRole } from '../../domain/operators/operator-role.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Operators } from '../../ports/operators.port.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { PasswordStrength } from '../../ports/password-strength.port.js';
import { looksLikeEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, type AccountField, type AccountFieldCode } from '../accounts/account-messages.js';
import { auditActorOf, operatorProfileOf, type Actor, type OperatorProfile } from './operator-profile.js';

export interface AddOperatorCommand {
  email: string;
  /** Defaults to the part of the email before the '@'. */
  name: string | null;
  role: OperatorRole;
  password: string;
  actor: Actor;
}

export type AddOperatorError =
  | { code: 'INVALID_DETAILS'; fields: Partial<Record<AccountField, AccountFieldCode>> }
  | { code: 'EMAIL_TAKEN'; fields: { email: 'EMAIL_TAKEN' } };

/**
 * Adds a member of staff. The password follows the shoppers' rule (length, not blank, not the
 * email, not among an attacker's first guesses) and is hashed the same way; the addition is
 * written to the audit log.
 */
export class AddOperator {
  constructor(
    private readonly operators: Operators,
    private readonly hasher: PasswordHasher,
    private readonly strength: PasswordStrength,
    private readonly clock: Clock,
    private readonly audit: OperatorAuditLog,
  ) {}

  async execute(cmd: AddOperatorCommand): Promise<Result<OperatorProfile, AddOperatorError>> {
    const email = cmd.email.trim();
    const name = (cmd.name ?? email.split('@')[0] ?? '').trim();
    const fields: Partial<Record<AccountField, AccountFieldCode>> = {};
    if (email === '') fields.email = 'EMAIL_REQUIRED';
    else if (email.length > MAX_EMAIL_LENGTH || !looksLikeEmail(email)) fields.email = 'EMAIL_INVALID';
    if (name === '') fields.name = 'NAME_REQUIRED';
    else if (name.length > MAX_NAME_LENGTH) fields.name = 'NAME_TOO_LONG';
    const problem = passwordProblem(cmd.password, email);
    if (problem !== null) fields.password = problem;
    else if (await this.strength.isEasyToGuess(cmd.password, [name, email])) fields.password = 'PASSWORD_TOO_COMMON';
    if (Object.keys(fields).length > 0) return err({ code: 'INVALID_DETAILS', fields });

    const now = this.clock.now();
    const created = await this.operators.create({ email, name, role: cmd.role, passwordHash: await this.hasher.hash(cmd.password), createdAt: now });
    if (!created.ok) return err({ code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } });
    const profile = operatorProfileOf(created.value);
    await this.audit.record({
      actor: auditActorOf(cmd.actor), action: 'operator.added', target: `operator:${profile.id}`,
      before: null, after: { email: profile.email, name: profile.name, role: profile.role }, at: now,
    });
    return ok(profile);
  }
}
