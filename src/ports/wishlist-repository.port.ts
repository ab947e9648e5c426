import type { BasketOwner } from '../domain/shopper/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/** One product on a wishlist and when it was put there. */
export interface WishlistEntry {
  productId: number;
  addedAt: Date;
}

/**
 * The wishlists of guests and shoppers. A product is on an owner's wishlist at most once: adding
 * it again changes nothing, and merging a guest's wishlist into a shopper's never duplicates.
 */
export interface WishlistRepository extends OwnerMerge {
  /** The owner's items, newest first. */
  list(owner: BasketOwner): Promise<WishlistEntry[]>;
  /** Puts a product on the wishlist; returns false when it was already there (nothing changes). */
  add(owner: BasketOwner, productId: number, now: Date): Promise<boolean>;
  /** Takes a product off the wishlist; returns false when it was not there. */
  remove(owner: BasketOwner, productId: number): Promise<boolean>;
  count(owner: BasketOwner): Promise<number>;
}
