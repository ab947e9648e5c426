import type { ShopperDetailsField } from '../../domain/checkout/shopper-details.js';
import type { PaymentGatewayError } from '../../ports/payment-gateway.port.js';

/**
 * Why an order could not be placed from the basket. Codes, never text: the edge words them
 * (src/adapters/i18n) and maps them to statuses (STATUS_OF).
 */
export type PlaceOrderFailure =
  | { code: 'BASKET_EMPTY' }
  /** No details saved: `fields` names the details form's fields to fill (the browser leads the shopper to the first). */
  | { code: 'SHOPPER_DETAILS_MISSING'; fields: readonly ShopperDetailsField[] }
  /**
   * A line wants more than is left: `available` units of `stockId` (the basket line `shoppingBasketId`
   * when known); `archived` when its product is no longer sold, so none ever will be.
   */
  | { code: 'OUT_OF_STOCK'; stockId: string; available: number; shoppingBasketId: string | null; archived: boolean }
  /** A gift voucher or coupon on the basket cannot pay this order any more (spent, held by another pending order). */
  | { code: 'DISCOUNT_UNAVAILABLE'; reference: string }
  /** The owner's open order is being paid right now (a call in flight, or a payment awaiting its notification). */
  | { code: 'PAYMENT_IN_PROGRESS' }
  /** Apple Pay from the basket ships to Great Britain only (spec 5): another shipping country is refused before any order or charge. */
  | { code: 'WALLET_SHIPPING_COUNTRY' };

/** Why a payment step was refused. */
export type PaymentFailure =
  | PlaceOrderFailure
  /** No such order (or an id that does not open): the edge answers 404. */
  | { code: 'ORDER_NOT_FOUND' }
  /** The order has had as many payment attempts as it may. */
  | { code: 'TOO_MANY_PAYMENT_ATTEMPTS' }
  | PaymentGatewayError;

export type OrderErrorCode = PaymentFailure['code'];
