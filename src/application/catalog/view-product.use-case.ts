import type { Category, Product } from '../../domain/catalog/product.js';
import type { Result } from '../../domain/shared/result.js';
import { err, ok } from '../../domain/shared/result.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export interface ProductPage {
  product: Product;
  category: Category | null;
  categories: Category[];
}

export type ViewProductError = { code: 'PRODUCT_NOT_FOUND' };

export class ViewProduct {
  constructor(private readonly catalog: CatalogReader) {}

  async execute(brand: BrandId, slug: string): Promise<Result<ProductPage, ViewProductError>> {
    const product = await this.catalog.findProductBySlug(brand, slug);
    if (!product) return err({ code: 'PRODUCT_NOT_FOUND' });
    const categories = await this.catalog.listCategories(brand);
    const category = categories.find((c) => c.slug === product.categorySlug) ?? null;
    return ok({ product, category, categories });
  }
}
