import type { Result } from '../domain/shared/result.js';

/** An image kept by the shop, in every size and format the pages use. */
export interface StoredProductImage {
  /** What a product's `images` holds: the image's path without a size or format. */
  path: string;
}

/**
 * Product images brought in by imports: fetched from a URL (with a timeout, a size limit and no
 * private addresses) or read from a file beside the import, resized and stored under the data
 * folder. A source that cannot be used is an error message, which the import reports as a
 * warning on the product's line.
 */
export interface ProductImages {
  store(source: string, importFolder: string | null): Promise<Result<StoredProductImage, string>>;
}
