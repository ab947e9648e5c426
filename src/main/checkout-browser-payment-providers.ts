import type { BrowserPaymentProviders } from '../adapters/http/plugins/payment-provider-csp.js';
import type { AppConfig } from './config.js';

/**
 * Which real providers' browser code the pages load, for the CSP: Adyen (with its environment,
 * shared by every site) when ADYEN_* are set, PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET
 * are, Klarna when KLARNA_* are. Their sandboxes, and a provider that is off, load nothing external.
 */
export function browserPaymentProvidersOf(config: Pick<AppConfig, 'payments' | 'payPal' | 'klarna'>): BrowserPaymentProviders {
  return {
    adyen: config.payments.kind === 'adyen' ? config.payments.adyen.environment : null,
    payPal: config.payPal.kind === 'paypal',
    klarna: config.klarna.kind === 'klarna',
  };
}
