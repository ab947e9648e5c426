import type { Category, Product } from '../../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../../domain/catalog/product-query.js';
import type { Result } from '../../domain/shared/result.js';
import { err, ok } from '../../domain/shared/result.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export interface CategoryPage {
  category: Category;
  categories: Category[];
  listing: ProductListing<Product>;
}

export type BrowseCategoryError = { code: 'CATEGORY_NOT_FOUND' };

export class BrowseCategory {
  constructor(private readonly catalog: CatalogReader) {}

  async execute(query: ProductQuery): Promise<Result<CategoryPage, BrowseCategoryError>> {
    // The brand's categories hold the one asked for: one read fewer than looking it up on its own,
    // and the listing is read at the same time (an unknown category's listing is empty and cheap).
    const [categories, listing] = await Promise.all([
      this.catalog.listCategories(query.brand, query.language),
      this.catalog.listProducts(query),
    ]);
    const category = categories.find((c) => c.slug === query.categorySlug);
    if (!category) return err({ code: 'CATEGORY_NOT_FOUND' });
    return ok({ category, categories, listing });
  }
}
