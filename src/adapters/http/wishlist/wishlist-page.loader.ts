import type { ViewWishlist } from '../../../application/wishlist/view-wishlist.use-case.js';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { priceNoticeOf, type PriceNotice } from '../../../domain/site/price-notices.js';
import { toWishlistItemView, type WishlistItemView } from '../../ui-react/screens/wishlist/wishlist-page.view.js';

/** The wishlist page's data: the shopper's items as JSON-safe views in the site's prices, and the site's tax notice. */
export async function loadWishlistPage(
  deps: { viewWishlist: ViewWishlist }, input: { session: ShopperSession | null; site: SiteVariant; now: Date },
): Promise<{ items: WishlistItemView[]; priceNotice: PriceNotice }> {
  const items = await deps.viewWishlist.execute(input.session ? ownerOfSession(input.session, input.site.id) : null, catalogLanguageOf(input.site.locale));
  return { items: items.map((i) => toWishlistItemView(i.product, input.site.price, input.now)), priceNotice: priceNoticeOf(input.site.region) };
}
