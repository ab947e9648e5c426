import type { AddToBasketErrorCode } from '../../../application/basket/add-to-basket.use-case.js';
import type { BackInStockErrorCode } from '../../../application/back-in-stock/request-back-in-stock-notice.use-case.js';

export type BasketHttpErrorCode = AddToBasketErrorCode | BackInStockErrorCode | 'INVALID_REQUEST' | 'UNSUPPORTED_MEDIA_TYPE' | 'NOT_AUTHORISED';

/** The one table from the basket area's error codes to HTTP statuses. */
export const BASKET_ERROR_STATUS: Readonly<Record<BasketHttpErrorCode, number>> = {
  INVALID_REQUEST: 400,
  INVALID_QUANTITY: 400,
  INVALID_GIFT_VOUCHER: 400,
  INVALID_EMAIL: 400,
  NOT_AUTHORISED: 401,
  PRODUCT_NOT_FOUND: 404,
  STOCK_NOT_FOUND: 404,
  LINE_NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  LINE_LIMIT: 409,
  IN_STOCK: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

export const statusOf = (code: BasketHttpErrorCode): number => BASKET_ERROR_STATUS[code];
