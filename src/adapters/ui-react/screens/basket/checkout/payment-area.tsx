import { helpPagePath } from '../../../../../domain/site/help-pages.js';
import type { OrderButtonRule } from '../../../../../domain/site/price-notices.js';
import { LinkedText } from '../../../parts/chrome/linked-text.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { PAYMENT_CONTAINERS } from '../../../rules/checkout/payment-options.js';
import { PAYMENT_HIDDEN_INPUTS, SUBSCRIPTION_PREFERENCE } from './payment-ids.js';
import type { PaymentAreaView } from './payment-area.view.js';

/** The containers a method is shown in, in the spec's order (section 2). */
const METHOD_CONTAINERS = [
  PAYMENT_CONTAINERS.storedCard,
  PAYMENT_CONTAINERS.card,
  PAYMENT_CONTAINERS.clearpay,
  PAYMENT_CONTAINERS.ideal,
  PAYMENT_CONTAINERS.sofort,
  PAYMENT_CONTAINERS.eps,
  PAYMENT_CONTAINERS.sepa,
  PAYMENT_CONTAINERS.dotpay,
  PAYMENT_CONTAINERS.applePay,
  PAYMENT_CONTAINERS.googlePay,
] as const;

/**
 * The basket page's payment area (spec sections 2 and 3): the page hidden inputs, the alert list
 * for refusals under its heading, the method list and each method's container (filled in the
 * browser, on first need, by `payment-area.client.tsx`), the 3-D Secure challenge container, the
 * marketing emails choice and THE pay-now button (`data-pay-now`: Evri's modal hides it and shows
 * the note after it), labelled and with the terms and withdrawal links beside it as the site's law
 * wants (BGB §312j). Payment components need JavaScript: without it the area says so.
 */
export function PaymentArea({ view, orderButton }: { view: PaymentAreaView; orderButton: OrderButtonRule }) {
  const t = useStrings();
  const hidden: Record<keyof typeof PAYMENT_HIDDEN_INPUTS, string> = {
    merchantAccount: view.merchantAccount,
    merchantName: view.merchantName,
    countryCode: view.countryCode,
    orderTotal: String(view.orderTotalMinor),
    currency: view.currency,
    clientKey: view.clientKey,
    locale: view.locale,
    paymentMode: view.paymentMode,
    encryptedOrderId: view.encryptedOrderId,
    googleMerchantAccount: view.googleMerchantAccount,
  };
  return (
    <section className="payment-area" aria-labelledby="payment-area-title" data-payment-area="" data-store-cards={view.storeCardsOffered ? 'true' : undefined}>
      <h2 className="payment-area__title" id="payment-area-title">{t.paymentTitle}</h2>
      {(Object.keys(hidden) as Array<keyof typeof hidden>).map((key) => (
        <input key={key} type="hidden" name={PAYMENT_HIDDEN_INPUTS[key]} value={hidden[key]} />
      ))}
      <div className="payment-alerts error-summary" data-payment-alerts="" role="alert" aria-labelledby="payment-alerts-title" tabIndex={-1} hidden>
        <h3 className="payment-alerts__title error-summary__title" id="payment-alerts-title">{t.correctFollowingErrors}</h3>
        <ul className="payment-alerts__list error-summary__list" data-payment-alert-list="" />
      </div>
      <noscript>
        <p className="payment-area__needs-js">{t.paymentNeedsJavaScript}</p>
      </noscript>
      {view.paymentMode === 'sandbox' && <p className="payment-area__sandbox">{t.paymentSandboxNote}</p>}
      <div className="payment-area__methods" data-payment-methods="">
        <p className="payment-area__loading" data-payment-loading="" hidden>{t.paymentLoading}</p>
      </div>
      {METHOD_CONTAINERS.map((id) => (
        <div key={id} className="payment-method-panel" id={id} data-payment-container="" hidden />
      ))}
      <div className="payment-challenge" id={PAYMENT_CONTAINERS.challenge} data-challenge-container="" hidden />
      <p className="payment-area__status visually-hidden" data-payment-status="" role="status" aria-live="polite" />
      <div className="payment-area__subscription">
        <input className="payment-area__checkbox" type="checkbox" id="payment-subscription" name={SUBSCRIPTION_PREFERENCE} value="true" />
        <label htmlFor="payment-subscription">{t.subscriptionPreference}</label>
      </div>
      <button type="button" className="button button--primary payment-area__pay" data-pay-now="" data-pay-button="">
        {orderButton.label === 'obliges-payment' ? t.payNowObligesPayment : t.payNow}
      </button>
      <p className="payment-area__pay-note" hidden>{t.payNowNote}</p>
      {orderButton.legalLinks && (
        <p className="payment-area__legal">
          <LinkedText text={t.orderLegalNotice} links={{
            terms: { href: helpPagePath('terms'), label: t.orderLegalTerms },
            withdrawal: { href: `${helpPagePath('returns')}#withdrawal`, label: t.orderLegalWithdrawal },
          }} />
        </p>
      )}
    </section>
  );
}
