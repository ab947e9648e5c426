import { describe, expect, it } from 'vitest';
import { PaymentArea } from '../../../../../../src/adapters/ui-react/screens/basket/checkout/payment-area.js';
import { CardForm } from '../../../../../../src/adapters/ui-react/screens/basket/checkout/payment-forms.js';
import { INITIAL_CARD_FORM } from '../../../../../../src/adapters/ui-react/rules/checkout/card-form-state.js';
import { SANDBOX_PAYMENT_SETTINGS, toPaymentAreaView } from '../../../../../../src/adapters/ui-react/screens/basket/checkout/payment-area.view.js';
import { pageStringsFor } from '../../../../../../src/adapters/i18n/page-strings.js';
import { en } from '../../../../../../src/adapters/i18n/en.js';
import { de } from '../../../../../../src/adapters/i18n/de.js';
import { fr } from '../../../../../../src/adapters/i18n/fr.js';
import { StringsContext } from '../../../../../../src/adapters/ui-react/runtime/i18n/strings-context.js';
import { orderButtonRuleOf } from '../../../../../../src/domain/site/price-notices.js';
import { renderToString } from 'react-dom/server';
import { inputTag, render, site } from '../../../render.js';

const evans = site('evans');
const view = toPaymentAreaView(SANDBOX_PAYMENT_SETTINGS, evans, { amountMinor: 4599, currency: 'GBP' });

describe('the payment area, as the server renders it (spec sections 2 and 3)', () => {
  const html = render(<PaymentArea view={view} orderButton={orderButtonRuleOf(evans.region)} />);

  it('carries the page hidden inputs: merchant, country, total in minor units, currency, client key, locale, mode, an empty order id', () => {
    for (const [name, value] of [
      ['MerchantAccount', 'SandboxMerchant'], ['MerchantName', 'Storefront sandbox'], ['CountryCode', evans.countryCode],
      ['OrderTotal', '4599'], ['Currency', 'GBP'], ['ClientKey', ''], ['Locale', evans.locale], ['PaymentMode', 'sandbox'],
      ['EncryptedOrderId', ''], ['GoogleMerchantAccount', ''],
    ] as const) {
      expect(inputTag(html, name, value), name).toContain('type="hidden"');
    }
  });

  it('has every method container, the challenge container, the alert list under its heading and THE pay-now button', () => {
    for (const id of ['card-container', 'stored-card-container', 'clearpay-container', 'ideal-container', 'sofort-container', 'eps-container',
      'sepa-container', 'dotpay-container', 'applepay-container', 'googlepay-container', 'threeds-container']) {
      expect(html, id).toMatch(new RegExp(`id="${id}"[^>]*hidden`));
    }
    expect(html).toMatch(/data-payment-alerts=""[^>]*role="alert"/);
    expect(html).toContain('>Please correct the following errors</h3>');
    expect(html.match(/data-pay-now=""/g)).toHaveLength(1);
    // Evri's modal shows the element after the button while it hides the button.
    expect(html).toMatch(/data-pay-now=""[^>]*>Pay now<\/button><p class="payment-area__pay-note" hidden="">/);
    expect(inputTag(html, 'SubscriptionPreference', 'true')).not.toContain('checked');
  });

  it('on the DE site the button says ordering obliges payment, with the terms and the right of withdrawal linked after the Evri note', () => {
    const germany = site('yours-clothing-de');
    const area = renderToString(
      <StringsContext.Provider value={de.page}>
        <PaymentArea view={toPaymentAreaView(SANDBOX_PAYMENT_SETTINGS, germany, { amountMinor: 4599, currency: 'EUR' })} orderButton={orderButtonRuleOf(germany.region)} />
      </StringsContext.Provider>);
    expect(area).toMatch(/data-pay-now=""[^>]*>Zahlungspflichtig bestellen<\/button><p class="payment-area__pay-note" hidden="">/);
    expect(area).toContain('<p class="payment-area__legal">Mit Ihrer Bestellung akzeptieren Sie unsere <a href="/help/terms">Allgemeinen Geschäftsbedingungen</a>; '
      + 'beachten Sie Ihr <a href="/help/returns#withdrawal">Widerrufsrecht</a>.</p>');
  });

  it('on the FR site the button keeps its plain label, with the legal links; the UK site links nothing', () => {
    const france = site('yours-clothing-fr');
    const area = renderToString(
      <StringsContext.Provider value={fr.page}>
        <PaymentArea view={toPaymentAreaView(SANDBOX_PAYMENT_SETTINGS, france, { amountMinor: 4599, currency: 'EUR' })} orderButton={orderButtonRuleOf(france.region)} />
      </StringsContext.Provider>);
    expect(area).toMatch(/data-pay-now=""[^>]*>Payer maintenant<\/button>/);
    expect(area).toContain('<a href="/help/terms">conditions générales de vente</a>');
    expect(area).toContain('<a href="/help/returns#withdrawal">droit de rétractation</a>');
    expect(html).not.toContain('payment-area__legal');
  });

  it('says, without JavaScript, that paying needs it; the loading text waits for the script', () => {
    expect(html).toContain(`<noscript><p class="payment-area__needs-js">${en.page.paymentNeedsJavaScript.replace(/'/g, '&#x27;')}</p></noscript>`);
    expect(html).toMatch(/data-payment-loading="" hidden=""/);
    expect(html).toContain('Test payments: no money is taken.');
  });

  it('with a client key it is Adyen in the configured mode, and the sandbox note is gone', () => {
    const adyen = toPaymentAreaView({ ...SANDBOX_PAYMENT_SETTINGS, clientKey: 'test_KEY', mode: 'test' }, evans, { amountMinor: 100, currency: 'GBP' });
    expect(adyen.paymentMode).toBe('test');
    expect(render(<PaymentArea view={adyen} orderButton={orderButtonRuleOf(evans.region)} />)).not.toContain('Test payments');
  });

  it('offers to save a card only to a signed-in shopper: the area says so, the card form shows the choice with its hint', () => {
    expect(view.storeCardsOffered).toBe(false);
    expect(html).not.toContain('data-store-cards');
    const signedIn = toPaymentAreaView(SANDBOX_PAYMENT_SETTINGS, evans, { amountMinor: 4599, currency: 'GBP' }, { signedIn: true });
    expect(signedIn.storeCardsOffered).toBe(true);
    expect(render(<PaymentArea view={signedIn} orderButton={orderButtonRuleOf(evans.region)} />)).toMatch(/<section[^>]*data-store-cards="true"/);

    const noop = () => undefined;
    const guestForm = render(<CardForm form={INITIAL_CARD_FORM} onChange={noop} onBlur={noop} />);
    expect(guestForm).not.toContain('payment-card-store');
    const form = render(<CardForm form={INITIAL_CARD_FORM} onChange={noop} onBlur={noop} store={{ checked: false, onChange: noop }} />);
    const box = /<input[^>]*id="payment-card-store"[^>]*>/.exec(form)?.[0] ?? '';
    for (const attribute of ['type="checkbox"', 'name="storePaymentMethod"', 'aria-describedby="payment-card-store-hint"']) expect(box).toContain(attribute);
    expect(box).not.toContain('checked');
    expect(form).toContain('<label for="payment-card-store">Save this card for my next order</label>');
    expect(form).toContain('id="payment-card-store-hint">We keep only a token from our payment provider, never your card number.</p>');
    const checked = render(<CardForm form={INITIAL_CARD_FORM} onChange={noop} onBlur={noop} store={{ checked: true, onChange: noop }} />);
    expect(/<input[^>]*id="payment-card-store"[^>]*>/.exec(checked)?.[0]).toContain('checked=""');
  });

  it("shows the card's expiry and security code by the brand's policies: hidden for Bancontact, not required when optional", () => {
    const noop = () => undefined;
    const bancontact = render(<CardForm form={{ ...INITIAL_CARD_FORM, brand: 'bcmc', policies: { cvcPolicy: 'hidden', datePolicy: 'required' } }} onChange={noop} onBlur={noop} />);
    expect(bancontact).not.toContain('payment-card-security-code');
    expect(bancontact).toContain('id="payment-card-expiry"');
    expect(bancontact).toContain('Card type: Bancontact');
    const maestro = render(<CardForm form={{ ...INITIAL_CARD_FORM, brand: 'maestro', policies: { cvcPolicy: 'optional', datePolicy: 'hidden' } }} onChange={noop} onBlur={noop} />);
    expect(maestro).not.toContain('id="payment-card-expiry"');
    const codeInput = (html: string) => /<input[^>]*id="payment-card-security-code"[^>]*>/.exec(html)?.[0] ?? '';
    expect(codeInput(maestro)).toContain('maxLength="3"');
    expect(codeInput(maestro)).not.toContain('required');
    expect(codeInput(render(<CardForm form={INITIAL_CARD_FORM} onChange={noop} onBlur={noop} />))).toContain('required=""');
  });

  it('every payment string exists in German and French', () => {
    const keys = Object.keys(en.page).filter((k) => k.startsWith('payment') || k.startsWith('card') || ['correctFollowingErrors', 'payNow', 'payNowNote'].includes(k));
    for (const locale of ['de-DE', 'fr-FR']) {
      const strings = pageStringsFor(locale);
      for (const key of keys) expect(strings[key as keyof typeof strings], `${locale} ${key}`).not.toBe(en.page[key as keyof typeof en.page]);
    }
  });
});
