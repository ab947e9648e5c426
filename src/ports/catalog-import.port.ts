import type { ImportedItem } from '../domain/catalog/catalog-import.js';
import type { BrandId } from '../domain/site/site-variant.js';

/** Where the rows of a file belong when the file itself does not say. */
export interface ImportTarget {
  /** The site the file's prices are for: its brand owns the products, its currency names the prices. */
  brand: BrandId;
  currency: string;
  /** Shopify's Vendor column to a brand and currency, from a mapping file; rows of other vendors use the two above. */
  byVendor: ReadonlyMap<string, { brand: BrandId; currency: string }>;
}

/**
 * One import file format (Shopify's product CSV, the project's JSON Lines). A reader checks every
 * line as it streams past and never holds the whole file: it yields each product once its last
 * line has been read.
 */
export interface CatalogImportFormat {
  read(input: AsyncIterable<Uint8Array>, target: ImportTarget): AsyncIterable<ImportedItem>;
}
