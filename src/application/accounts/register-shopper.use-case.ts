import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OwnerMerge } from '../../ports/owner-merge.port.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { PasswordStrength } from '../../ports/password-strength.port.js';
import { passwordProblem } from '../../domain/accounts/password-rules.js';
import type { ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import {
  looksLikeEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, mergeGuestInto,
  profileOf, type AccountField, type AccountFieldCode, type AccountFormError, type ShopperProfile,
} from './account-messages.js';

export interface RegisterCommand {
  name: string;
  email: string;
  password: string;
  /** The session's guest owner, whose basket and wishlist become the new shopper's. */
  guest: BasketOwner | null;
}

function detailProblems(name: string, email: string, password: string): Partial<Record<AccountField, AccountFieldCode>> {
  const fields: Partial<Record<AccountField, AccountFieldCode>> = {};
  if (name === '') fields.name = 'NAME_REQUIRED';
  else if (name.length > MAX_NAME_LENGTH) fields.name = 'NAME_TOO_LONG';
  if (email === '') fields.email = 'EMAIL_REQUIRED';
  else if (email.length > MAX_EMAIL_LENGTH || !looksLikeEmail(email)) fields.email = 'EMAIL_INVALID';
  const problem = passwordProblem(password, email);
  if (problem !== null) fields.password = problem;
  return fields;
}

/**
 * Registers a shopper: name, email (unique in any letter case) and a password of 10 or more
 * characters that is not blank, not the email, and not among the first guesses of an attacker.
 */
export class RegisterShopper {
  constructor(
    private readonly accounts: ShopperAccounts,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly merges: readonly OwnerMerge[],
    private readonly strength: PasswordStrength,
  ) {}

  async execute(cmd: RegisterCommand): Promise<Result<ShopperProfile, AccountFormError>> {
    const name = cmd.name.trim();
    const email = cmd.email.trim();
    if (name === '' && email === '' && cmd.password === '') {
      return err({ code: 'INVALID_DETAILS', fields: {} });
    }
    const fields = detailProblems(name, email, cmd.password);
    if (fields.password === undefined && await this.strength.isEasyToGuess(cmd.password, [name, email])) fields.password = 'PASSWORD_TOO_COMMON';
    if (Object.keys(fields).length > 0) return err({ code: 'INVALID_DETAILS', fields });
    if ((await this.accounts.findByEmail(email)) !== null) return err(emailTaken());
    const created = await this.accounts.create({ name, email, passwordHash: await this.hasher.hash(cmd.password), createdAt: this.clock.now() });
    if (!created.ok) return err(emailTaken());
    await mergeGuestInto(this.merges, cmd.guest, created.value.id);
    return ok(profileOf(created.value));
  }
}

const emailTaken = (): AccountFormError => ({ code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } });
