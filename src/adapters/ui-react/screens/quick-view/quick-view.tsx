import { Price } from '../../parts/chrome/price.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { ProductPicture } from '../../parts/catalog/product-picture.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import type { ProductDetailView } from '../../parts/catalog/product-detail.view.js';

const QUICK_VIEW_IMAGE_WIDTH = 533;
const QUICK_VIEW_IMAGE_HEIGHT = 800;

/**
 * Quick view fragment (spec section 2): the product's image, name and price (with its lowest prior
 * price and the site's tax notice, as on the product page), the product page's
 * buy grid island (or gift card grid island, hydrated when inserted), and a link to the full product page. Shown in an off-canvas panel
 * whose title names the product, so the name here is a level-3 heading.
 */
export function QuickView({ view, productHref }: { view: ProductDetailView; productHref: string }) {
  const t = useStrings();
  return (
    <article className="quick-view" data-product-id={view.id} aria-labelledby={`quick-view-name-${view.id}`}>
      {view.images[0] && (
        <ProductPicture className="quick-view__image" src={view.images[0]} use="tile" alt={view.name} width={QUICK_VIEW_IMAGE_WIDTH} height={QUICK_VIEW_IMAGE_HEIGHT} />
      )}
      <div className="quick-view__details">
        <h3 className="quick-view__name" id={`quick-view-name-${view.id}`}>{view.name}</h3>
        <p className="quick-view__code">{view.code}</p>
        <Price price={view.price} large />
        {view.lowestPriorPrice !== null && <p className="quick-view__prior-price">{interpolate(t.lowestPriorPrice, { price: view.lowestPriorPrice })}</p>}
        <PriceNotice notice={view.priceNotice} />
        {view.buyGrid && <Island name="BuyGrid" props={{ grid: view.buyGrid }} />}
        {view.giftCard && <Island name="GiftCardGrid" props={{ grid: view.giftCard }} />}
        <a className="quick-view__full-details" href={productHref}>{t.viewFullDetails}</a>
      </div>
    </article>
  );
}
