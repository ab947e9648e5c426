import { PageDescription } from '../../parts/chrome/page-description.js';
import type { BasketView } from '../../parts/basket/basket.view.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import { RelatedProducts } from '../../parts/related/related-products.js';

/** The basket page (spec section 2): the lines with quantity controls; checkout arrives in a later issue. */
export function BasketPage({ view, error }: { view: BasketView; error: string | null }) {
  const t = useStrings();
  return (
    <div className="basket-page" data-basket-page="">
      <PageDescription text={t.basketPageDescription} />
      <h1>{t.basketPageTitle}</h1>
      {error !== null && <p className="basket-page__error" role="alert">{error}</p>}
      <Island name="QuickBasket" props={{ view, variant: 'page' }} />
      {view.lines.length > 0 && <p className="basket-page__note">{t.checkoutComingSoon}</p>}
      <a className="button button--secondary" href="/">{t.continueShopping}</a>
      {view.lines.length > 0 && <RelatedProducts productIds={[...new Set(view.lines.map((l) => l.productId))]} />}
    </div>
  );
}
