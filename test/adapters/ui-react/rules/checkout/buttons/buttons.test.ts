import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { GOOGLE_PAY_BUTTON_LOCALES, GOOGLE_PAY_DEFAULTS, googlePayButtonLocale, isGooglePayValid } from '../../../../../../src/adapters/ui-react/rules/checkout/buttons/google-pay.js';
import { PAYPAL_COMMIT, PAYPAL_VAULT, payPalButtonStyle, payPalSdkOptions, type PayPalFundingSource } from '../../../../../../src/adapters/ui-react/rules/checkout/buttons/paypal-button.js';

describe('Google Pay', () => {
  it('has the spec defaults', () => {
    expect(GOOGLE_PAY_DEFAULTS).toEqual({
      environment: 'TEST',
      allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      currencyCode: 'USD',
      countryCode: 'US',
      totalPriceStatus: 'FINAL',
      apiVersion: 2,
      apiVersionMinor: 0,
      clickDebounceMs: 300,
    });
    expect(new Set(GOOGLE_PAY_BUTTON_LOCALES).size).toBe(31);
  });

  it('picks the button locale from the shop locale', () => {
    expect(googlePayButtonLocale('fr-FR')).toBe('fr');
    expect(googlePayButtonLocale('PL')).toBe('pl');
    expect(googlePayButtonLocale('cy-GB')).toBe('en');
    expect(googlePayButtonLocale('')).toBe('en');
  });

  test.prop([fc.string()])('always picks a supported locale', (locale) => {
    expect(GOOGLE_PAY_BUTTON_LOCALES).toContain(googlePayButtonLocale(locale));
  });

  it('is valid once a token exists', () => {
    expect(isGooglePayValid({})).toBe(false);
    expect(isGooglePayValid({ googlePayToken: 'tok' })).toBe(true);
  });
});

describe('PayPal button', () => {
  it('is 50 high, commits and does not vault', () => {
    expect(payPalButtonStyle('paypal')).toEqual({ height: 50 });
    expect([PAYPAL_COMMIT, PAYPAL_VAULT]).toEqual([true, false]);
    expect(payPalButtonStyle('paypal', { color: 'gold', layout: 'vertical' })).toEqual({ height: 50, color: 'gold', layout: 'vertical' });
  });

  it('keeps only black or white for other funding sources', () => {
    expect(payPalButtonStyle('card', { color: 'gold' })).toEqual({ height: 50 });
    expect(payPalButtonStyle('card', { color: 'black' })).toEqual({ height: 50, color: 'black' });
    expect(payPalButtonStyle('paylater', { color: 'white' })).toEqual({ height: 50, color: 'white' });
  });

  test.prop([fc.constantFrom<PayPalFundingSource>('credit', 'paylater', 'venmo', 'card'), fc.string()])('never gives a non-PayPal button another colour', (source, color) => {
    const style = payPalButtonStyle(source, { color });
    expect([undefined, 'black', 'white']).toContain(style.color);
  });
});

describe('PayPal SDK options (spec 7)', () => {
  it('client id, merchant id, locale, currency, intent, commit, vault and the components buttons and funding-eligibility', () => {
    expect(payPalSdkOptions({ clientId: 'AbC-1', merchantId: 'XK7YB2N8QWERT', currency: 'GBP', locale: 'en_GB', intent: 'capture' })).toEqual({
      clientId: 'AbC-1', merchantId: 'XK7YB2N8QWERT', locale: 'en_GB', currency: 'GBP', intent: 'capture', commit: true, vault: false,
      components: ['buttons', 'funding-eligibility'],
    });
  });

  it('intent authorize on a manual-capture site, whose PayPal orders are authorised at approval (the SDK refuses an order of another intent)', () => {
    expect(payPalSdkOptions({ clientId: 'AbC-1', merchantId: '', currency: 'GBP', locale: 'en_GB', intent: 'authorize' })).toMatchObject({ intent: 'authorize' });
  });

  it('no merchant id option when the shop has none (the SDK goes by the client id\'s account)', () => {
    expect(payPalSdkOptions({ clientId: 'AbC-1', merchantId: '', currency: 'EUR', locale: 'de_DE', intent: 'capture' })).not.toHaveProperty('merchantId');
  });
});
