import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { PasswordProblem } from '../../domain/accounts/password-rules.js';
import { SITE_VARIANTS } from '../../domain/site/site-variants.js';
import type { OwnerMerge } from '../../ports/owner-merge.port.js';
import type { ShopperAccount } from '../../ports/shopper-accounts.port.js';

export { MAX_PASSWORD_CHARACTERS as MAX_PASSWORD_LENGTH, MIN_PASSWORD_CHARACTERS as MIN_PASSWORD_LENGTH } from '../../domain/accounts/password-rules.js';
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export type AccountField = 'name' | 'email' | 'password';

/** Why one field was refused; the edge words it from the locale's catalogue (src/adapters/i18n). */
export type AccountFieldCode =
  | 'NAME_REQUIRED' | 'NAME_TOO_LONG' | 'EMAIL_REQUIRED' | 'EMAIL_INVALID' | 'EMAIL_TAKEN'
  | 'PASSWORD_REQUIRED' | 'PASSWORD_TOO_COMMON' | PasswordProblem;

export type AccountErrorCode = 'INVALID_DETAILS' | 'MISSING_CREDENTIALS' | 'EMAIL_TAKEN' | 'WRONG_CREDENTIALS';

/** Why a form was refused: one code for the summary and a code per field that needs fixing. */
export interface AccountFormError {
  code: AccountErrorCode;
  fields: Partial<Record<AccountField, AccountFieldCode>>;
}

/** What the rest of the shop may know of a shopper: never the password hash. */
export interface ShopperProfile {
  id: number;
  name: string;
  email: string;
}

export const profileOf = (account: ShopperAccount): ShopperProfile => ({ id: account.id, name: account.name, email: account.email });

/** A loose check that catches typing slips; the address is proven only by using it. */
export const looksLikeEmail = (email: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);

/**
 * Moves what a guest gathered (basket, wishlist...) on EVERY site to the shopper who just signed
 * in, each site's rows to the shopper's rows of the same site: a guest who filled an
 * Evans basket and signs in on M&Co keeps the Evans basket. One call per kind of row.
 */
export async function mergeGuestInto(merges: readonly OwnerMerge[], guest: BasketOwner | null, shopperId: number): Promise<void> {
  if (guest === null || guest.kind !== 'guest') return;
  const moves = SITE_VARIANTS.map((site) => ({ from: { ...guest, site: site.id }, to: { kind: 'shopper' as const, shopperId, site: site.id } }));
  for (const merge of merges) await merge.mergeOwners(moves);
}
