import { Breadcrumbs } from '../../parts/chrome/breadcrumbs.js';
import { Price } from '../../parts/chrome/price.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { ProductDataFields } from '../../parts/chrome/product-data-fields.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import { PageDescription } from '../../parts/chrome/page-description.js';
import type { ProductDetailView } from '../../parts/catalog/product-detail.view.js';
import { RelatedProducts } from '../../parts/search/related-products.js';

export function ProductPage({ view }: { view: ProductDetailView }) {
  const t = useStrings();
  return (
    <div className="product-page" data-product-id={view.id}>
      <PageDescription text={view.pageDescription} />
      <Breadcrumbs items={view.breadcrumbs} />
      <div className="product-page__body">
        <div className="product-page__gallery">
          <Island name="ProductGallery" props={{ productName: view.name, images: view.images }} />
        </div>
        <div className="product-page__details">
          <h1 className="product-page__name">{view.name}</h1>
          <div className="product-page__wishlist">
            <Island name="WishlistHeart" props={{ productId: view.id, productName: view.name }} />
          </div>
          <p className="product-page__code">{view.code}</p>
          <Price price={view.price} large />
          {view.lowestPriorPrice !== null && (
            <p className="product-page__prior-price">{interpolate(t.lowestPriorPrice, { price: view.lowestPriorPrice })}</p>
          )}
          <PriceNotice notice={view.priceNotice} />
          {view.buyGrid && (
            <>
              <Island name="SizingRegionForm" props={{
                productId: view.buyGrid.productId, sizingRegion: view.buyGrid.sizingRegion,
                sizingRegions: view.buyGrid.sizingRegions, regionAction: view.buyGrid.regionAction,
              }} />
              <Island name="BuyGrid" props={{ grid: view.buyGrid }} />
            </>
          )}
          {view.giftCard && <Island name="GiftCardGrid" props={{ grid: view.giftCard }} />}
          <section className="product-page__description" aria-labelledby="description-title">
            <h2 className="section-title" id="description-title">{t.description}</h2>
            {/* Cleaned when imported, or escaped plain text: see descriptionHtml. */}
            <div className="product-page__description-text" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
          </section>
          <ProductDataFields fields={view.productData} />
        </div>
      </div>
      <RelatedProducts productIds={[view.id]} />
    </div>
  );
}
