import { createHmac, randomBytes } from 'node:crypto';
import { payPalUserGuidOf, type PayPalUserGuidOf } from '../adapters/http/checkout/paypal/paypal-user-guid.js';
import { settingsForSite } from '../adapters/providers/site-accounts.js';
import type { AppConfig } from './config.js';

/** The key of the spec's UserGuid when COOKIE_SECRET is unset: this process's own (sessions end with it too). */
const PROCESS_GUID_KEY = randomBytes(32).toString('hex');

/** PayPal: the spec's UserGuid of a shopper, keyed by COOKIE_SECRET so every node names a shopper alike. */
export const payPalUserGuidFor = (config: AppConfig): PayPalUserGuidOf =>
  payPalUserGuidOf(config.cookieSecret === null ? PROCESS_GUID_KEY : createHmac('sha256', config.cookieSecret).update('paypal-user-guid').digest('hex'));

/**
 * PayPal: the basket page's PayPal button on a site (PayPal's SDK with the site's client id
 * and merchant id (PAYPAL_MERCHANT_ID or the site's own), '' when unset; the sandbox's button; or none), and the page's UserGuid.
 */
export function payPalButtonOf(config: AppConfig, siteId: string): { mode: 'sdk' | 'sandbox'; clientId: string; merchantId: string; userGuidOf: PayPalUserGuidOf } | null {
  switch (config.payPal.kind) {
    case 'paypal':
      return {
        mode: 'sdk',
        clientId: settingsForSite(config.payPal.settings, config.payPal.bySite, siteId).clientId,
        merchantId: settingsForSite(config.payPal.merchantId, config.payPal.merchantIdBySite, siteId) ?? '',
        userGuidOf: payPalUserGuidFor(config),
      };
    case 'sandbox':
      return { mode: 'sandbox', clientId: '', merchantId: '', userGuidOf: payPalUserGuidFor(config) };
    case 'off':
      return null;
  }
}
