import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OwnerMerge } from '../../ports/owner-merge.port.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import { MAX_PASSWORD_LENGTH, mergeGuestInto, profileOf, type AccountFormError, type ShopperProfile } from './account-messages.js';

export interface SignInCommand {
  email: string;
  password: string;
  /** The session's guest owner, whose basket and wishlist merge into the shopper's. */
  guest: BasketOwner | null;
}

/**
 * Checks an email and password. A wrong email and a wrong password get the same answer in the
 * same time. On success the guest's basket and wishlist merge into the shopper's.
 */
export class SignIn {
  constructor(
    private readonly accounts: ShopperAccounts,
    private readonly hasher: PasswordHasher,
    private readonly merges: readonly OwnerMerge[],
  ) {}

  async execute(cmd: SignInCommand): Promise<Result<ShopperProfile, AccountFormError>> {
    const email = cmd.email.trim();
    if (email === '' || cmd.password === '') {
      return err({
        code: 'MISSING_CREDENTIALS',
        fields: { ...(email === '' ? { email: 'EMAIL_REQUIRED' } : {}), ...(cmd.password === '' ? { password: 'PASSWORD_REQUIRED' } : {}) },
      });
    }
    const account = cmd.password.length > MAX_PASSWORD_LENGTH ? null : await this.accounts.findByEmail(email);
    const matches = await this.hasher.verify(cmd.password.slice(0, MAX_PASSWORD_LENGTH), account?.passwordHash ?? null);
    if (account === null || !matches) return err({ code: 'WRONG_CREDENTIALS', fields: {} });
    await mergeGuestInto(this.merges, cmd.guest, account.id);
    return ok(profileOf(account));
  }
}
