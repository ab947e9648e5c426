import { basketTotals, type BasketTotals } from '../../domain/checkout/basket-totals.js';
import { defaultDeliveryChoice, type DeliveryChoice } from '../../domain/delivery/delivery-choice.js';
import {
  amountToFreeDelivery, deliversTo, deliveryOptionsFor, nominatedDays, offersSafePlace, type DeliveryOption,
} from '../../domain/delivery/delivery-options.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { AppliedDiscount, BasketDiscounts } from '../../ports/basket-discounts.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DeliveryChoices } from '../../ports/delivery-choices.port.js';
import type { BasketSummary, BasketSummaryLine, ViewQuickBasket } from '../basket/view-quick-basket.use-case.js';

/** A line that can no longer be had as it stands: sold out, fewer left than the line holds, or no longer sold. */
interface StockShortfall {
  shoppingBasketId: string;
  /** Units still to be had (0: out of stock, or no longer sold). */
  available: number;
  /** The product is no longer sold (archived): the line must be removed. */
  archived: boolean;
}

export interface DeliveryOverview {
  /** The choice as it applies now: a saved one the site or basket no longer allows falls back to standard. */
  choice: DeliveryChoice;
  /** The chosen option with its price. */
  option: DeliveryOption;
  /** Whether the shopper saved a choice (else standard delivery applies by default). */
  saved: boolean;
  options: DeliveryOption[];
  countries: readonly string[];
  /** Days a nominated-day delivery can be stated for. */
  nominatedDays: string[];
  /** Whether the chosen option takes a safe place. */
  safePlaceOffered: boolean;
  /** What the goods still need for free standard delivery; null when free or never free. */
  toFreeDelivery: Money | null;
}

export interface CheckoutOverview {
  basket: BasketSummary;
  shortfalls: StockShortfall[];
  discounts: AppliedDiscount[];
  delivery: DeliveryOverview;
  totals: BasketTotals;
}

const shortfallOf = (line: BasketSummaryLine): StockShortfall | null =>
  line.quantity > line.maxQuantity ? { shoppingBasketId: line.shoppingBasketId, available: line.maxQuantity, archived: line.archived } : null;

/**
 * Everything the basket page shows above the payment area: the lines (stock checked again now),
 * the applied coupons and vouchers, the delivery options for the chosen country with their prices,
 * and the totals as Money in the site's currency.
 */
export class ViewCheckout {
  constructor(
    private readonly basket: ViewQuickBasket,
    private readonly discounts: BasketDiscounts,
    private readonly choices: DeliveryChoices,
    private readonly clock: Clock,
  ) {}

  async execute(owner: BasketOwner | null, site: SiteVariant): Promise<CheckoutOverview> {
    const [basket, discounts, saved] = await Promise.all([
      this.basket.execute({ owner, site, addedProductId: null, completeTheLook: false }),
      owner === null ? Promise.resolve([]) : this.discounts.appliedTo(owner),
      owner === null ? Promise.resolve(null) : this.choices.choiceOf(owner),
    ]);
    const goods = totalsOf(basket, discounts, null).goodsAfterCoupons;
    const delivery = this.deliveryOverview(site, saved, goods);
    return {
      basket,
      shortfalls: basket.lines.map(shortfallOf).filter((s): s is StockShortfall => s !== null),
      discounts,
      delivery,
      totals: totalsOf(basket, discounts, delivery.option.price),
    };
  }

  /** The goods after loyalty coupons: what delivery options and free thresholds look at. */
  async goodsAfterCoupons(owner: BasketOwner, site: SiteVariant): Promise<Money> {
    const [basket, discounts] = await Promise.all([
      this.basket.execute({ owner, site, addedProductId: null, completeTheLook: false }),
      this.discounts.appliedTo(owner),
    ]);
    return totalsOf(basket, discounts, null).goodsAfterCoupons;
  }

  private deliveryOverview(site: SiteVariant, saved: DeliveryChoice | null, goods: Money): DeliveryOverview {
    const country = saved !== null && deliversTo(site, saved.country) ? saved.country : site.countryCode;
    const options = deliveryOptionsFor(site, country, goods);
    const savedOption = saved === null || saved.country !== country ? undefined : options.find((o) => o.kind === saved.kind);
    const days = nominatedDays(this.clock.now());
    const stillValid = savedOption !== undefined && saved !== null && (saved.kind !== 'nominated-day' || days.includes(saved.statedDay));
    const choice = stillValid ? saved : defaultDeliveryChoice(country);
    const option = (stillValid ? savedOption : undefined) ?? options[0]!;
    return {
      choice,
      option,
      saved: stillValid,
      options,
      countries: site.deliveryCountries,
      nominatedDays: days,
      safePlaceOffered: offersSafePlace(option, site, country),
      toFreeDelivery: amountToFreeDelivery(site, country, goods),
    };
  }
}

function totalsOf(basket: BasketSummary, discounts: AppliedDiscount[], delivery: Money | null): BasketTotals {
  const currency = basket.total.currency;
  return basketTotals({
    subtotal: basket.total,
    delivery: delivery ?? { amountMinor: 0, currency },
    coupons: discounts.flatMap((d) => (d.kind === 'loyalty-coupon' ? [{ couponId: d.couponId, value: d.value }] : [])),
    vouchers: discounts.flatMap((d) => (d.kind === 'gift-voucher' ? [{ code: d.code, balance: d.balance }] : [])),
  });
}
