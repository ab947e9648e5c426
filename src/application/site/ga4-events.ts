import type { Product } from '../../domain/catalog/product.js';
import type { Order, OrderReduction } from '../../domain/orders/order.js';
import { productPrice } from '../../domain/pricing/list-price.js';
import { subtractMoney, toMajorUnits, type Money } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { PurchasedProduct } from '../../ports/purchase-reports.port.js';
import type { BasketSummaryLine } from '../basket/view-quick-basket.use-case.js';
import type { CheckoutOverview } from '../delivery/view-checkout.use-case.js';

/** One product in a GA4 ecommerce event, with GA4's own field names; amounts in major units of the site's currency. */
interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  /** The size, where one is chosen. */
  item_variant?: string;
  price: number;
  quantity: number;
  /** The product's position in a list (view_item_list, select_item). */
  index?: number;
}

/** A GA4 ecommerce event as the data layer takes it: `{ event, ecommerce: { currency, value, items } }`. */
export interface Ga4Event {
  event: 'view_item' | 'view_item_list' | 'add_to_wishlist' | 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'purchase';
  ecommerce: {
    currency: string;
    value?: number;
    item_list_id?: string;
    item_list_name?: string;
    /** The loyalty coupons applied, comma separated (never a gift voucher's code: it is money to whoever reads it). */
    coupon?: string;
    /** add_shipping_info: the delivery option chosen ('standard', 'express', a pick-up network...). */
    shipping_tier?: string;
    /** purchase: the order's reference, its delivery price and its tax (prices include tax; the shop does not split it out). */
    transaction_id?: string;
    shipping?: number;
    tax?: number;
    items: Ga4Item[];
  };
}


/** A product as a GA4 item on the site at `now`: its price there (a list price, else the converted GBP one). */
/** What an item needs of a product: a catalog product or a search hit. */
type ListedProduct = Pick<Product, 'code' | 'name' | 'categorySlug' | 'priceMinor' | 'salePriceMinor' | 'prices'>;

function ga4ItemOf(product: ListedProduct, site: SiteVariant, now: Date, extra: Partial<Pick<Ga4Item, 'item_variant' | 'quantity' | 'index'>> = {}): Ga4Item {
  return {
    item_id: product.code,
    item_name: product.name,
    item_brand: site.brandName,
    item_category: product.categorySlug,
    price: toMajorUnits(productPrice(product, site.price, now).price),
    quantity: 1,
    ...extra,
  };
}

/** view_item: the product page was shown (before a size is chosen, so no variant). */
export function viewItemEvent(product: Product, site: SiteVariant, now: Date): Ga4Event {
  const item = ga4ItemOf(product, site, now);
  return { event: 'view_item', ecommerce: { currency: site.currency, value: item.price, items: [item] } };
}

/** add_to_wishlist: the product put on the wishlist (a heart is pressed before any size is chosen, so no variant). */
export function addToWishlistEvent(product: Product, site: SiteVariant, now: Date): Ga4Event {
  const item = ga4ItemOf(product, site, now);
  return { event: 'add_to_wishlist', ecommerce: { currency: site.currency, value: item.price, items: [item] } };
}

/** view_item_list: a listing was shown, its products in the order shown. */
export function viewItemListEvent(list: { id: string; name: string }, products: readonly ListedProduct[], site: SiteVariant, now: Date): Ga4Event {
  return {
    event: 'view_item_list',
    ecommerce: { currency: site.currency, item_list_id: list.id, item_list_name: list.name, items: products.map((product, index) => ga4ItemOf(product, site, now, { index })) },
  };
}

/** A basket line as a GA4 item: the size (or a gift voucher's design) as the variant, at what one unit costs the shopper. */
const basketItemOf = (line: BasketSummaryLine, site: SiteVariant): Ga4Item => ({
  item_id: line.productCode,
  item_name: line.productName,
  item_brand: site.brandName,
  item_category: line.categorySlug,
  item_variant: line.sizeLabel ?? line.giftVoucher?.cardType ?? '',
  price: toMajorUnits(line.unitPrice),
  quantity: line.quantity,
});

/** The coupon field: loyalty coupons by id; absent when none applied. */
const couponOf = (couponIds: readonly string[]): { coupon?: string } => (couponIds.length === 0 ? {} : { coupon: couponIds.join(',') });

const appliedCouponIds = (overview: CheckoutOverview): string[] =>
  overview.totals.reductions.flatMap((r) => (r.kind === 'coupon' ? [r.couponId] : []));

/**
 * view_cart, begin_checkout and add_shipping_info: the basket as the checkout page shows it (lines
 * no longer sold left out, as from the total), valued at the goods after coupons.
 */
export function checkoutEvent(name: 'view_cart' | 'begin_checkout' | 'add_shipping_info', overview: CheckoutOverview, site: SiteVariant): Ga4Event {
  return {
    event: name,
    ecommerce: {
      currency: site.currency,
      value: toMajorUnits(overview.totals.goodsAfterCoupons),
      ...couponOf(appliedCouponIds(overview)),
      ...(name === 'add_shipping_info' ? { shipping_tier: overview.delivery.option.kind } : {}),
      items: overview.basket.lines.filter((line) => !line.archived).map((line) => basketItemOf(line, site)),
    },
  };
}

const orderCouponIds = (reductions: readonly OrderReduction[]): string[] => reductions.flatMap((r) => (r.kind === 'coupon' ? [r.couponId] : []));

/**
 * purchase: the paid order, valued at what was paid less delivery (GA4 keeps shipping apart);
 * `products` gives each line's product code and category (a product gone since keeps its id).
 */
export function purchaseEvent(order: Order, products: readonly PurchasedProduct[], site: SiteVariant): Ga4Event {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const major = (amount: Money): number => toMajorUnits(amount);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.reference,
      currency: order.total.currency,
      value: major(subtractMoney(order.total, order.deliveryPrice)),
      tax: 0,
      shipping: major(order.deliveryPrice),
      ...couponOf(orderCouponIds(order.reductions)),
      items: order.lines.map((line) => ({
        item_id: byId.get(line.productId)?.code ?? String(line.productId),
        item_name: line.productName,
        item_brand: site.brandName,
        item_category: byId.get(line.productId)?.categorySlug ?? '',
        item_variant: line.sizeLabel ?? line.giftVoucher?.cardType ?? '',
        price: major(line.unitPrice),
        quantity: line.quantity,
      })),
    },
  };
}
