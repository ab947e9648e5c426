import type { ShopperDetails } from '../checkout/shopper-details.js';
import type { DeliveryChoice } from '../delivery/delivery-choice.js';
import type { Money } from '../pricing/money.js';
import type { BasketOwner } from '../accounts/basket-owner.js';

/**
 * Where an order stands. `pending`: created, stock reserved, payment not final (an action, a
 * Pending/Received result). `paid`: completed exactly once (basket emptied, vouchers consumed,
 * gift voucher codes issued). `refused`, `cancelled`, `expired`: final, stock released.
 */
export type OrderStatus = 'pending' | 'paid' | 'refused' | 'cancelled' | 'expired';

/** A gift voucher bought on an order line: issued as codes when the order is paid. */
interface OrderedGiftVoucher {
  /** The amount of one voucher, in the order's currency. */
  value: Money;
  cardType: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD, or '' to send at once. */
  deliveryDate: string;
}

/** A basket line as it was when the order was placed. */
export interface OrderLine {
  productId: number;
  stockId: string;
  productName: string;
  /** The UK size; null for a gift voucher. */
  sizeLabel: string | null;
  image: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
  giftVoucher: OrderedGiftVoucher | null;
}

/** A coupon or voucher the order used, with the amount it took. */
export type OrderReduction =
  | { kind: 'coupon'; couponId: string; label: string; amount: Money }
  | { kind: 'voucher'; code: string; amount: Money };

/** Everything copied from the basket at the moment the shopper pays. */
export interface OrderSnapshot {
  owner: BasketOwner;
  /** The signed-in shopper, or null for a guest (whose orders are found by email). */
  shopperId: number | null;
  siteCode: string;
  lines: OrderLine[];
  details: ShopperDetails;
  delivery: DeliveryChoice;
  subtotal: Money;
  deliveryPrice: Money;
  reductions: OrderReduction[];
  /** What the shopper pays (minor units in `total.amountMinor`). */
  total: Money;
  /** The shopper ticked "keep me updated" with this order (`SubscriptionPreference`). */
  marketingOptIn: boolean;
}

/** What the payment request's `formData` adds to the order (spec 3: SubscriptionPreference, delInstructions). */
export interface OrderPreferences {
  marketingOptIn: boolean;
  /** The courier instructions as typed last, or null to keep the ones saved with the delivery choice. */
  deliveryInstructions: string | null;
}

export const NO_ORDER_PREFERENCES: OrderPreferences = { marketingOptIn: false, deliveryInstructions: null };

export interface Order extends OrderSnapshot {
  /** Internal id (a UUID); the browser only ever sees it encrypted. */
  id: string;
  /** The human order number, also the provider's merchant reference (e.g. 'EV-1000123'). */
  reference: string;
  status: OrderStatus;
  /** The method the shopper paid with ('visa', 'ideal', ...), once known. */
  paymentMethod: string | null;
  /** The provider's reference of the payment that settled the order, once known. */
  pspReference: string | null;
  createdAt: Date;
  /** When it reached a final status. */
  closedAt: Date | null;
  /** Gift voucher codes issued when the order was paid. */
  issuedVoucherCodes: string[];
}
