import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { Category, Product } from '../../domain/catalog/product.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export interface HomePage {
  categories: Category[];
  featured: Product[];
}

const HOME_FEATURED_COUNT = 8;

export class ViewHome {
  constructor(private readonly catalog: CatalogReader) {}

  /** `language`: the site's catalog language (catalogLanguageOf), for names and descriptions. */
  async execute(brand: BrandId, language = CATALOG_BASE_LANGUAGE): Promise<HomePage> {
    const [categories, featured] = await Promise.all([
      this.catalog.listCategories(brand, language),
      this.catalog.featuredProducts(brand, HOME_FEATURED_COUNT, language),
    ]);
    return { categories, featured };
  }
}
