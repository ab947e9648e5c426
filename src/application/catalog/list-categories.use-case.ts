import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { Category } from '../../domain/catalog/product.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

/** A brand's categories in menu order: the navigation of pages that show no products of their own. */
export class ListCategories {
  constructor(private readonly catalog: CatalogReader) {}

  /** `language`: the site's catalog language (catalogLanguageOf), for the names. */
  execute(brand: BrandId, language = CATALOG_BASE_LANGUAGE): Promise<Category[]> {
    return this.catalog.listCategories(brand, language);
  }
}
