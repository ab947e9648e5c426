import { PageDescription } from '../../parts/chrome/page-description.js';
import { BasketTotals } from './basket-totals.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { DeliveryAccordion } from './delivery/delivery-accordion.js';
import type { BasketPageView } from './basket-page.view.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import { PickupModals } from './delivery/pickup/pickup-modals.js';
import { RelatedProducts } from '../../parts/search/related-products.js';
import { PaymentArea } from './checkout/payment-area.js';
// Klarna.
import { KlarnaWallet } from './checkout/klarna/klarna-wallet.js';

const BASKET_PAGE_MODULE = 'pages/basket-page';

/**
 * The basket page (spec section 2), marked for its init and exit hooks (`pages/basket-page`):
 * the lines with quantity controls and stock checked again, the delivery accordion and the order
 * summary. The islands below the fold (loyalty and gift vouchers, PayPal) hydrate as they near the
 * viewport, and the lines and the shopper details form when the shopper first reaches them (what
 * they do meanwhile is held and replayed): none of their code is in the first paint, which keeps
 * the page within the script budget. An empty basket shows the empty state only, so it carries no page module: none of the
 * sections the hooks drive is there, and the page stays within the script budget.
 */
export function BasketPage({ view }: { view: BasketPageView }) {
  const t = useStrings();
  const empty = view.basket.lines.length === 0;
  return (
    <div className="basket-page" data-basket-page="" data-page-module={empty ? undefined : BASKET_PAGE_MODULE}>
      <PageDescription text={t.basketPageDescription} />
      <h1>{t.basketPageTitle}</h1>
      {view.error !== null && <p className="basket-page__error" role="alert">{view.error}</p>}
      <div className={`basket-page__columns${empty ? ' basket-page__columns--empty' : ''}`}>
        <div className="basket-page__main">
          <Island name="QuickBasket" props={{ view: view.basket, variant: 'page' }} hydrate="intent" />
          {/* Phones: the order summary is far below, so its tax notice also sits under the lines' total. */}
          {!empty && <div className="basket-page__lines-notice"><PriceNotice notice={view.totals.priceNotice} /></div>}
          {!empty && <Island name="ShopperDetails" props={view.shopperDetails} hydrate="intent" />}
          {!empty && <DeliveryAccordion view={view.delivery} />}
          {!empty && <Island name="LoyaltyVouchers" props={{ view: view.discounts.loyalty }} hydrate="visible" />}
          {!empty && <Island name="GiftVoucherBox" props={{ view: view.discounts.giftVouchers }} hydrate="visible" />}
        </div>
        {!empty && (
          <aside className="basket-page__summary" aria-label={t.orderSummary}>
            <BasketTotals view={view.totals} />
          </aside>
        )}
      </div>
      {!empty && <PaymentArea view={view.payment} orderButton={view.orderButton} />}
      {/* PayPal: the PayPal button container. */}
      {(!empty || view.payPalReturn === true) && view.payPal && <Island name="PayPalButton" props={{ view: view.payPal }} hydrate={view.payPalReturn === true ? 'load' : 'visible'} />}
      {/* Klarna: the wallet (buy-now-pay-later) payment button container. */}
      {!empty && view.payment.klarna !== undefined && view.payment.klarna !== 'off' && <KlarnaWallet view={{ mode: view.payment.klarna, locale: view.payment.locale }} />}
      <a className="button button--secondary" href="/">{t.continueShopping}</a>
      {!empty && <PickupModals view={view.pickupModals} />}
      {!empty && <RelatedProducts productIds={[...new Set(view.basket.lines.map((l) => l.productId))]} />}
    </div>
  );
}
