import { pathToFileURL } from 'node:url';
import { AlgoliaCatalogIndexer } from '../adapters/providers/algolia/algolia-catalog-indexer.js';
import { algoliaClientKey, type AlgoliaSettings } from '../adapters/providers/algolia/algolia-settings.js';
import { AccountClients, settingsForSite } from '../adapters/providers/site-accounts.js';
import type { Product } from '../domain/catalog/product.js';
import type { BrandId, SiteVariant } from '../domain/site/site-variant.js';
import { SITE_VARIANTS } from '../domain/site/site-variants.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import { loadConfig, type AlgoliaConfig } from './config.js';
import { openDatabase } from './open-database.js';
import { projectRoot } from './project-root.js';
import { siteVariableOf } from './site-credentials.js';

const PAGE = 1_000;

/** Every product of a brand, category by category, a page at a time. */
export async function* brandProducts(catalog: CatalogReader, brand: BrandId): AsyncGenerator<Product> {
  for (const category of await catalog.listCategories(brand)) {
    for (let page = 1; ; page++) {
      const listing = await catalog.listProducts({
        brand, categorySlug: category.slug, sort: 'featured', page, pageSize: PAGE, sizes: [], colours: [], minPriceMinor: null, maxPriceMinor: null,
      });
      yield* listing.items;
      if (page >= listing.pageCount) break;
    }
  }
}

/**
 * Pushes each site's brand catalog to the site's index (its settings and replicas first), in batches
 * of 1000, with the indexer of the site's application.
 */
export async function indexCatalogToAlgolia(
  catalog: CatalogReader, indexerOf: (site: SiteVariant) => AlgoliaCatalogIndexer, log: (line: string) => void, sites: readonly SiteVariant[] = SITE_VARIANTS,
): Promise<number> {
  let total = 0;
  for (const site of sites) {
    const indexer = indexerOf(site);
    await indexer.configure(site.recommendationIndex);
    const sent = await indexer.push(site.recommendationIndex, brandProducts(catalog, site.brand));
    log(`index:algolia: ${sent} records to ${site.recommendationIndex} (${site.id})`);
    total += sent;
  }
  return total;
}

/** The admin key variables still to set: ALGOLIA_ADMIN_KEY, or a site's own where its application is its own. */
function missingAdminKeys(algolia: AlgoliaConfig): string[] {
  const missing = SITE_VARIANTS.filter((site) => settingsForSite(algolia.settings, algolia.bySite, site.id).adminKey === null).map((site) =>
    (settingsForSite(algolia.settings, algolia.bySite, site.id).appId === algolia.settings.appId ? 'ALGOLIA_ADMIN_KEY' : siteVariableOf('ALGOLIA_ADMIN_KEY', site.id)));
  return [...new Set(missing)];
}

/** `npm run index:algolia`: 0 done, 2 when Algolia or an admin key of a site's application is not configured. */
export async function runIndexAlgoliaCommand(env: Record<string, string | undefined>, out: { log(l: string): void; error(l: string): void }): Promise<number> {
  const config = loadConfig(env);
  const algolia = config.algolia;
  if (algolia === null) {
    out.error('index:algolia: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY (and ALGOLIA_HOSTS for other hosts than Algolia\'s own)');
    return 2;
  }
  const missing = missingAdminKeys(algolia);
  if (missing.length > 0) {
    out.error(`index:algolia: set ${missing.join(', ')}: every site's application needs its admin key to be written to`);
    return 2;
  }
  const db = await openDatabase(config, projectRoot());
  try {
    const indexers = new AccountClients(algoliaClientKey, (s: AlgoliaSettings) => new AlgoliaCatalogIndexer({ ...s, adminKey: s.adminKey! }));
    const indexerOf = (site: SiteVariant) => indexers.of(settingsForSite(algolia.settings, algolia.bySite, site.id));
    const total = await indexCatalogToAlgolia(new SqlCatalogRepository(db), indexerOf, out.log);
    out.log(`index:algolia: ${total} records sent`);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runIndexAlgoliaCommand(process.env, console).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      console.error('index:algolia: failed', error);
      process.exitCode = 1;
    },
  );
}
