import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { Product } from '../../domain/catalog/product.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

/** A product of the site's brand by id, for the buy grid and add-to-bag modal fragments. */
export class FindBuyableProduct {
  constructor(private readonly catalog: CatalogReader) {}

  /** `language`: the site's catalog language (catalogLanguageOf), for the name. */
  async execute(brand: BrandId, productId: number, language = CATALOG_BASE_LANGUAGE): Promise<Result<Product, { code: 'PRODUCT_NOT_FOUND' | 'PRODUCT_ARCHIVED' }>> {
    const product = await this.catalog.findProductById(productId, language);
    if (product === null || product.brand !== brand) return err({ code: 'PRODUCT_NOT_FOUND' });
    return product.archived ? err({ code: 'PRODUCT_ARCHIVED' }) : ok(product);
  }
}
