import { SANDBOX_PAYMENT_SETTINGS, type PaymentAreaSettings } from '../adapters/ui-react/parts/payments/payment-area.view.js';
import type { AppConfig } from './config.js';
// Klarna.
import { klarnaWalletModeOf } from './klarna-settings.js';

/** The basket page's payment area settings: Adyen's merchant account and client key, or the sandbox's forms. */
export function paymentSettingsOf(config: AppConfig): PaymentAreaSettings {
  if (config.payments.kind === 'sandbox') return { ...SANDBOX_PAYMENT_SETTINGS, klarna: klarnaWalletModeOf(config) };
  const { merchantAccount, clientKey, environment } = config.payments.adyen;
  return { merchantAccount, merchantName: merchantAccount, clientKey, mode: environment, googleMerchantAccount: config.googlePayMerchantId ?? '', klarna: klarnaWalletModeOf(config) };
}
