import { SearchProducts } from '../application/search/search-products.use-case.js';
import { SuggestProducts } from '../application/search/suggest-products.use-case.js';
import { ViewRelatedProducts } from '../application/search/view-related-products.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { searchRoutes } from '../adapters/http/search/search-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlProductSearch } from '../adapters/persistence/sql-product-search.js';
import { SqlRecommendations } from '../adapters/persistence/sql-recommendations.js';
import { AlgoliaProductSearch } from '../adapters/providers/algolia/algolia-product-search.js';
import { AlgoliaRecommendations } from '../adapters/providers/algolia/algolia-recommendations.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import type { ProductSearch } from '../ports/product-search.port.js';
import type { Recommendations } from '../ports/recommendations.port.js';
import { ListCategories } from '../application/catalog/list-categories.use-case.js';
import { ViewLowestPriorPrice } from '../application/catalog/view-lowest-prior-price.use-case.js';
import type { AlgoliaConfig, AppConfig } from './config.js';
import type { AlgoliaSettingsByIndex } from '../adapters/providers/algolia/algolia-settings.js';
import { findSiteVariant } from '../domain/site/site-variants.js';
import { httpArea } from './http-area.js';
import { PageCache } from '../adapters/http/page-cache/page-cache.js';
import { TOKENS, token } from './tokens.js';
import { bindUseCases } from './bind-singleton.js';

/** The search area's ports; its use cases are their own tokens. */
export const SEARCH = {
  ProductSearch: token<ProductSearch>('ProductSearch'),
  Recommendations: token<Recommendations>('Recommendations'),
} as const;

/** The sites' own Algolia settings by their index name: a query names its index, not its site. */
const algoliaSettingsByIndex = (algolia: AlgoliaConfig): AlgoliaSettingsByIndex =>
  Object.fromEntries(Object.entries(algolia.bySite).map(([siteId, settings]) => [findSiteVariant(siteId)!.recommendationIndex, settings]));

/** Search page, suggestions and related products: on Algolia when configured, else the embedded engine on the database. */
export const searchArea = httpArea('search', (bind) => {
  bind(SEARCH.ProductSearch).toResolvedValue((db: Database, config: AppConfig, caches: CacheInvalidationBus) => {
    if (config.algolia) return new AlgoliaProductSearch(config.algolia.settings, algoliaSettingsByIndex(config.algolia));
    const search = new SqlProductSearch(db);
    // The catalog's words change only with a catalog import, which drops everything.
    caches.subscribe((change) => {
      if (change.kind === 'everything') search.forgetWords();
    });
    return search;
  }, [TOKENS.Database, TOKENS.Config, TOKENS.CacheInvalidationBus]).inSingletonScope();
  bind(SEARCH.Recommendations).toResolvedValue(
    (db: Database, config: AppConfig) => (config.algolia ? new AlgoliaRecommendations(config.algolia.settings, algoliaSettingsByIndex(config.algolia)) : new SqlRecommendations(db)),
    [TOKENS.Database, TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [SearchProducts, SuggestProducts], [SEARCH.ProductSearch]);
  bindUseCases(bind, [ViewRelatedProducts], [SEARCH.Recommendations]);
}, (c) => [
  routesOf(searchRoutes, {
    searchProducts: c.get(SearchProducts), suggestProducts: c.get(SuggestProducts),
    viewRelatedProducts: c.get(ViewRelatedProducts), listCategories: c.get(ListCategories), viewLowestPriorPrice: c.get(ViewLowestPriorPrice),
    pageCache: c.get(PageCache),
  }),
]);
