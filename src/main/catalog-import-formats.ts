import { ShopifyProductCsv } from '../adapters/catalog-formats/shopify-product-csv.js';
import type { ImportFormats } from './catalog-import-command.js';

/** The import formats the shop reads, by the name `--format` takes. */
export const catalogImportFormats = (): ImportFormats => ({ shopify: new ShopifyProductCsv() });
