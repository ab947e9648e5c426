import { routesOf } from '../adapters/http/app.js';
import { catalogImportRoutes } from '../adapters/http/catalog/catalog-import-routes.js';
import { announceStockMoves } from '../adapters/persistence/announce-stock-moves.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlCatalogImports } from '../adapters/persistence/sql-catalog-imports.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import { SqlCatalogStock } from '../adapters/persistence/sql-catalog-stock.js';
import { SiteBackInStockEmails } from '../adapters/providers/email/back-in-stock-emails.js';
import { BackgroundEmailSender } from '../adapters/providers/email/background-email-sender.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { ImportCatalog } from '../application/catalog/import-catalog.use-case.js';
import { AnswerBackInStockRequests } from '../application/catalog/stock-feed.use-case.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import type { CatalogImportListener } from '../ports/catalog-imports.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { EmailSender } from '../ports/email-sender.port.js';
import type { OperatorAuditLog } from '../ports/operator-audit.port.js';
import type { ProblemLog } from '../ports/problem-log.port.js';
import type { ProductImages } from '../ports/product-images.port.js';
import { catalogImagesOf } from './catalog-images.js';
import { algoliaImportUpdatesOf } from './catalog-import-algolia.js';
import { catalogImportFormats } from './catalog-import-formats.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { OPERATORS } from './operators-module.js';
import { TOKENS } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's import use case, for `npm run import` sent to the running shop. */
    importCatalog: ImportCatalog;
  }
}

/** What an import is applied with, in the shop (its route, or the CLI through operator.sock) or in `npm run import`. */
export interface CatalogImportParts {
  db: Database;
  caches: CacheInvalidationBus;
  images: ProductImages;
  sender: EmailSender;
  problems: ProblemLog;
  audit: OperatorAuditLog;
  clock: Clock;
  config: Pick<AppConfig, 'mailFrom' | 'siteHosts' | 'port' | 'algolia'>;
}

/**
 * After an import's commit every node's page and catalog caches drop everything (on PostgreSQL the
 * notice reaches the other nodes), then Algolia, when configured, gets the changed records.
 * Search terms and category facets were kept by the products' triggers in the merge, and related
 * products are read from the catalog's own indexes at each request, so nothing else is derived
 * from what changed.
 */
const afterImportOf = (caches: CacheInvalidationBus, algolia: CatalogImportListener | null): CatalogImportListener => ({
  afterImport: async (merged) => {
    await caches.publish({ kind: 'everything' });
    await algolia?.afterImport(merged);
  },
});

/** The import use case over SQL: staged then merged, caches told after the commit, back-in-stock emails for sizes it restocked. */
export function catalogImportOf(parts: CatalogImportParts): ImportCatalog {
  const stock = new SqlCatalogStock(parts.db, announceStockMoves(parts.caches));
  // A site without a production host (SITE_HOSTS) is linked through this shop's own port, as it is browsed locally.
  const emails = new SiteBackInStockEmails(parts.config.mailFrom, parts.config.siteHosts, `http://localhost:${parts.config.port}`);
  return new ImportCatalog(
    new SqlCatalogImports(parts.db), parts.images,
    afterImportOf(parts.caches, algoliaImportUpdatesOf(parts.config.algolia, new SqlCatalogRepository(parts.db))),
    new AnswerBackInStockRequests(stock, emails, parts.sender, parts.problems), parts.audit, parts.clock,
  );
}

/** Imports: POST /operator/api/catalog/imports for API keys and operators with the catalog permission. */
export const catalogImportArea = httpArea('catalog-import', (bind) => {
  bind(ImportCatalog).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, sender: EmailSender, problems: AppLogRelay, audit: OperatorAuditLog, clock: Clock, config: AppConfig) =>
      catalogImportOf({ db, caches, images: catalogImagesOf(config), sender, problems, audit, clock, config }),
    [TOKENS.Database, TOKENS.CacheInvalidationBus, BackgroundEmailSender, AppLogRelay, OPERATORS.OperatorAuditLog, TOKENS.Clock, TOKENS.Config]).inSingletonScope();
}, (c) => [routesOf(catalogImportRoutes, {
  importCatalog: c.get(ImportCatalog), formats: catalogImportFormats(), maxBytes: c.get<AppConfig>(TOKENS.Config).importMaxBytes,
})]);
