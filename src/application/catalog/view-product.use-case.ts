import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
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

/** PRODUCT_ARCHIVED: the shop no longer sells it; its page says so, with its category to carry on from. */
export type ViewProductError =
  | { code: 'PRODUCT_NOT_FOUND' }
  | { code: 'PRODUCT_ARCHIVED'; name: string; category: Category | null; categories: Category[] };

export class ViewProduct {
  constructor(private readonly catalog: CatalogReader) {}

  /** `language`: the site's catalog language (catalogLanguageOf), for names and descriptions. */
  async execute(brand: BrandId, slug: string, language = CATALOG_BASE_LANGUAGE): Promise<Result<ProductPage, ViewProductError>> {
    const [product, categories] = await Promise.all([
      this.catalog.findProductBySlug(brand, slug, language),
      this.catalog.listCategories(brand, language),
    ]);
    if (!product) return err({ code: 'PRODUCT_NOT_FOUND' });
    const category = categories.find((c) => c.slug === product.categorySlug) ?? null;
    if (product.archived) return err({ code: 'PRODUCT_ARCHIVED', name: product.name, category, categories });
    return ok({ product, category, categories });
  }
}
