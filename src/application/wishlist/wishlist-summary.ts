import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { wishlistCount, type WishlistItem } from '../../domain/wishlist/wishlist.js';
import type { WishlistEntry, WishlistRepository } from '../../ports/wishlist-repository.port.js';

/** The wishlist as the client keeps it (spec section 3): product ids, newest first, and the count. */
export interface WishlistSummary {
  items: WishlistItem[];
  count: number;
}

export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_ON_WISHLIST' | 'BASKET_REFUSED' | 'PRODUCT_OF_ANOTHER_SITE';

/** A code and its details; BASKET_REFUSED carries the basket's own refusal as `cause`. */
export type WishlistError =
  | { code: 'PRODUCT_NOT_FOUND' | 'PRODUCT_ARCHIVED' | 'NOT_ON_WISHLIST' | 'PRODUCT_OF_ANOTHER_SITE'; productId: number }
  | { code: 'BASKET_REFUSED'; productId: number; cause: { code: string } & Record<string, unknown> };

export const productNotFound = (productId: number): WishlistError => ({ code: 'PRODUCT_NOT_FOUND', productId });

export async function summaryOf(wishlists: WishlistRepository, owner: BasketOwner): Promise<WishlistSummary> {
  return summaryOfEntries(await wishlists.list(owner));
}

/** The summary of entries a change answered with (no second read). */
export function summaryOfEntries(entries: readonly WishlistEntry[]): WishlistSummary {
  const items = entries.map((entry) => ({ productID: entry.productId }));
  return { items, count: wishlistCount(items) };
}
