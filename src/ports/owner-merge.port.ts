import type { BasketOwner } from '../domain/accounts/basket-owner.js';

/** One owner's rows moving to another (a guest's on one site to the shopper's on the same site). */
export interface OwnerMove {
  from: BasketOwner;
  to: BasketOwner;
}

/**
 * Something a guest owns that moves to the shopper on sign-in (basket lines, wishlist items).
 * Merging adds the guest's items to the shopper's, within the same limits as adding them one by
 * one (stock, line limits, no duplicates), and leaves the guest with nothing. Every move is done
 * in one transaction whose statements each handle all the moves (sign-in moves the guest's rows
 * of every site at once, ADR 0026); a move whose owners have the same key changes nothing.
 */
export interface OwnerMerge {
  mergeOwners(moves: readonly OwnerMove[]): Promise<void>;
}
