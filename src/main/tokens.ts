import type { ServiceIdentifier } from 'inversify';
import type { BrowseCategory } from '../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../application/catalog/view-home.use-case.js';
import type { ViewProduct } from '../application/catalog/view-product.use-case.js';
import type { ViewProductById } from '../application/catalog/view-product-by-id.use-case.js';
import type { PageCache } from '../adapters/http/page-cache/page-cache.js';
import type { AssetManifest } from '../adapters/http/pages/asset-manifest.js';
import type { Database } from '../adapters/persistence/database.js';
import type { CatalogReader, CatalogWriter } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { HealthProbe } from '../ports/health.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import type { AppConfig } from './config.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`storefront.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Database: token<Database>('Database'),
  CatalogReader: token<CatalogReader>('CatalogReader'),
  CatalogWriter: token<CatalogWriter>('CatalogWriter'),
  HealthProbes: token<HealthProbe[]>('HealthProbes'),
  SessionStore: token<SessionStore>('SessionStore'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  AssetManifest: token<AssetManifest>('AssetManifest'),
  PageCache: token<PageCache>('PageCache'),
  ViewHome: token<ViewHome>('ViewHome'),
  BrowseCategory: token<BrowseCategory>('BrowseCategory'),
  ViewProduct: token<ViewProduct>('ViewProduct'),
  ViewProductById: token<ViewProductById>('ViewProductById'),
} as const;
