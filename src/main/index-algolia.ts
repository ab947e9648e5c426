import { pathToFileURL } from 'node:url';
import { AlgoliaCatalogIndexer } from '../adapters/providers/algolia/algolia-catalog-indexer.js';
import type { Product } from '../domain/catalog/product.js';
import type { BrandId, SiteVariant } from '../domain/site/site-variant.js';
import { SITE_VARIANTS } from '../domain/site/site-variants.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import { loadConfig } from './config.js';
import { openDatabase } from './open-database.js';
import { projectRoot } from './project-root.js';

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

/** Pushes each site's brand catalog to the site's index (its settings and replicas first), in batches of 1000. */
export async function indexCatalogToAlgolia(
  catalog: CatalogReader, indexer: AlgoliaCatalogIndexer, log: (line: string) => void, sites: readonly SiteVariant[] = SITE_VARIANTS,
): Promise<number> {
  let total = 0;
  for (const site of sites) {
    await indexer.configure(site.recommendationIndex);
    const sent = await indexer.push(site.recommendationIndex, brandProducts(catalog, site.brand));
    log(`index:algolia: ${sent} records to ${site.recommendationIndex} (${site.id})`);
    total += sent;
  }
  return total;
}

/** `npm run index:algolia`: 0 done, 2 when Algolia or its admin key is not configured. */
export async function runIndexAlgoliaCommand(env: Record<string, string | undefined>, out: { log(l: string): void; error(l: string): void }): Promise<number> {
  const config = loadConfig(env);
  if (!config.algolia?.adminKey) {
    out.error('index:algolia: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY (and ALGOLIA_HOSTS for other hosts than Algolia\'s own)');
    return 2;
  }
  const db = await openDatabase(config, projectRoot());
  try {
    const indexer = new AlgoliaCatalogIndexer({ ...config.algolia, adminKey: config.algolia.adminKey });
    const total = await indexCatalogToAlgolia(new SqlCatalogRepository(db), indexer, out.log);
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
