import type { SafePlace } from '../../../../domain/delivery/delivery-options.js';
import type { Order, OrderStatus } from '../../../../domain/orders/order.js';
import { orderMoneyFormatter } from '../../parts/orders/order-money.js';
import { displayVoucherCode } from '../../../../domain/loyalty/gift-voucher-code.js';
import { priceNoticeOf, type PriceNotice } from '../../../../domain/site/price-notices.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';
import type { OrderFulfilmentView } from '../../parts/orders/order-fulfilment.view.js';
import type { OrderRefundView } from '../../parts/orders/order-refunds.view.js';
import type { OrderReturnsPartView } from '../../parts/orders/order-returns.view.js';

interface ConfirmationLineView {
  name: string;
  /** The UK size, or null for a gift voucher. */
  size: string | null;
  /** The voucher's recipient, for a gift voucher line. */
  giftVoucherFor: string | null;
  image: string;
  quantity: number;
  lineTotal: string;
}

/** Where the order goes: a home address, or a pick-up point of a network. */
type ConfirmationDeliveryView =
  | { kind: 'home'; lines: string[]; safePlace: SafePlace | null; courierInstructions: string | null }
  | { kind: 'pickup'; name: string; lines: string[] };

/** The confirmation page's view model, JSON-safe: amounts formatted in the order's currency as its site shows them. */
export interface ConfirmationPageView {
  reference: string;
  status: OrderStatus;
  /** For the status poll while pending; the only form of the order id the page carries. */
  encryptedOrderId: string;
  email: string;
  lines: ConfirmationLineView[];
  delivery: ConfirmationDeliveryView;
  subtotal: string;
  deliveryPrice: string;
  /** The sum of the coupons and vouchers used, as a negative amount; null when none. */
  reduction: string | null;
  total: string;
  /** The tax notice of the order's site under its totals; null for a site no longer served. */
  priceNotice: PriceNotice | null;
  /** The method paid with ('visa', 'ideal', ...), once known. */
  paymentMethod: string | null;
  issuedVoucherCodes: string[];
  /** Where a paid order's goods are (parcels, tracking, cancelled items); null before it is paid. */
  fulfilment: OrderFulfilmentView | null;
  /** Money given back on the order; null when none. */
  refunds: OrderRefundView[] | null;
  /** A paid order's returns and the form to ask one; null before it is paid. */
  returns: OrderReturnsPartView | null;
}

function siteNoticeOf(siteCode: string): PriceNotice | null {
  const site = findSiteVariant(siteCode);
  return site === undefined ? null : priceNoticeOf(site.region);
}

export function toConfirmationPageView(
  order: Order, encryptedOrderId: string, fulfilment: OrderFulfilmentView | null = null, refunds: OrderRefundView[] | null = null, returns: OrderReturnsPartView | null = null,
): ConfirmationPageView {
  const price = orderMoneyFormatter(order.siteCode);
  const address = order.details.deliveryAddress;
  const pickup = order.delivery.pickupPoint;
  const reduced = order.reductions.reduce((sum, r) => sum + r.amount.amountMinor, 0);
  return {
    reference: order.reference,
    status: order.status,
    encryptedOrderId,
    email: order.details.email,
    lines: order.lines.map((l) => ({
      name: l.productName,
      size: l.sizeLabel,
      giftVoucherFor: l.giftVoucher?.recipientName ?? null,
      image: l.image,
      quantity: l.quantity,
      lineTotal: price(l.lineTotal),
    })),
    delivery: pickup === null
      ? {
        kind: 'home',
        lines: [`${address.firstName} ${address.lastName}`.trim(), address.line1, address.apartment, address.line2,
          `${address.postcode} ${address.city}`.trim(), address.stateOrProvince, address.countryCode].filter((s) => s !== ''),
        safePlace: order.delivery.safePlace === '' ? null : order.delivery.safePlace,
        courierInstructions: order.delivery.safePlaceInstructions === '' ? null : order.delivery.safePlaceInstructions,
      }
      : { kind: 'pickup', name: pickup.name, lines: pickup.addressLines },
    subtotal: price(order.subtotal),
    deliveryPrice: price(order.deliveryPrice),
    reduction: reduced > 0 ? `-${price({ amountMinor: reduced, currency: order.total.currency })}` : null,
    total: price(order.total),
    priceNotice: siteNoticeOf(order.siteCode),
    paymentMethod: order.paymentMethod === '' ? null : order.paymentMethod,
    issuedVoucherCodes: order.issuedVoucherCodes.map(displayVoucherCode),
    fulfilment,
    refunds,
    returns,
  };
}
