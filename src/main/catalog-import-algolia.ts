import { AlgoliaCatalogIndexer } from '../adapters/providers/algolia/algolia-catalog-indexer.js';
import { algoliaClientKey, type AlgoliaSettings } from '../adapters/providers/algolia/algolia-settings.js';
import { AccountClients, settingsForSite } from '../adapters/providers/site-accounts.js';
import type { Product } from '../domain/catalog/product.js';
import type { SiteVariant } from '../domain/site/site-variant.js';
import { SITE_VARIANTS } from '../domain/site/site-variants.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import type { CatalogImportListener, ImportMerged } from '../ports/catalog-imports.port.js';
import type { AlgoliaConfig } from './config.js';

/**
 * After an import, each site's Algolia index gets only the records that changed: the products
 * created or updated are saved to the indexes of their brand's sites, the products archived are
 * deleted from the indexes of every site (an archived product's brand is not read again: deleting
 * an object an index does not have is a no-op).
 */
export function algoliaImportUpdates(
  catalog: Pick<CatalogReader, 'findProductById'>, indexerOf: (site: SiteVariant) => AlgoliaCatalogIndexer, sites: readonly SiteVariant[] = SITE_VARIANTS,
): CatalogImportListener {
  return {
    async afterImport(merged: ImportMerged) {
      const changed: Product[] = [];
      for (const id of merged.changedProductIds) {
        const product = await catalog.findProductById(id);
        if (product !== null) changed.push(product);
      }
      const archived = merged.archivedProductIds.map(String);
      for (const site of sites) {
        const mine = changed.filter((p) => p.brand === site.brand);
        if (mine.length === 0 && archived.length === 0) continue;
        const indexer = indexerOf(site);
        if (mine.length > 0) await indexer.push(site.recommendationIndex, mine);
        if (archived.length > 0) await indexer.remove(site.recommendationIndex, archived);
      }
    },
  };
}

/** The import's Algolia updates when Algolia is configured with every site's admin key; null otherwise (search is the shop's own). */
export function algoliaImportUpdatesOf(algolia: AlgoliaConfig | null, catalog: Pick<CatalogReader, 'findProductById'>): CatalogImportListener | null {
  if (algolia === null) return null;
  if (SITE_VARIANTS.some((site) => settingsForSite(algolia.settings, algolia.bySite, site.id).adminKey === null)) return null;
  const indexers = new AccountClients(algoliaClientKey, (s: AlgoliaSettings) => new AlgoliaCatalogIndexer({ ...s, adminKey: s.adminKey! }));
  return algoliaImportUpdates(catalog, (site) => indexers.of(settingsForSite(algolia.settings, algolia.bySite, site.id)));
}
