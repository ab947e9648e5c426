import type { OrderStatus } from '../../../../domain/orders/order.js';
import { PageDescription } from '../../parts/chrome/page-description.js';
import { ProductPicture } from '../../parts/catalog/product-picture.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import type { ConfirmationPageView } from './confirmation-page.view.js';
import { orderStatusText } from '../../parts/orders/order-status-text.js';
import { safePlaceLabel } from '../../parts/delivery/delivery.view.js';
import { OrderFulfilment } from '../../parts/orders/order-fulfilment.js';
import { OrderRefunds } from '../../parts/orders/order-refunds.js';
import { OrderReturns } from '../../parts/orders/order-returns.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

const CONFIRMATION_PAGE_MODULE = 'pages/confirmation-page';
const BASKET_URL = '/basket';

/** The heading and the sentence under it, by the order's status. */
function headlineOf(status: OrderStatus, t: TranslatableStrings, email: string): { title: string; intro: string } {
  switch (status) {
    case 'paid':
      return { title: t.confirmationThanks, intro: interpolate(t.confirmationPaidIntro, { email }) };
    case 'pending':
      return { title: t.confirmationProcessingTitle, intro: t.confirmationProcessingIntro };
    case 'refused':
      return { title: t.confirmationRefusedTitle, intro: t.confirmationRefusedIntro };
    case 'cancelled':
      return { title: t.confirmationCancelledTitle, intro: t.confirmationCancelledIntro };
    case 'expired':
      return { title: t.confirmationExpiredTitle, intro: t.confirmationExpiredIntro };
  }
}

/**
 * /Checkout/Confirmation (spec 2): the order number, its lines, delivery, totals and payment method.
 * While the payment is pending the page says so and polls the payment status (page module
 * `pages/confirmation-page`), reloading once it is final; a refused, cancelled or expired payment
 * says that nothing was charged and links back to the basket.
 */
export function ConfirmationPage({ view }: { view: ConfirmationPageView }) {
  const t = useStrings();
  const { title, intro } = headlineOf(view.status, t, view.email);
  const pending = view.status === 'pending';
  const failed = view.status === 'refused' || view.status === 'cancelled' || view.status === 'expired';
  return (
    <div className={`confirmation-page confirmation-page--${view.status}`} data-page-module={CONFIRMATION_PAGE_MODULE}>
      <PageDescription text={title} />
      <h1>{title}</h1>
      <div
        className="confirmation-page__state"
        role={failed ? 'alert' : 'status'}
        {...(pending ? { 'data-payment-status-poll': '', 'data-encrypted-order-id': view.encryptedOrderId, 'aria-busy': 'true' } : {})}
      >
        <p>{intro}</p>
        {failed && <p><a className="button button--primary" href={BASKET_URL}>{t.confirmationBackToBasket}</a></p>}
      </div>
      <dl className="confirmation-page__facts">
        <dt>{t.confirmationOrderNumber}</dt>
        <dd className="confirmation-page__reference">{view.reference}</dd>
        <dt>{t.confirmationStatus}</dt>
        <dd className="confirmation-page__status">{orderStatusText(view.status, t)}</dd>
        {view.paymentMethod !== null && (
          <>
            <dt>{t.confirmationPaymentMethod}</dt>
            <dd className="confirmation-page__method">{view.paymentMethod}</dd>
          </>
        )}
      </dl>
      {view.fulfilment !== null && <OrderFulfilment view={view.fulfilment} />}
      {view.refunds !== null && <OrderRefunds view={view.refunds} />}
      {view.returns !== null && <OrderReturns view={view.returns} />}
      <section aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">{t.confirmationItems}</h2>
        <ul className="confirmation-page__lines">
          {view.lines.map((line, i) => (
            <li key={i} className="confirmation-page__line">
              <ProductPicture src={line.image} use="small" alt="" width={60} height={90} lazy />
              <span className="confirmation-page__line-name">{line.name}</span>
              {line.size !== null && <span>{interpolate(t.confirmationSize, { size: sizeShown(line.size, t.sizeOneSize) })}</span>}
              {line.giftVoucherFor !== null && <span>{interpolate(t.confirmationGiftVoucherFor, { name: line.giftVoucherFor })}</span>}
              <span>{interpolate(t.confirmationQuantity, { quantity: String(line.quantity) })}</span>
              <span className="confirmation-page__line-total">{line.lineTotal}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">{t.confirmationDelivery}</h2>
        <p className="confirmation-page__delivery-kind">{view.delivery.kind === 'home' ? t.confirmationHomeDelivery : t.confirmationPickupPoint}</p>
        <address className="confirmation-page__address">
          {view.delivery.kind === 'pickup' && <>{view.delivery.name}<br /></>}
          {view.delivery.lines.map((line, i) => <span key={i}>{line}<br /></span>)}
        </address>
        {view.delivery.kind === 'home' && view.delivery.safePlace !== null && (
          <p className="confirmation-page__safe-place">{interpolate(t.confirmationSafePlace, { place: safePlaceLabel(view.delivery.safePlace, t) })}</p>
        )}
        {view.delivery.kind === 'home' && view.delivery.courierInstructions !== null && (
          <p className="confirmation-page__instructions">{interpolate(t.confirmationCourierInstructions, { instructions: view.delivery.courierInstructions })}</p>
        )}
      </section>
      <section aria-labelledby="confirmation-totals">
        <h2 id="confirmation-totals">{t.confirmationTotals}</h2>
        <dl className="confirmation-page__totals">
          <dt>{t.confirmationSubtotal}</dt>
          <dd>{view.subtotal}</dd>
          <dt>{t.confirmationDeliveryPrice}</dt>
          <dd>{view.deliveryPrice}</dd>
          {view.reduction !== null && (
            <>
              <dt>{t.confirmationReduction}</dt>
              <dd>{view.reduction}</dd>
            </>
          )}
          <dt>{t.confirmationTotal}</dt>
          <dd className="confirmation-page__total">{view.total}</dd>
        </dl>
        {view.priceNotice !== null && <PriceNotice notice={view.priceNotice} />}
      </section>
      {view.issuedVoucherCodes.length > 0 && (
        <section aria-labelledby="confirmation-vouchers">
          <h2 id="confirmation-vouchers">{t.confirmationVoucherCodes}</h2>
          <ul className="confirmation-page__codes">
            {view.issuedVoucherCodes.map((code) => <li key={code}><code>{code}</code></li>)}
          </ul>
        </section>
      )}
    </div>
  );
}
