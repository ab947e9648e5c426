import type { Money } from '../../../../../domain/pricing/money.js';
import type { SiteVariant } from '../../../../../domain/site/site-variant.js';
// Klarna.
import type { KlarnaWalletMode } from './klarna/klarna-wallet.view.js';

/** Which browser components pay: the sandbox forms (no client key) or Adyen's (`@adyen/adyen-web`). */
export type PaymentMode = 'sandbox' | 'test' | 'live';

/**
 * The payment settings the basket page needs: filled by the composition from the
 * payment configuration (ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_ENVIRONMENT ...). Without
 * them the page pays through the sandbox (`SANDBOX_PAYMENT_SETTINGS`).
 */
export interface PaymentAreaSettings {
  merchantAccount: string;
  merchantName: string;
  /** Adyen's client key; '' for the sandbox forms. */
  clientKey: string;
  mode: PaymentMode;
  googleMerchantAccount: string;
  // Klarna: how the wallet (buy-now-pay-later) button runs; unset, the Klarna sandbox.
  klarna?: KlarnaWalletMode;
}

export const SANDBOX_PAYMENT_SETTINGS: PaymentAreaSettings = {
  merchantAccount: 'SandboxMerchant',
  merchantName: 'Storefront sandbox',
  clientKey: '',
  mode: 'sandbox',
  googleMerchantAccount: '',
};

/** The payment area's page hidden inputs (spec section 3), JSON-safe. */
export interface PaymentAreaView {
  merchantAccount: string;
  merchantName: string;
  countryCode: string;
  /** The order total in minor units. */
  orderTotalMinor: number;
  currency: string;
  clientKey: string;
  locale: string;
  paymentMode: PaymentMode;
  /** '' until the first InitiatePayment answer names the order. */
  encryptedOrderId: string;
  googleMerchantAccount: string;
  /** A signed-in shopper may keep the card (the provider stores it; we send storePaymentMethod). */
  storeCardsOffered: boolean;
  // Klarna: how the wallet button runs (the server's view only; the browser reads its own section).
  klarna?: KlarnaWalletMode;
}

export function toPaymentAreaView(settings: PaymentAreaSettings, site: SiteVariant, orderTotal: Money, shopper: { signedIn: boolean } = { signedIn: false }): PaymentAreaView {
  return {
    merchantAccount: settings.merchantAccount,
    merchantName: settings.merchantName,
    countryCode: site.countryCode,
    orderTotalMinor: orderTotal.amountMinor,
    currency: orderTotal.currency,
    clientKey: settings.clientKey,
    locale: site.locale,
    paymentMode: settings.clientKey === '' ? 'sandbox' : settings.mode,
    encryptedOrderId: '',
    googleMerchantAccount: settings.googleMerchantAccount,
    storeCardsOffered: shopper.signedIn,
    // Klarna
    klarna: settings.klarna ?? 'sandbox',
  };
}
