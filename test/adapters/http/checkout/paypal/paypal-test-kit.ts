import type { ShopperBrowser } from '../../../../support/shopper-browser.js';
import type { StorefrontUnderTest } from '../../../../support/storefront-under-test.js';

/** A form post as the spec's PayPal calls send it. */
export const postForm = (browser: ShopperBrowser, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url, headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });

/** The spec's UserGuid the basket page gives its PayPal button ('' before the shopper has a session). */
export async function pageUserGuid(browser: ShopperBrowser): Promise<string> {
  const page = await browser.get('/basket');
  const found = /"userGuid":"([0-9a-f-]*)"/.exec(page.body.replace(/&quot;/g, '"'));
  if (found === null) throw new Error('The basket page has no PayPal UserGuid');
  return found[1]!;
}

/** The stored status of the order with this reference. */
export const orderStatusOf = async (sut: StorefrontUnderTest, reference: string): Promise<string> =>
  (await sut.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference])).rows[0]!.status;
