import { routesOf } from '../adapters/http/app.js';
import { sitemapRoutes } from '../adapters/http/seo/sitemap-routes.js';
import { merchantFeedRoute } from '../adapters/http/seo/merchant-feed-route.js';
import type { Database } from '../adapters/persistence/database.js';
import { ViewHelpPage } from '../application/site/view-help-page.use-case.js';
import { SqlSitemapCatalog } from '../adapters/persistence/sql-sitemap-catalog.js';
import type { SitemapCatalog } from '../ports/sitemap-catalog.port.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';

/** The search engines' area's port. */
const SEO = {
  SitemapCatalog: token<SitemapCatalog>('SitemapCatalog'),
} as const;

/** Found by search engines: robots.txt, the sitemaps and the Merchant Center feed of each site. */
export const seoArea = httpArea('seo', (bind) => {
  bind(SEO.SitemapCatalog).toResolvedValue((db: Database) => new SqlSitemapCatalog(db), [TOKENS.Database]).inSingletonScope();
}, (c) => [
  routesOf(sitemapRoutes, { catalog: c.get(SEO.SitemapCatalog), viewHelpPage: c.get(ViewHelpPage), hostTable: c.get(TOKENS.Config).siteHosts }),
  routesOf(merchantFeedRoute, { catalog: c.get(SEO.SitemapCatalog) }),
]);
