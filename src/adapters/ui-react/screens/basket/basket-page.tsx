import { PageDescription } from '../../parts/chrome/page-description.js';
import type { BasketPageView } from './basket-page.view.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';

/** The basket page (spec section 2): the lines with quantity controls; checkout arrives in a later issue. */
export function BasketPage({ view, error }: { view: BasketPageView; error: string | null }) {
  const t = useStrings();
  return (
    <div className="basket-page" data-basket-page="">
      <PageDescription text={t.basketPageDescription} />
      <h1>{t.basketPageTitle}</h1>
      {error !== null && <p className="basket-page__error" role="alert">{error}</p>}
      <Island name="QuickBasket" props={{ view: view.basket, variant: 'page' }} />
      {view.basket.lines.length > 0 && <Island name="ShopperDetails" props={view.shopperDetails} />}
      {view.basket.lines.length > 0 && <p className="basket-page__note">{t.checkoutComingSoon}</p>}
      <a className="button button--secondary" href="/">{t.continueShopping}</a>
    </div>
  );
}
