import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';
import { productNotFound, summaryOfEntries, type WishlistError, type WishlistSummary } from './wishlist-summary.js';

/**
 * Takes a product off the wishlist. Removing a product that is not on it succeeds (the heart
 * already shows it as off); a product id the catalog has never had is an error.
 */
export class RemoveFromWishlist {
  constructor(
    private readonly wishlists: WishlistRepository,
    private readonly catalog: CatalogReader,
  ) {}

  async execute(cmd: { owner: BasketOwner; productId: number }): Promise<Result<WishlistSummary, WishlistError>> {
    const removed = await this.wishlists.remove(cmd.owner, cmd.productId);
    if (!removed.changed && (await this.catalog.findProductById(cmd.productId)) === null) return err(productNotFound(cmd.productId));
    return ok(summaryOfEntries(removed.entries));
  }
}
