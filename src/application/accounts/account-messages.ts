import { messages } from '../../domain/shared/messages.js';
import type { BasketOwner } from '../../domain/shopper/basket-owner.js';
import type { OwnerMerge } from '../../ports/owner-merge.port.js';
import type { ShopperAccount } from '../../ports/shopper-accounts.port.js';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** Shopper-facing account messages; the spec's own strings where it has one. */
export const accountMessages = {
  enterEmailAndPassword: messages.enterEmailAndPassword,
  enterDetails: messages.enterDetails,
  enterEmailAddress: messages.enterEmailAddress,
  enterName: 'Please enter your name',
  nameTooLong: `Your name can be at most ${MAX_NAME_LENGTH} characters long`,
  invalidEmail: 'Please enter a valid email address, like name@example.com',
  passwordTooShort: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Your password can be at most ${MAX_PASSWORD_LENGTH} characters long`,
  emailTaken: 'An account with this email address already exists. Please sign in instead.',
  wrongCredentials: 'The email address or password is not right. Please try again.',
} as const;

export type AccountField = 'name' | 'email' | 'password';

/** Why a form was refused: one summary message and a message per field that needs fixing. */
export interface AccountFormError {
  code: 'INVALID_DETAILS' | 'EMAIL_TAKEN' | 'WRONG_CREDENTIALS';
  message: string;
  fields: Partial<Record<AccountField, string>>;
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

/** Moves what a guest gathered (basket, wishlist) to the shopper who just signed in. */
export async function mergeGuestInto(merges: readonly OwnerMerge[], guest: BasketOwner | null, shopperId: number): Promise<void> {
  if (guest === null || guest.kind !== 'guest') return;
  for (const merge of merges) await merge.mergeOwner(guest, { kind: 'shopper', shopperId });
}
