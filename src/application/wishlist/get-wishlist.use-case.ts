import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';
import { summaryOf, type WishlistSummary } from './wishlist-summary.js';

/** The owner's wishlist; someone without a session has an empty one. */
export class GetWishlist {
  constructor(private readonly wishlists: WishlistRepository) {}

  async execute(owner: BasketOwner | null): Promise<WishlistSummary> {
    return owner === null ? { items: [], count: 0 } : summaryOf(this.wishlists, owner);
  }
}
