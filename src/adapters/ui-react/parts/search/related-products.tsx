import { useStrings } from '../../runtime/i18n/strings-context.js';

/** Where the product page's script fetches its related products: up to 4 ids (spec section 9). */
const relatedProductsHref = (productIds: readonly number[]): string =>
  `/recommendations/related?productIds=${productIds.slice(0, 4).join(',')}`;

/**
 * The related-products containers (spec section 2): a desktop one and a mobile one headed
 * 'Looking Similar', shown at and above / below 992 px once the carousel has arrived; both
 * hidden until then, and for good when the recommendations fail or are empty. The hidden
 * product-data field `recommendations` turns the feature on and names the fragment to load.
 */
export function RelatedProducts({ productIds }: { productIds: readonly number[] }) {
  const t = useStrings();
  return (
    <div className="related-products" data-related-products="">
      <input type="hidden" id="recommendations" name="recommendations" value={relatedProductsHref(productIds)} data-related-products-url="" />
      <section className="related-products__container related-products__container--desktop" data-related-container="desktop"
        aria-labelledby="related-products-desktop-title" hidden>
        <h2 className="section-title" id="related-products-desktop-title">{t.relatedProductsHeading}</h2>
        <div data-related-slot="" />
      </section>
      <section className="related-products__container related-products__container--mobile" data-related-container="mobile"
        aria-labelledby="related-products-mobile-title" hidden>
        <h2 className="section-title" id="related-products-mobile-title">{t.relatedProductsMobileHeading}</h2>
        <div data-related-slot="" />
      </section>
    </div>
  );
}
