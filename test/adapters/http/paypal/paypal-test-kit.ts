import type { ShopperBrowser } from '../../../support/shopper-browser.js';

/** A form post as the spec's PayPal calls send it. */
export const postForm = (browser: ShopperBrowser, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url, headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
