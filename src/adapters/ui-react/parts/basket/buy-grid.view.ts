import type { Product, StockLevel } from '../../../../domain/catalog/product.js';
import { stockLevelOf } from '../../../../domain/catalog/product.js';
import { SIZING_REGIONS, sizeLabelIn, type SizingRegion } from '../../../../domain/catalog/sizing-region.js';
import { convertPrice, formatPrice } from '../../../../domain/pricing/format-price.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import { productHref } from '../chrome/page-chrome.view.js';

/** View models of the buy grid and the gift card grid, shared by the product page, quick view and quick buy. */
export const ADD_TO_BAG_ACTION = '/basket/api/add';

export interface SizeOptionView {
  stockId: string;
  ukSize: string;
  /** The size in the chosen sizing region. */
  label: string;
  stock: StockLevel;
}

export interface BuyGridView {
  productId: number;
  action: string;
  sizes: SizeOptionView[];
  sizingRegion: SizingRegion;
  sizingRegions: readonly SizingRegion[];
  /** Where the sizing-region form goes: the product page itself. */
  regionAction: string;
}

export interface GiftCardGridView {
  productId: number;
  stockId: string;
  action: string;
  /** value: the price in the display currency's major units, digits and a point only. */
  priceOptions: { value: string; label: string }[];
  cardTypes: { id: string; name: string; image: string }[];
}

/** Minor units as a plain decimal: 2500 -> '25', 2925 -> '29.25'. */
export const minorToPlainDecimal = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

export function buyGridOf(product: Product, region: SizingRegion): BuyGridView {
  return {
    productId: product.id,
    action: ADD_TO_BAG_ACTION,
    sizes: product.sizes.map((s) => ({
      stockId: s.stockId,
      ukSize: s.ukSize,
      label: sizeLabelIn(s.ukSize, region),
      stock: stockLevelOf(s.unitsInStock),
    })),
    sizingRegion: region,
    sizingRegions: SIZING_REGIONS,
    regionAction: productHref(product.slug),
  };
}

export function giftCardOf(product: Product, site: SiteVariant): GiftCardGridView | null {
  if (product.kind !== 'evoucher-giftcard' || product.giftCard === null) return null;
  return {
    productId: product.id,
    stockId: product.sizes[0]?.stockId ?? '',
    action: ADD_TO_BAG_ACTION,
    priceOptions: product.giftCard.priceOptions.map((o) => ({
      value: minorToPlainDecimal(convertPrice(o.valueMinor, site.price.currencyRate)),
      label: formatPrice(o.valueMinor, site.price),
    })),
    cardTypes: product.giftCard.cardTypes.map((t) => ({ id: t.id, name: t.name, image: t.image })),
  };
}
