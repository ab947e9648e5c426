import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { PAYPAL_SANDBOX_APPROVE, PAYPAL_SANDBOX_CANCEL, PAYPAL_SANDBOX_SHIPPING, type PayPalSandboxPageView } from './paypal-sandbox.view.js';
import { SandboxPageFrame } from './sandbox-page-frame.js';
import { PageDescription } from '../../parts/chrome/page-description.js';

/**
 * The PayPal sandbox's approval page (it stands for PayPal's): the amount and order, where it
 * ships (the buyer may change the address: the shop checks it, as PayPal asks the shop's page on a
 * shipping change), how to pay (PayPal balance, or a card that PayPal declines at capture), then
 * approve or cancel. Plain forms: works without JavaScript and with the keyboard alone.
 */
export function SandboxPayPalPage({ view }: { view: PayPalSandboxPageView }) {
  const t = useStrings();
  const note = view.shippingNote;
  return (
    <SandboxPageFrame title={t.payPalSandboxTitle}>
      <PageDescription text={t.payPalSandboxTitle} />
      <p className="payment-sandbox__intro">{interpolate(t.payPalSandboxIntro, { amount: view.amountText, reference: view.reference })}</p>
      <p className="payment-sandbox__ships-to">{view.shipsTo === null ? t.payPalSandboxNoAddress : interpolate(t.payPalSandboxShipsTo, { address: view.shipsTo })}</p>
      <form className="payment-sandbox__form" method="post" action={PAYPAL_SANDBOX_SHIPPING}>
        <input type="hidden" name="token" value={view.token} />
        <fieldset className={`payment-sandbox__shipping${note !== null && !note.accepted ? ' form-field--error' : ''}`}
          aria-describedby={note === null ? undefined : 'paypal-shipping-note'}>
          <legend className="payment-sandbox__legend">{t.payPalSandboxShippingLegend}</legend>
          {note !== null && (
            <p className={note.accepted ? 'payment-sandbox__accepted' : 'form-field__error'} id="paypal-shipping-note" role={note.accepted ? 'status' : 'alert'}>{note.text}</p>
          )}
          <div className="form-field">
            <label htmlFor="paypal-country">{t.payPalSandboxCountry}</label>
            <select id="paypal-country" name="CountryCode" defaultValue={view.chosenCountry} autoComplete="shipping country">
              {view.countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="paypal-postcode">{t.payPalSandboxPostcode}</label>
            <input id="paypal-postcode" name="Postcode" type="text" defaultValue={view.postcode} maxLength={20} autoComplete="shipping postal-code" />
          </div>
          <button className="button button--secondary" type="submit">{t.payPalSandboxChangeShipping}</button>
        </fieldset>
      </form>
      <form className="payment-sandbox__form" method="post" action={PAYPAL_SANDBOX_APPROVE}>
        <input type="hidden" name="token" value={view.token} />
        <fieldset className="payment-sandbox__funding">
          <legend className="payment-sandbox__legend">{t.payPalSandboxFundingLegend}</legend>
          <div className="payment-sandbox__bank">
            <input type="radio" id="paypal-funding-balance" name="funding" value="balance" defaultChecked />
            <label htmlFor="paypal-funding-balance">{t.payPalSandboxBalance}</label>
          </div>
          <div className="payment-sandbox__bank">
            <input type="radio" id="paypal-funding-declined" name="funding" value="declined-card" />
            <label htmlFor="paypal-funding-declined">{t.payPalSandboxDeclinedCard}</label>
          </div>
        </fieldset>
        <div className="payment-sandbox__actions">
          <button className="button button--primary" type="submit">{t.payPalSandboxApprove}</button>
        </div>
      </form>
      <form className="payment-sandbox__form" method="post" action={PAYPAL_SANDBOX_CANCEL}>
        <input type="hidden" name="token" value={view.token} />
        <button className="button button--secondary" type="submit">{t.payPalSandboxCancel}</button>
      </form>
    </SandboxPageFrame>
  );
}
