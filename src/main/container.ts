import { join } from 'node:path';
import { Container, ContainerModule } from 'inversify';
import { PageCache } from '../adapters/http/page-cache/page-cache.js';
import { loadAssetManifest, type AssetManifest } from '../adapters/http/pages/asset-manifest.js';
import { CachingCatalogReader } from '../adapters/persistence/caching-catalog-reader.js';
import { DatabaseHealthProbe } from '../adapters/persistence/database-health-probe.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import { SqlBasketRepository } from '../adapters/persistence/sql-basket-repository.js';
import { SqlRateLimits } from '../adapters/persistence/sql-rate-limits.js';
import { SqlSessionStore } from '../adapters/persistence/sql-session-store.js';
import { SqlShopperDetails } from '../adapters/persistence/sql-shopper-details.js';
import { SqlWishlistRepository } from '../adapters/persistence/sql-wishlist-repository.js';
import { SqlDeliveryChoices } from '../adapters/persistence/sql-delivery-choices.js';
import { SqlBasketDiscounts } from '../adapters/persistence/sql-basket-discounts.js';
import { SESSION_MAX_IDLE_MS } from '../adapters/http/plugins/session.plugin.js';
import { PurgeIdleSessions } from '../application/accounts/purge-idle-sessions.use-case.js';
import type { Clock } from '../ports/clock.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import { randomIdGenerator } from '../adapters/system/random-id-generator.js';
import { systemClock } from '../adapters/system/system-clock.js';
import type { AppConfig } from './config.js';
import type { HttpArea } from './http-area.js';
import { TOKENS } from './tokens.js';
import { bindDatabaseAdapters } from './bind-singleton.js';
// Several nodes.
import { AppMetrics } from '../adapters/http/metrics/app-metrics.js';
import { InProcessInvalidationBus } from '../adapters/persistence/in-process-invalidation-bus.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';

export interface ContainerInputs {
  config: AppConfig;
  /** The opened and migrated database; opening is async and done by the caller. */
  database: Database;
  /** Directory holding the Vite build (dist/client). */
  clientBuildDir: string;
  /** Several nodes: tells every node's caches about stock and price changes; one process's own when absent. */
  cacheBus?: CacheInvalidationBus;
}

const persistenceModule = (database: Database, config: AppConfig, cacheBus: CacheInvalidationBus) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Database).toConstantValue(database);
    const catalog = new SqlCatalogRepository(database);
    bind(TOKENS.CatalogWriter).toConstantValue(catalog);
    const catalogReader = new CachingCatalogReader(catalog, config.catalogCache);
    // Several nodes: the stock an order moved, on any node, drops the products it names.
    cacheBus.subscribe((invalidation) => catalogReader.invalidate(invalidation));
    bind(TOKENS.CacheInvalidationBus).toConstantValue(cacheBus);
    bind(TOKENS.CatalogReader).toConstantValue(catalogReader);
    bindDatabaseAdapters(bind, [TOKENS.SessionStore, SqlSessionStore], [TOKENS.RateLimits, SqlRateLimits]);
    bind(TOKENS.HealthProbes).toResolvedValue((db: Database) => [new DatabaseHealthProbe(db)], [TOKENS.Database]).inSingletonScope();
    // Sessions, then what guests owned (basket lines, wishlist items, delivery choices, vouchers) of sessions that are gone.
    bind(PurgeIdleSessions).toResolvedValue(
      (sessions: SessionStore, db: Database, clock: Clock) =>
        new PurgeIdleSessions(sessions, [
          new SqlBasketRepository(db), new SqlWishlistRepository(db), new SqlDeliveryChoices(db), new SqlBasketDiscounts(db),
          // Shopper details (basket page).
          new SqlShopperDetails(db),
        ], clock, SESSION_MAX_IDLE_MS),
      [TOKENS.SessionStore, TOKENS.Database, TOKENS.Clock]).inSingletonScope();
  });

const webModule = (config: AppConfig, clientBuildDir: string, database: Database, cacheBus: CacheInvalidationBus) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.AssetManifest).toResolvedValue((): AssetManifest => loadAssetManifest(clientBuildDir)).inSingletonScope();
    const pageCache = new PageCache(config.pageCache);
    // Several nodes: pages show stock levels and prices, so a change a page can show drops them all;
    // an order that moves unit counts but no size's stock level leaves them.
    cacheBus.subscribe((change) => {
      if (change.kind === 'everything' || change.shownOnPages) pageCache.clear();
    });
    bind(PageCache).toConstantValue(pageCache);
    bind(AppMetrics).toConstantValue(new AppMetrics({ pageCache, pool: database.poolStats?.bind(database) ?? null }));
  });

const systemModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(systemClock);
  bind(TOKENS.IdGenerator).toConstantValue(randomIdGenerator);
});

/** The composition root: the only place that knows every concrete adapter. */
export function buildContainer({ config, database, clientBuildDir, cacheBus = new InProcessInvalidationBus() }: ContainerInputs, areas: readonly HttpArea[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.load(persistenceModule(database, config, cacheBus), systemModule, webModule(config, clientBuildDir, database, cacheBus), ...areas.map((area) => area.module));
  return container;
}

export const clientBuildDirOf = (projectRoot: string): string => join(projectRoot, 'dist', 'client');
