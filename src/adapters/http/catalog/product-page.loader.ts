import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import type { ViewProduct, ViewProductError } from '../../../application/catalog/view-product.use-case.js';
import type { SizingRegion } from '../../../domain/catalog/sizing-region.js';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { Category, Product } from '../../../domain/catalog/product.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { toProductDetailView } from '../../ui-react/parts/catalog/product-detail.view.js';

export interface ProductPageModel {
  view: ReturnType<typeof toProductDetailView>;
  product: Product;
  category: Category | null;
  categories: Category[];
}

/** A product page's data in the shopper's sizing region, or why there is none (PRODUCT_ARCHIVED with what its 410 page shows). */
export async function loadProductPage(
  deps: { viewProduct: ViewProduct; viewLowestPriorPrice: ViewLowestPriorPrice },
  input: { site: SiteVariant; slug: string; sizingRegion: SizingRegion; homeLabel: string; now: Date },
): Promise<Result<ProductPageModel, ViewProductError>> {
  const result = await deps.viewProduct.execute(input.site.brand, input.slug, catalogLanguageOf(input.site.locale));
  if (!result.ok) return err(result.error);
  const { product, category, categories } = result.value;
  const lowestPriorPrice = await deps.viewLowestPriorPrice.execute({ product, site: input.site, now: input.now });
  const view = toProductDetailView({
    product, category, site: input.site, sizingRegion: input.sizingRegion, homeLabel: input.homeLabel, now: input.now, lowestPriorPrice,
  });
  return ok({ view, product, category, categories });
}
