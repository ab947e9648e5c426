import type { ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import { profileOf, type ShopperProfile } from './account-messages.js';

/** The signed-in shopper's profile, or null when the account no longer exists. */
export class ViewAccount {
  constructor(private readonly accounts: ShopperAccounts) {}

  async execute(shopperId: number): Promise<ShopperProfile | null> {
    const account = await this.accounts.findById(shopperId);
    return account ? profileOf(account) : null;
  }
}
