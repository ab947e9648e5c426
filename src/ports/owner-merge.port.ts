import type { BasketOwner } from '../domain/shopper/basket-owner.js';

/**
 * Something a guest owns that moves to the shopper on sign-in (basket lines, wishlist items).
 * Merging adds the guest's items to the shopper's, within the same limits as adding them one by
 * one (stock, line limits, no duplicates), and leaves the guest with nothing.
 */
export interface OwnerMerge {
  mergeOwner(from: BasketOwner, to: BasketOwner): Promise<void>;
}
