import type { Product } from '../../domain/catalog/product.js';
import { productPrice } from '../../domain/pricing/list-price.js';
import { toMajorUnits } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';

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
  event: 'view_item' | 'view_item_list';
  ecommerce: { currency: string; value?: number; item_list_id?: string; item_list_name?: string; items: Ga4Item[] };
}

/** A product as a GA4 item on the site at `now`: its price there (a list price, else the converted GBP one). */
function ga4ItemOf(product: Product, site: SiteVariant, now: Date, extra: Partial<Pick<Ga4Item, 'item_variant' | 'quantity' | 'index'>> = {}): Ga4Item {
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

/** view_item_list: a listing was shown, its products in the order shown. */
export function viewItemListEvent(list: { id: string; name: string }, products: readonly Product[], site: SiteVariant, now: Date): Ga4Event {
  return {
    event: 'view_item_list',
    ecommerce: { currency: site.currency, item_list_id: list.id, item_list_name: list.name, items: products.map((product, index) => ga4ItemOf(product, site, now, { index })) },
  };
}
