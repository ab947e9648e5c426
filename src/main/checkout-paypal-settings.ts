import { createHmac, randomBytes } from 'node:crypto';
import { payPalUserGuidOf, type PayPalUserGuidOf } from '../adapters/http/checkout/paypal/paypal-user-guid.js';
import { settingsForSite } from '../adapters/providers/site-accounts.js';
import type { PayPalSdkIntent } from '../adapters/ui-react/rules/checkout/buttons/paypal-button.js';
import type { AppConfig } from './config.js';

/** The key of the spec's UserGuid when COOKIE_SECRET is unset: this process's own (sessions end with it too). */
const PROCESS_GUID_KEY = randomBytes(32).toString('hex');

/** PayPal: the spec's UserGuid of a shopper, keyed by COOKIE_SECRET so every node names a shopper alike. */
export const payPalUserGuidFor = (config: AppConfig): PayPalUserGuidOf =>
  payPalUserGuidOf(config.cookieSecret === null ? PROCESS_GUID_KEY : createHmac('sha256', config.cookieSecret).update('paypal-user-guid').digest('hex'));

/**
 * PayPal: the basket page's PayPal button on a site (PayPal's SDK with the site's client id
 * and merchant id (PAYPAL_MERCHANT_ID or the site's own), '' when unset, and intent `authorize`
 * where the site captures by hand (MANUAL_CAPTURE_SITES: the checkout authorises its PayPal
 * orders); the sandbox's button; or none), and the page's UserGuid.
 */
export function payPalButtonOf(
  config: AppConfig, siteId: string,
): { mode: 'sdk' | 'sandbox'; intent: PayPalSdkIntent; clientId: string; merchantId: string; userGuidOf: PayPalUserGuidOf } | null {
  const intent: PayPalSdkIntent = config.manualCaptureSites.has(siteId) ? 'authorize' : 'capture';
  switch (config.payPal.kind) {
    case 'paypal':
      return {
        mode: 'sdk',
        intent,
        clientId: settingsForSite(config.payPal.settings, config.payPal.bySite, siteId).clientId,
        merchantId: settingsForSite(config.payPal.merchantId, config.payPal.merchantIdBySite, siteId) ?? '',
        userGuidOf: payPalUserGuidFor(config),
      };
    case 'sandbox':
      return { mode: 'sandbox', intent, clientId: '', merchantId: '', userGuidOf: payPalUserGuidFor(config) };
    case 'off':
      return null;
  }
}
