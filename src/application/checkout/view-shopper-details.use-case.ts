import type { ShopperDetails } from '../../domain/checkout/shopper-details.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import type { ShopperDetailsRepository } from '../../ports/shopper-details-repository.port.js';

export interface ShopperDetailsSeen {
  /** The details saved with the basket, or null when none were saved yet. */
  saved: ShopperDetails | null;
  /** The email to show: the saved one, else a signed-in shopper's account email, else ''. */
  email: string;
  isShopper: boolean;
}

/** The shopper details of a basket owner, a signed-in shopper's email filled in from the account when none were saved. */
export class ViewShopperDetails {
  constructor(private readonly details: ShopperDetailsRepository, private readonly accounts: ShopperAccounts) {}

  async execute(owner: BasketOwner | null): Promise<ShopperDetailsSeen> {
    if (owner === null) return { saved: null, email: '', isShopper: false };
    const saved = await this.details.detailsOf(owner);
    const isShopper = owner.kind === 'shopper';
    if (saved !== null) return { saved, email: saved.email, isShopper };
    const account = owner.kind === 'shopper' ? await this.accounts.findById(owner.shopperId) : null;
    return { saved: null, email: account?.email ?? '', isShopper };
  }
}
