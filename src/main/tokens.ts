import type { ServiceIdentifier } from 'inversify';
import type { AssetManifest } from '../adapters/http/pages/asset-manifest.js';
import type { Database } from '../adapters/persistence/database.js';
import type { CatalogReader, CatalogWriter } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { HealthProbe } from '../ports/health.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import type { AppConfig } from './config.js';
// Several nodes.
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';

/**
 * A typed container token, for a port or a value: a class bound as itself (a use case, the page
 * cache) is its own token. Each area module declares its own beside its bindings.
 */
export const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`storefront.${name}`);

/** The shared tokens every area may use: configuration, database, catalog reader, clock, ids, web. */
export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Database: token<Database>('Database'),
  CatalogReader: token<CatalogReader>('CatalogReader'),
  CatalogWriter: token<CatalogWriter>('CatalogWriter'),
  HealthProbes: token<HealthProbe[]>('HealthProbes'),
  SessionStore: token<SessionStore>('SessionStore'),
  RateLimits: token<RateLimits>('RateLimits'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  AssetManifest: token<AssetManifest>('AssetManifest'),
  // Several nodes: invalidations between nodes.
  CacheInvalidationBus: token<CacheInvalidationBus>('CacheInvalidationBus'),
} as const;
