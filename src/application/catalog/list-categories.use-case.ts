import type { Category } from '../../domain/catalog/product.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

/** A brand's categories in menu order: the navigation of pages that show no products of their own. */
export class ListCategories {
  constructor(private readonly catalog: CatalogReader) {}

  execute(brand: BrandId): Promise<Category[]> {
    return this.catalog.listCategories(brand);
  }
}
