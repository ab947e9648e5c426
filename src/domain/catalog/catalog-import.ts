import type { BrandId } from '../site/site-variant.js';

/**
 * A product as an import file describes it, after its format's reader has read and checked it:
 * the one shape both formats (Shopify's product CSV, the project's JSON Lines) come to, and the
 * one the import applies. Money is in minor units of its currency; sizes are UK sizes, the
 * catalog's reference; texts are already cleaned to the allow-list of description HTML.
 */
export interface ImportedProduct {
  /** The file's first line that describes this product (1-based, the header is line 1 of a CSV). */
  line: number;
  brand: BrandId;
  /** Unique within the brand: the product's identity from one import to the next. */
  slug: string;
  /** The productcode when the file gives one; a new product without one gets one made for it. */
  code: string | null;
  /** English texts, the catalog's reference language. */
  name: string;
  description: string;
  /** Other languages' texts, by locale ('de', 'fr', ...), as far as the file gives them. */
  texts: ImportedText[];
  categorySlug: string;
  /** The category's name, used when the import has to create the category. */
  categoryName: string;
  colour: string;
  sizes: ImportedSize[];
  /** At least one price; one per currency. */
  prices: ImportedPrice[];
  /** In display order; the first is the primary image. */
  images: ImportedImage[];
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
  /** False: kept in the catalog but hidden from shoppers, like an archived product. */
  published: boolean;
}

interface ImportedText {
  locale: string;
  name: string;
  description: string;
}

export interface ImportedSize {
  /** The stock keeping unit: the size's `stockId` in the shop, unique across the catalog. */
  sku: string;
  /** A UK size the buy grid knows ('8', '10', ..., 'S', 'M', 'One Size'). */
  ukSize: string;
  /** EAN/UPC/GTIN when given. */
  barcode: string | null;
  /** Units on hand; null leaves the stock of an existing size as it is (0 for a new one). */
  quantity: number | null;
}

export interface ImportedPrice {
  /** ISO 4217. */
  currency: string;
  /** The regular price; during a sale, the price before. */
  priceMinor: number;
  /** Lower than priceMinor; null when the list has no sale price. */
  salePriceMinor: number | null;
  /** When the sale price starts and ends (ISO 8601 instants); null is open-ended. */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

export interface ImportedImage {
  /** An http(s) URL, or a file path relative to the import file's folder. */
  source: string;
  alt: string | null;
}

/** Why a line, or one of its fields, was not taken: names the line and, when known, the column or field. */
export interface ImportProblem {
  line: number;
  /** The CSV column's header ('Variant Price') or the JSON field's path ('sizes[2].sku'). */
  column: string | null;
  message: string;
}

/**
 * What a format reader gives, in file order: a product ready to apply, a rejected product with
 * every problem found in its lines, or a warning that leaves the product in (an image that could
 * not be fetched, a description that was cleaned).
 */
export type ImportedItem =
  | { kind: 'product'; product: ImportedProduct; warnings: ImportProblem[] }
  | { kind: 'rejected'; problems: ImportProblem[] };
