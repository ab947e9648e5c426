import { SANDBOX_PAYMENT_SETTINGS, type PaymentAreaSettings } from '../adapters/ui-react/screens/basket/checkout/payment-area.view.js';
import { settingsForSite } from '../adapters/providers/site-accounts.js';
import type { AppConfig } from './config.js';
// Klarna.
import { klarnaWalletModeOf } from './checkout-klarna-settings.js';

/** The basket page's payment area settings on a site: its Adyen merchant account and client key (its own, else the shared ones), or the sandbox's forms. */
export function paymentSettingsOf(config: AppConfig, siteId: string): PaymentAreaSettings {
  if (config.payments.kind === 'sandbox') return { ...SANDBOX_PAYMENT_SETTINGS, klarna: klarnaWalletModeOf(config) };
  const { merchantAccount, clientKey, environment } = settingsForSite(config.payments.adyen, config.payments.bySite, siteId);
  return { merchantAccount, merchantName: merchantAccount, clientKey, mode: environment, googleMerchantAccount: config.googlePayMerchantId ?? '', klarna: klarnaWalletModeOf(config) };
}
