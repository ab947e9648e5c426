import { CatalogJsonLines } from '../adapters/catalog-formats/catalog-jsonl.js';
import { ShopifyProductCsv } from '../adapters/catalog-formats/shopify-product-csv.js';
import type { ImportFormats } from './catalog-import-command.js';

/** The import formats the shop reads, by the name `--format` takes. */
export const catalogImportFormats = (): ImportFormats => ({ shopify: new ShopifyProductCsv(), jsonl: new CatalogJsonLines() });
