import type { ShopperDetails } from '../domain/checkout/shopper-details.js';
import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/**
 * The shopper details saved with each owner's basket, so a reload or another app node shows them.
 * On sign-in a guest's details, when the guest entered some, replace the shopper's (they are the newer).
 */
export interface ShopperDetailsRepository extends OwnerMerge {
  /** The saved details, or null when the owner has saved none. */
  detailsOf(owner: BasketOwner): Promise<ShopperDetails | null>;
  /** Saves the details whole, replacing any saved before. */
  save(owner: BasketOwner, details: ShopperDetails, now: Date): Promise<void>;
}
