import type { Product } from '../../domain/catalog/product.js';
import { sitePrice } from '../../domain/pricing/format-price.js';
import { productPrice } from '../../domain/pricing/list-price.js';
import { multiplyMoney, toMajorUnits, type Money } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { StoredBasketLine } from '../../ports/basket-repository.port.js';

export type CartEventName = 'add_to_cart' | 'remove_from_cart';

/**
 * What a shopper pays for one unit of a line on the site at `now`: a voucher's chosen amount (GBP
 * pence, converted), else the product's price there (its list price or the converted GBP base).
 */
export const unitPriceOf = (
  product: Pick<Product, 'priceMinor' | 'salePriceMinor' | 'prices'>, line: Pick<StoredBasketLine, 'giftVoucher'>, site: SiteVariant, now: Date,
): Money => (line.giftVoucher === null ? productPrice(product, site.price, now).price : sitePrice(line.giftVoucher.priceMinor, site.price));

/**
 * A GA4-style ecommerce event for the analytics data layer, as the JSON string the add and
 * quantity responses carry (spec section 3: dataLayer is a JSON string). Amounts are in the site's
 * currency, major units.
 */
export function cartEvent(
  name: CartEventName,
  input: { product: Product; line: Pick<StoredBasketLine, 'stockId' | 'giftVoucher'>; quantity: number; site: SiteVariant; eventId: string; now: Date },
): string {
  const { product, line, quantity, site, eventId, now } = input;
  const unit = unitPriceOf(product, line, site, now);
  const size = product.sizes.find((s) => s.stockId === line.stockId)?.ukSize ?? '';
  return JSON.stringify({
    event: name,
    event_id: eventId,
    ecommerce: {
      currency: site.currency,
      value: toMajorUnits(multiplyMoney(unit, quantity)),
      items: [{
        item_id: product.code,
        item_name: product.name,
        item_brand: site.brandName,
        item_category: product.categorySlug,
        item_variant: line.giftVoucher === null ? size : line.giftVoucher.cardType,
        price: toMajorUnits(unit),
        quantity,
      }],
    },
  });
}
