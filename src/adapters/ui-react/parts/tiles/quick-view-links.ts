/**
 * Addresses of quick view and quick buy (spec section 7), shared by the tile markup, the HTTP
 * routes and the browser code:
 *   quickViewHref('/product/red-dress-12') → '/product/api/getquickviewproduct?url=%2Fproduct%2Fred-dress-12'
 *   quickBuyStocksHref(12, 'EV-000012')   → '/product/api/getproductstocksforquickbuy?productid=12&productcode=EV-000012'
 * The quick-buy client adds '&sizingRegion={region}' to the latter.
 */
import { err, ok, type Result } from '../../../../domain/shared/result.js';

export const QUICK_VIEW_PATH = '/product/api/getquickviewproduct';
export const QUICK_BUY_STOCKS_PATH = '/product/api/getproductstocksforquickbuy';

export const MAX_PRODUCT_URL_LENGTH = 220;
const PRODUCT_PATH = /^\/product\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export const PRODUCT_URL_MESSAGE = 'The url must be a product address on this site, such as /product/red-wrap-dress-12.';

export const quickViewHref = (productPath: string): string => `${QUICK_VIEW_PATH}?url=${encodeURIComponent(productPath)}`;

export const quickBuyStocksHref = (productId: number, productCode: string): string =>
  `${QUICK_BUY_STOCKS_PATH}?productid=${productId}&productcode=${encodeURIComponent(productCode)}`;

/** The product slug of a same-site relative product URL ('/product/<slug>'); anything else is refused. */
export function productSlugFromUrl(url: string): Result<string, string> {
  if (url.length > MAX_PRODUCT_URL_LENGTH) return err(PRODUCT_URL_MESSAGE);
  const match = PRODUCT_PATH.exec(url);
  return match?.[1] ? ok(match[1]) : err(PRODUCT_URL_MESSAGE);
}
