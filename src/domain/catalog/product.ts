import type { ListPrice } from '../pricing/list-price.js';
import type { BrandId } from '../site/site-variant.js';

export type StockLevel = 'instock' | 'lowstock' | 'nostock';

/** At or below this many units a size shows the low-stock message. */
export const LOW_STOCK_THRESHOLD = 3;

export const stockLevelOf = (unitsInStock: number): StockLevel =>
  unitsInStock <= 0 ? 'nostock' : unitsInStock <= LOW_STOCK_THRESHOLD ? 'lowstock' : 'instock';

/** One buyable size of a product. `ukSize` is the size in UK sizing, the catalog's reference. */
export interface ProductSize {
  stockId: string;
  ukSize: string;
  unitsInStock: number;
  /** The size's EAN/GTIN-13 when the import gave one (search engines' offers and feeds). */
  barcode?: string;
}

interface GiftCardType {
  id: string;
  name: string;
  image: string;
}

interface GiftCardPriceOption {
  /** Price in GBP pence. */
  valueMinor: number;
  displayName: string;
}

export interface GiftCardDetails {
  cardTypes: GiftCardType[];
  priceOptions: GiftCardPriceOption[];
}

export type ProductKind = 'apparel' | 'evoucher-giftcard';

export interface Product {
  /** productID of the spec: a positive integer, unique across brands. */
  id: number;
  /** productcode of the spec, e.g. 'YC-000123'. */
  code: string;
  brand: BrandId;
  /** URL slug, unique within a brand. */
  slug: string;
  name: string;
  description: string;
  colour: string;
  categorySlug: string;
  kind: ProductKind;
  /** Image paths, the first is the primary image; 533 x 800. */
  images: string[];
  /** Price in GBP pence; site variants convert with their currency rate. */
  priceMinor: number;
  /** Sale price in GBP pence when on sale, lower than priceMinor. */
  salePriceMinor: number | null;
  /** Price lists per currency (at most one entry each); a site without an entry converts the GBP base. */
  prices: ListPrice[];
  sizes: ProductSize[];
  giftCard: GiftCardDetails | null;
  /**
   * No longer sold (an import archived it or marked it unpublished): its page answers 410, no
   * listing or search shows it, and a basket line of it cannot be bought.
   */
  archived: boolean;
}

export interface Category {
  brand: BrandId;
  slug: string;
  name: string;
  position: number;
}

/** What a shopper pays now: the sale price when there is one. */
export const currentPriceMinor = (p: Pick<Product, 'priceMinor' | 'salePriceMinor'>): number =>
  p.salePriceMinor ?? p.priceMinor;
