import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/** One product on a wishlist and when it was put there. */
export interface WishlistEntry {
  productId: number;
  addedAt: Date;
}

/** What an add or a remove did, and the owner's items after it (newest first), from one statement. */
export interface WishlistChange {
  /** False when nothing changed (added twice, or removed when not there). */
  changed: boolean;
  entries: WishlistEntry[];
}

/**
 * The wishlists of guests and shoppers. A product is on an owner's wishlist at most once: adding
 * it again changes nothing, and merging a guest's wishlist into a shopper's never duplicates.
 */
export interface WishlistRepository extends OwnerMerge {
  /** The owner's items, newest first. */
  list(owner: BasketOwner): Promise<WishlistEntry[]>;
  /** Puts a product on the wishlist; `changed` is false when it was already there (nothing changes). */
  add(owner: BasketOwner, productId: number, now: Date): Promise<WishlistChange>;
  /** Takes a product off the wishlist; `changed` is false when it was not there. */
  remove(owner: BasketOwner, productId: number): Promise<WishlistChange>;
  count(owner: BasketOwner): Promise<number>;
}
