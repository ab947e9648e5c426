import type { Product } from '../../../../domain/catalog/product.js';
import type { PriceDisplay } from '../../../../domain/pricing/format-price.js';
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
  kind: Product['kind'];
}

export function toProductTileView(product: Product, display: PriceDisplay, now: Date): ProductTileView {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    href: productHref(product.slug),
    image: displayImagesOf(product)[0] ?? '',
    price: toPriceView(product, display, now),
    kind: product.kind,
  };
}
