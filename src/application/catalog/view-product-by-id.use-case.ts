import type { Product } from '../../domain/catalog/product.js';
import type { Result } from '../../domain/shared/result.js';
import { err, ok } from '../../domain/shared/result.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export type ViewProductByIdError = { code: 'PRODUCT_NOT_FOUND' | 'PRODUCT_ARCHIVED' };

export interface ViewProductByIdQuery {
  brand: BrandId;
  productId: number;
  /** When given, the product's code must match too (quick buy sends productid and productcode). */
  productCode?: string;
  /** The site's catalog language (catalogLanguageOf), for the name and description; English when absent. */
  language?: string;
}

/** A product of the shopper's brand by its id: quick-buy stock, buy grid and add-to-bag modal look-ups. */
export class ViewProductById {
  constructor(private readonly catalog: CatalogReader) {}

  async execute(query: ViewProductByIdQuery): Promise<Result<Product, ViewProductByIdError>> {
    const product = await this.catalog.findProductById(query.productId, query.language);
    const matches = product !== null && product.brand === query.brand && (query.productCode === undefined || product.code === query.productCode);
    if (!matches) return err({ code: 'PRODUCT_NOT_FOUND' });
    if (product.archived) return err({ code: 'PRODUCT_ARCHIVED' });
    return ok(product);
  }
}
