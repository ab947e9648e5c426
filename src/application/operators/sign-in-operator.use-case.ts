import { MAX_PASSWORD_CHARACTERS, passwordCharacters } from '../../domain/accounts/password-rules.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Operators, OperatorSessions } from '../../ports/operators.port.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { RateLimits } from '../../ports/rate-limits.port.js';
import { operatorProfileOf, type OperatorProfile } from './operator-profile.js';

export interface SignInOperatorCommand {
  email: string;
  password: string;
  /** The client's address, for the attempt limits. */
  address: string;
}

export type SignInOperatorError =
  | { code: 'MISSING_CREDENTIALS' }
  | { code: 'WRONG_CREDENTIALS' }
  | { code: 'TOO_MANY_ATTEMPTS'; retryAfterS: number };

/**
 * Attempts allowed per minute, as for shoppers: per address and email (guessing one account's
 * password), and per address (trying many accounts).
 */
export const OPERATOR_SIGN_IN_LIMITS = { perAddressAndEmail: 5, perAddress: 20, windowMs: 60_000 } as const;

/**
 * Signs a member of staff in: a new session whose token goes in the operator's cookie. An unknown
 * email, a disabled account and a wrong password get the same answer in the same time (the hash
 * is checked in every case). Attempts are counted in the shared rate-limit counters before the
 * password is checked, so a guesser is stopped whatever the answers were.
 */
export class SignInOperator {
  constructor(
    private readonly operators: Operators,
    private readonly sessions: OperatorSessions,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: OperatorAuditLog,
  ) {}

  async execute(cmd: SignInOperatorCommand): Promise<Result<{ token: string; operator: OperatorProfile }, SignInOperatorError>> {
    const email = cmd.email.trim().toLowerCase();
    if (email === '' || cmd.password === '') return err({ code: 'MISSING_CREDENTIALS' });
    const { perAddressAndEmail, perAddress, windowMs } = OPERATOR_SIGN_IN_LIMITS;
    const [byEmail, byAddress] = await Promise.all([
      this.limits.hit(`operator-sign-in:${cmd.address}:${email}`, windowMs),
      this.limits.hit(`operator-sign-in:${cmd.address}`, windowMs),
    ]);
    const over = [byEmail.hits > perAddressAndEmail ? byEmail : null, byAddress.hits > perAddress ? byAddress : null].filter((c) => c !== null);
    if (over.length > 0) return err({ code: 'TOO_MANY_ATTEMPTS', retryAfterS: Math.max(1, ...over.map((c) => Math.ceil(c.resetInMs / 1000))) });

    // A password longer than any account can have is wrong; it is cut so the hash's work stays bounded.
    const tooLong = passwordCharacters(cmd.password) > MAX_PASSWORD_CHARACTERS;
    const account = tooLong ? null : await this.operators.findByEmail(email);
    const usable = account !== null && account.disabledAt === null ? account : null;
    const matches = await this.hasher.verify([...cmd.password].slice(0, MAX_PASSWORD_CHARACTERS).join(''), usable?.passwordHash ?? null);
    if (usable === null || !matches) return err({ code: 'WRONG_CREDENTIALS' });

    const token = this.ids.next();
    const now = this.clock.now();
    await this.sessions.start(token, usable.id, now);
    await this.audit.record({
      actor: { kind: 'operator', id: String(usable.id), name: usable.name }, action: 'operator.signed_in', target: `operator:${usable.id}`,
      before: null, after: null, at: now,
    });
    return ok({ token, operator: operatorProfileOf(usable) });
  }
}
