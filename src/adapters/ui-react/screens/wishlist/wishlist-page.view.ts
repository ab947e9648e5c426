import type { PriceNotice } from '../../../../domain/site/price-notices.js';
import type { Product, StockLevel } from '../../../../domain/catalog/product.js';
import { stockLevelOf } from '../../../../domain/catalog/product.js';
import { sizeLabelIn } from '../../../../domain/catalog/sizing-region.js';
import type { PriceDisplay } from '../../../../domain/pricing/format-price.js';
import { productHref } from '../../parts/chrome/page-chrome.view.js';
import { toPriceView, type PriceView } from '../../parts/chrome/price.view.js';
import { displayImagesOf } from '../../parts/chrome/product-images.view.js';

interface WishlistSizeView {
  stockId: string;
  label: string;
  stock: StockLevel;
}

/** One wishlist item as the page shows it. JSON-safe: it is also the list island's props. */
export interface WishlistItemView {
  productId: number;
  name: string;
  href: string;
  image: string;
  price: PriceView;
  /** Sizes to choose from before moving to the bag; empty for gift vouchers (chosen on the product page) and archived products. */
  sizes: WishlistSizeView[];
  /** The shop no longer sells it: the item says so, and can only be removed. */
  archived: boolean;
}

/** The page's status line after a form post without JavaScript. */
export type WishlistNotice = { kind: 'success' | 'error'; text: string } | null;

export interface WishlistPageView {
  items: WishlistItemView[];
  /** The anti-forgery token for the page's forms (hidden field) and its scripts (header). */
  token: string;
  notice: WishlistNotice;
  /** The tax notice the site's law wants with the items' prices. */
  priceNotice: PriceNotice;
}

export function toWishlistItemView(product: Product, display: PriceDisplay, now: Date): WishlistItemView {
  return {
    productId: product.id,
    name: product.name,
    href: productHref(product.slug),
    image: displayImagesOf(product)[0] ?? '',
    price: toPriceView(product, display, now),
    sizes: product.kind === 'evoucher-giftcard' || product.archived
      ? []
      : product.sizes.map((s) => ({ stockId: s.stockId, label: sizeLabelIn(s.ukSize, 'UK'), stock: stockLevelOf(s.unitsInStock) })),
    archived: product.archived,
  };
}
