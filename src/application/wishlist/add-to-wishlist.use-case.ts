import type { SiteVariant } from '../../domain/site/site-variant.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';
import { ownerNow, type OwnerToBe } from '../accounts/owner-to-be.js';
import { addToWishlistEvent, type Ga4Event } from '../site/ga4-events.js';
import { productNotFound, summaryOfEntries, type WishlistError, type WishlistSummary } from './wishlist-summary.js';

/**
 * Puts a product on the wishlist (the product from the catalog reader's cache, the add and the list
 * in one statement). The product must exist and be of the site's brand (each site is its own shop,
 * ADR 0026); adding it twice keeps one item.
 */
export class AddToWishlist {
  constructor(
    private readonly wishlists: WishlistRepository,
    private readonly catalog: CatalogReader,
    private readonly clock: Clock,
  ) {}

  /** `owner` may be still to be made (a browser without a session): it is made only once the product is known to be addable. */
  /** With the summary, the add's GA4 add_to_wishlist event (the product priced on the site now). */
  async execute(cmd: { owner: OwnerToBe; site: SiteVariant; productId: number }): Promise<Result<WishlistSummary & { event: Ga4Event }, WishlistError>> {
    const product = await this.catalog.findProductById(cmd.productId);
    if (product === null) return err(productNotFound(cmd.productId));
    if (product.brand !== cmd.site.brand) return err({ code: 'PRODUCT_OF_ANOTHER_SITE', productId: cmd.productId });
    if (product.archived) return err({ code: 'PRODUCT_ARCHIVED', productId: cmd.productId });
    const now = this.clock.now();
    const added = await this.wishlists.add(await ownerNow(cmd.owner), product.id, now);
    return ok({ ...summaryOfEntries(added.entries), event: addToWishlistEvent(product, cmd.site, now) });
  }
}
