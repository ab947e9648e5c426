import { PageDescription } from '../../parts/chrome/page-description.js';
import type { BasketView } from '../../parts/basket/basket.view.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import { PickupModals, type PickupModalsView } from '../../parts/pickup/pickup-modals.js';
import { PickupOptions } from '../../parts/pickup/pickup-options.js';
import type { PickupOptionView } from '../../parts/pickup/pickup.view.js';

/** The basket page (spec section 2): the lines with quantity controls; checkout arrives in a later issue. */
export function BasketPage({ view, error, pickup }: {
  view: BasketView;
  error: string | null;
  pickup: { options: PickupOptionView[]; modals: PickupModalsView };
}) {
  const t = useStrings();
  return (
    <div className="basket-page" data-basket-page="">
      <PageDescription text={t.basketPageDescription} />
      <h1>{t.basketPageTitle}</h1>
      {error !== null && <p className="basket-page__error" role="alert">{error}</p>}
      <Island name="QuickBasket" props={{ view, variant: 'page' }} />
      {view.lines.length > 0 && <PickupOptions options={pickup.options} />}
      {view.lines.length > 0 && <p className="basket-page__note">{t.checkoutComingSoon}</p>}
      <a className="button button--secondary" href="/">{t.continueShopping}</a>
      {view.lines.length > 0 && <PickupModals view={pickup.modals} />}
    </div>
  );
}
