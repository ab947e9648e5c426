/**
 * Addresses of quick view and quick buy (spec section 7), shared by the tile markup, the HTTP
 * routes and the browser code:
 *   quickViewHref('/product/red-dress-12') → '/product/api/getquickviewproduct?url=%2Fproduct%2Fred-dress-12'
 *   quickBuyHref(12)                      → '/product/api/buygrid?productid=12&nolayout=true&autoAdd=true'
 * The quick-buy client adds '&sizingRegion={region}' to the latter: quick buy shows the BuyGrid
 * island as a fragment, as quick view and the product page do. (The JSON route
 * QUICK_BUY_STOCKS_PATH still answers, for the spec's other callers.)
 */
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { BUY_GRID_URL } from '../basket/basket-urls.js';

export const QUICK_VIEW_PATH = '/product/api/getquickviewproduct';
export const QUICK_BUY_STOCKS_PATH = '/product/api/getproductstocksforquickbuy';

export const MAX_PRODUCT_URL_LENGTH = 220;
const PRODUCT_PATH = /^\/product\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export const PRODUCT_URL_MESSAGE = 'The url must be a product address on this site, such as /product/red-wrap-dress-12.';

export const quickViewHref = (productPath: string): string => `${QUICK_VIEW_PATH}?url=${encodeURIComponent(productPath)}`;

/** The JSON stock route's address (spec section 7), for its callers and tests. */
export const quickBuyStocksHref = (productId: number, productCode: string): string =>
  `${QUICK_BUY_STOCKS_PATH}?productid=${productId}&productcode=${encodeURIComponent(productCode)}`;

/**
 * The tile's quick-buy URL (its `data-quick-buy-url`): the buy grid fragment of the product, as an
 * auto-add grid (spec section 4): on a tile, choosing a size is the shopper's whole request.
 */
export const quickBuyHref = (productId: number): string => `${BUY_GRID_URL}?productid=${productId}&nolayout=true&autoAdd=true`;

/** The product slug of a same-site relative product URL ('/product/<slug>'); anything else is refused. */
export function productSlugFromUrl(url: string): Result<string, string> {
  if (url.length > MAX_PRODUCT_URL_LENGTH) return err(PRODUCT_URL_MESSAGE);
  const match = PRODUCT_PATH.exec(url);
  return match?.[1] ? ok(match[1]) : err(PRODUCT_URL_MESSAGE);
}
