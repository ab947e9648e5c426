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

  async execute(brand: BrandId): Promise<HomePage> {
    const [categories, featured] = await Promise.all([
      this.catalog.listCategories(brand),
      this.catalog.featuredProducts(brand, HOME_FEATURED_COUNT),
    ]);
    return { categories, featured };
  }
}
