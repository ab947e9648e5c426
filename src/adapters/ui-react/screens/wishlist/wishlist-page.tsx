import { PageDescription } from '../../parts/chrome/page-description.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import type { WishlistPageView } from './wishlist-page.view.js';

/** GET /wishlist: the shopper's saved products, each with its sizes, "Move to bag" and "Remove". */
export function WishlistPage({ view }: { view: WishlistPageView }) {
  const t = useStrings();
  return (
    <div className="wishlist-page">
      <PageDescription text={t.wishlistPageDescription} />
      <h1 className="wishlist-page__title">{t.wishlistTitle}</h1>
      <Island name="WishlistItems" props={{ items: view.items, token: view.token, notice: view.notice }} />
      {view.items.length > 0 && <PriceNotice notice={view.priceNotice} />}
    </div>
  );
}
