import type { Result } from '../domain/shared/result.js';

/** A registered shopper. The email keeps the case it was registered with. */
export interface ShopperAccount {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: Date;
}

export interface NewShopperAccount {
  email: string;
  name: string;
  passwordHash: string;
  createdAt: Date;
}

/** Shopper accounts. Emails are unique regardless of letter case. */
export interface ShopperAccounts {
  /** Registers a shopper; EMAIL_TAKEN when an account with this email (in any case) exists. */
  create(account: NewShopperAccount): Promise<Result<ShopperAccount, 'EMAIL_TAKEN'>>;
  /** The account with this email, compared case-insensitively, or null. */
  findByEmail(email: string): Promise<ShopperAccount | null>;
  findById(id: number): Promise<ShopperAccount | null>;
}
