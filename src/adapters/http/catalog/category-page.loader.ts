import type { BrowseCategory } from '../../../application/catalog/browse-category.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import { priceNoticeOf } from '../../../domain/site/price-notices.js';
import type { Category, Product } from '../../../domain/catalog/product.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { toCategoryListingView, type AppliedFilters } from '../../ui-react/screens/category/category-listing.view.js';
import { toProductQuery } from './page-queries.js';

type CategoryListingView = ReturnType<typeof toCategoryListingView>;

export interface CategoryPageModel {
  view: CategoryListingView;
  category: Category;
  categories: Category[];
  /** The page's products in the order shown (its GA4 view_item_list). */
  products: readonly Product[];
}

/** A category listing page's data, or why there is none (unknown category, impossible price range). */
export async function loadCategoryPage(
  deps: { browseCategory: BrowseCategory; viewLowestPriorPrice: ViewLowestPriorPrice },
  input: { site: SiteVariant; slug: string; applied: AppliedFilters; homeLabel: string; now: Date },
): Promise<Result<CategoryPageModel, 'CATEGORY_NOT_FOUND' | 'PRICE_RANGE'>> {
  const query = toProductQuery(input.site, input.slug, input.applied);
  if (!query.ok) return err('PRICE_RANGE');
  const result = await deps.browseCategory.execute(query.value);
  if (!result.ok) return err('CATEGORY_NOT_FOUND');
  const { category, categories, listing } = result.value;
  // One history read for the page's reduced products, not one per tile.
  const lowestPriorPrices = await deps.viewLowestPriorPrice.forMany({ products: listing.items, site: input.site, now: input.now });
  const view = toCategoryListingView({
    category, listing, applied: input.applied, display: input.site.price, priceNotice: priceNoticeOf(input.site.region), lowestPriorPrices,
    homeLabel: input.homeLabel, now: input.now,
  });
  return ok({ view, category, categories, products: listing.items });
}
