import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { Product } from '../../domain/catalog/product.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';

export interface WishlistPageItem {
  product: Product;
  addedAt: Date;
}

/** The wishlist page: each item with its product (name, images, price, sizes), newest first. */
export class ViewWishlist {
  constructor(
    private readonly wishlists: WishlistRepository,
    private readonly catalog: CatalogReader,
  ) {}

  /** `language`: the site's catalog language (catalogLanguageOf), for the names. */
  async execute(owner: BasketOwner | null, language = CATALOG_BASE_LANGUAGE): Promise<WishlistPageItem[]> {
    if (owner === null) return [];
    const entries = await this.wishlists.list(owner);
    const products = await Promise.all(entries.map((entry) => this.catalog.findProductById(entry.productId, language)));
    return entries.flatMap((entry, i) => {
      const product = products[i];
      return product ? [{ product, addedAt: entry.addedAt }] : [];
    });
  }
}
