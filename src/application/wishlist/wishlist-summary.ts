import type { BasketOwner } from '../../domain/shopper/basket-owner.js';
import { wishlistCount, type WishlistItem } from '../../domain/shopping/wishlist.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';

/** The wishlist as the client keeps it (spec section 3): product ids, newest first, and the count. */
export interface WishlistSummary {
  items: WishlistItem[];
  count: number;
}

export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_ON_WISHLIST' | 'BASKET_REFUSED';

export interface WishlistError {
  code: WishlistErrorCode;
  message: string;
}

export const productNotFound = (productId: number): WishlistError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: `Product ${productId} does not exist.`,
});

export async function summaryOf(wishlists: WishlistRepository, owner: BasketOwner): Promise<WishlistSummary> {
  const items = (await wishlists.list(owner)).map((entry) => ({ productID: entry.productId }));
  return { items, count: wishlistCount(items) };
}
