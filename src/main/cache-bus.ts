import type { Database } from '../adapters/persistence/database.js';
import { InProcessInvalidationBus } from '../adapters/persistence/in-process-invalidation-bus.js';
import { PostgresInvalidationBus } from '../adapters/persistence/postgres-invalidation-bus.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import type { AppConfig } from './config.js';

/**
 * Several nodes: on PostgreSQL, invalidations go to every node through LISTEN/NOTIFY
 * (one extra connection per process); on PGlite there is one process, so they stay in it.
 */
export async function openCacheBus(
  config: AppConfig,
  database: Database,
  onProblem: (message: string, error?: unknown) => void,
): Promise<CacheInvalidationBus> {
  if (database.driver !== 'postgres' || config.databaseUrl === null) return new InProcessInvalidationBus();
  return PostgresInvalidationBus.open(database, { url: config.databaseUrl, onProblem });
}
