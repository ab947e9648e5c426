import { fieldsOfEmptyDetails } from '../../domain/checkout/shopper-details.js';
import { safePlaceInstructionsFor } from '../../domain/delivery/delivery-options.js';
import { NO_ORDER_PREFERENCES, type Order, type OrderLine, type OrderPreferences, type OrderReduction, type OrderSnapshot } from '../../domain/orders/order.js';
import { orderReference } from '../../domain/orders/order-reference.js';
import { paymentIdempotencyKey } from '../../domain/orders/payment-idempotency-key.js';
import { sameOrderContent, sameOrderGoods } from '../../domain/orders/same-order-content.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ShopperDetailsRepository } from '../../ports/shopper-details-repository.port.js';
import type { CheckoutOverview, ViewCheckout } from '../delivery/view-checkout.use-case.js';
import type { CloseOrder } from './close-order.js';
import type { PlaceOrderFailure } from './order-errors.js';
import { paymentUnderWay } from './payment-attempts.js';

/** Characters of an order id: 32 of the id generator's base64url (192 bits), so attempt keys stay within 64. */
const ORDER_ID_LENGTH = 32;
/** Rounds of "another submit placed an order meanwhile": reuse it, or cancel it and place again. */
const PLACE_ROUNDS = 3;

/** The order to pay, and whether this call placed it (a new order has no payment attempts yet, or only its first when asked for) or reused the open one. */
export interface PlacedOrder {
  order: Order;
  isNew: boolean;
}

/**
 * Places the order from the owner's basket as it stands now (lines with stock checked again,
 * shopper details, delivery, coupons and vouchers, totals), or reuses the owner's open order when
 * it holds exactly that (a double click, a second tab), taking the shopper's latest marketing
 * choice and courier instructions. An open order with other content is cancelled first (its stock and discounts go back) unless a payment of it may be under way.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: Pick<ViewCheckout, 'execute'>,
    private readonly details: ShopperDetailsRepository,
    private readonly orders: Orders,
    private readonly closeOrder: CloseOrder,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** `shipsTo`: the payment method's rule on the delivery country (Apple Pay: GB only), checked before anything is placed. */
  async execute(cmd: {
    owner: BasketOwner;
    site: SiteVariant;
    preferences?: OrderPreferences;
    shipsTo?: (country: string) => boolean;
    /** Records a new order's first payment attempt (`paymentIdempotencyKey(id, 1)`, asking what this digests) with the order, in the same write. */
    firstAttemptDigest?: string;
  }): Promise<Result<PlacedOrder, PlaceOrderFailure>> {
    for (let round = 0; round < PLACE_ROUNDS; round += 1) {
      // Read again each round: the basket may have changed (a twin submit paid and emptied it).
      const [overview, details] = await Promise.all([this.checkout.execute(cmd.owner, cmd.site), this.details.detailsOf(cmd.owner)]);
      if (overview.basket.lines.length === 0) return err({ code: 'BASKET_EMPTY' });
      if (details === null) return err({ code: 'SHOPPER_DETAILS_MISSING', fields: fieldsOfEmptyDetails({ deliveryCountries: cmd.site.deliveryCountries }) });
      if (cmd.shipsTo && !cmd.shipsTo(overview.delivery.choice.country)) return err({ code: 'WALLET_SHIPPING_COUNTRY' });
      const short = overview.shortfalls[0];
      if (short) {
        const line = overview.basket.lines.find((l) => l.shoppingBasketId === short.shoppingBasketId)!;
        return err({ code: 'OUT_OF_STOCK', stockId: line.stockId, available: short.available, shoppingBasketId: short.shoppingBasketId, archived: short.archived });
      }
      const snapshot = snapshotOf(cmd.owner, cmd.site, overview, details, cmd.preferences ?? NO_ORDER_PREFERENCES);
      // The new order first: the owner's open order is read only when the database says there is
      // one (a partial unique index allows one pending order per owner), so a first submit reads nothing more.
      const id = this.ids.next().slice(0, ORDER_ID_LENGTH);
      const reference = orderReference(cmd.site.variantCode, await this.orders.nextOrderNumber());
      const firstAttempt = cmd.firstAttemptDigest === undefined ? null : paymentIdempotencyKey(id, 1);
      const placed = await this.orders.place(id, reference, snapshot, this.clock.now(), firstAttempt, cmd.firstAttemptDigest ?? null);
      if (placed.ok) return ok({ order: placed.value, isNew: true });
      const e = placed.error;
      if (e.code === 'OUT_OF_STOCK') {
        const line = overview.basket.lines.find((l) => l.stockId === e.stockId);
        return err({ ...e, shoppingBasketId: line?.shoppingBasketId ?? null, archived: line?.archived ?? false });
      }
      if (e.code === 'DISCOUNT_UNAVAILABLE') return err(e);
      if (e.code === 'BASKET_CHANGED') continue;
      const open = await this.orders.openOrderOf(cmd.owner);
      // Closed meanwhile (paid, expired, cancelled by another submit): the next round places again.
      if (open === null) continue;
      if (sameOrderContent(open, snapshot)) return ok({ order: open, isNew: false });
      // Only the marketing choice or the courier's instructions changed: the open order takes them (its payment stands).
      const preferences = { delivery: snapshot.delivery, marketingOptIn: snapshot.marketingOptIn };
      if (sameOrderGoods(open, snapshot) && (await this.orders.amendPreferences(open.id, preferences))) return ok({ order: { ...open, ...preferences }, isNew: false });
      if (await paymentUnderWay(this.orders, open)) return err({ code: 'PAYMENT_IN_PROGRESS' });
      await this.closeOrder.execute(open.id, 'cancelled', null, null);
    }
    return err({ code: 'PAYMENT_IN_PROGRESS' });
  }
}

function snapshotOf(
  owner: BasketOwner,
  site: SiteVariant,
  overview: CheckoutOverview,
  details: OrderSnapshot['details'],
  preferences: OrderPreferences,
): OrderSnapshot {
  const lines = overview.basket.lines.map((l): OrderLine => {
    const voucher = l.giftVoucher;
    return {
      productId: l.productId,
      stockId: l.stockId,
      productName: l.productName,
      sizeLabel: l.sizeLabel,
      image: l.image,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      giftVoucher: voucher === null
        ? null
        : { value: l.unitPrice, cardType: voucher.cardType, recipientName: voucher.recipientName, recipientEmail: voucher.recipientEmail, message: voucher.message, deliveryDate: voucher.deliveryDate },
    };
  });
  const labels = new Map(overview.discounts.flatMap((d) => (d.kind === 'loyalty-coupon' ? [[d.couponId, d.label] as const] : [])));
  const reductions = overview.totals.reductions
    .filter((r) => r.amount.amountMinor > 0)
    .map((r): OrderReduction => (r.kind === 'coupon' ? { kind: 'coupon', couponId: r.couponId, label: labels.get(r.couponId) ?? '', amount: r.amount } : { kind: 'voucher', code: r.code, amount: r.amount }));
  return {
    owner,
    shopperId: owner.kind === 'shopper' ? owner.shopperId : null,
    siteCode: site.id,
    lines,
    details,
    delivery: deliveryWith(overview.delivery.choice, preferences),
    subtotal: overview.totals.subtotal,
    deliveryPrice: overview.totals.delivery,
    reductions,
    total: overview.totals.total,
    marketingOptIn: preferences.marketingOptIn,
  };
}

/** The delivery choice with the courier instructions as the shopper typed them last (the accordion saves them on change; a paste right before paying is not lost). */
function deliveryWith(choice: OrderSnapshot['delivery'], preferences: OrderPreferences): OrderSnapshot['delivery'] {
  if (preferences.deliveryInstructions === null) return choice;
  return { ...choice, safePlaceInstructions: safePlaceInstructionsFor(choice.safePlace, preferences.deliveryInstructions) };
}
