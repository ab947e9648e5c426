import type { ListCategories } from '../../../application/catalog/list-categories.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import type { Money } from '../../../domain/pricing/money.js';
import type { SearchProducts } from '../../../application/search/search-products.use-case.js';
import { viewItemListEvent, type Ga4Event } from '../../../application/site/ga4-events.js';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { Category } from '../../../domain/catalog/product.js';
import { SEARCH_PAGE_SIZE, type SearchResults } from '../../../domain/search/search-query.js';
import { textSearchLanguageOf } from '../../../domain/search/text-search-language.js';
import { priceNoticeOf } from '../../../domain/site/price-notices.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { TranslatableStrings } from '../../i18n/catalogue.js';
import { toSearchPageView, type AppliedSearch, type SearchPageView } from '../../ui-react/screens/search/search-page.view.js';
import type { SearchQueryString } from './search-schemas.js';

export function appliedSearchOf(query: SearchQueryString): AppliedSearch {
  return {
    q: (query.q ?? '').trim(),
    sort: query.sort ?? 'relevance',
    page: query.page ?? 1,
    categories: query.category ?? [],
    sizes: query.size ?? [],
    colours: query.colour ?? [],
    prices: query.price ?? [],
  };
}

/**
 * The search page's view (results, the prompt for an empty search, or the unavailable message) and
 * the brand's categories for its navigation, read side by side: an uncached search waits for one
 * database round trip, not two.
 */
export async function loadSearchPage(
  deps: { searchProducts: SearchProducts; listCategories: ListCategories; viewLowestPriorPrice: ViewLowestPriorPrice },
  input: { site: SiteVariant; applied: AppliedSearch; strings: TranslatableStrings; now: Date },
): Promise<{ view: SearchPageView; categories: readonly Category[]; events: Ga4Event[] }> {
  const { site, applied } = input;
  const [categories, result] = await Promise.all([
    deps.listCategories.execute(site.brand, catalogLanguageOf(site.locale)).catch((): Category[] => []),
    deps.searchProducts.execute({
      brand: site.brand, index: site.recommendationIndex, language: textSearchLanguageOf(site.locale), catalogLanguage: catalogLanguageOf(site.locale), text: applied.q,
      sort: applied.sort, page: applied.page, pageSize: SEARCH_PAGE_SIZE,
      categories: applied.categories, sizes: applied.sizes, colours: applied.colours, priceBands: applied.prices,
    }),
  ]);
  const results: SearchResults | 'empty-query' | 'unavailable' = result.ok
    ? result.value
    : result.error.code === 'EMPTY_SEARCH' ? 'empty-query' : 'unavailable';
  // One history read for the page's reduced hits, not one per tile.
  const lowestPriorPrices = typeof results === 'string' ? new Map<number, Money>() : await deps.viewLowestPriorPrice.forMany({ products: results.hits, site, now: input.now });
  return {
    view: toSearchPageView({ applied, results, categories, display: site.price, priceNotice: priceNoticeOf(site.region), lowestPriorPrices, strings: input.strings, now: input.now }),
    categories,
    // The results shown, the same for every shopper of the cached page: its view_item_list (a tile clicked is its select_item).
    events: typeof results === 'string' ? [] : [viewItemListEvent({ id: 'search', name: input.strings.searchPageTitle }, results.hits, site, input.now)],
  };
}
