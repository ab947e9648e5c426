import type { Product } from '../../../../domain/catalog/product.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { Money } from '../../../../domain/pricing/money.js';
import { productHref } from '../chrome/page-chrome.view.js';
import { displayImagesOf } from '../chrome/product-images.view.js';
import { toPriceView, type PriceView } from '../chrome/price.view.js';

export interface ProductTileView {
  id: number;
  code: string;
  name: string;
  href: string;
  image: string;
  price: PriceView;
  /** On an EU site showing a reduction: the lowest price of the 30 days before it, formatted. */
  lowestPriorPrice: string | null;
  kind: Product['kind'];
}

export function toProductTileView(product: Product, display: PriceDisplay, now: Date, lowestPriorPrice: Money | null = null): ProductTileView {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    href: productHref(product.slug),
    image: displayImagesOf(product)[0] ?? '',
    price: toPriceView(product, display, now),
    lowestPriorPrice: lowestPriorPrice === null ? null : formatMoney(lowestPriorPrice, display),
    kind: product.kind,
  };
}
