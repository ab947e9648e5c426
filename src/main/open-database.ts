import { isAbsolute, join } from 'node:path';
import type { Database } from '../adapters/persistence/database.js';
import { openPglite, openPostgres } from '../adapters/persistence/database.js';
import { migrate } from '../adapters/persistence/migrations/migrate.js';
import { seedDemoCatalogIfEmpty } from '../adapters/persistence/seed/seed-catalog.js';
import { demoImagesOf } from './catalog-images.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import type { AppConfig } from './config.js';
// Loyalty and gift vouchers.
import { seedDemoLoyalty } from '../adapters/persistence/seed/seed-loyalty.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
// Catalog at scale (cache misses).
import { refreshCatalogStatistics } from '../adapters/persistence/catalog-statistics.js';

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite; migrates and seeds. */
export async function openDatabase(config: AppConfig, root: string): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, {
      maxConnections: config.databasePool.size, connectTimeoutMs: config.databasePool.connectTimeoutMs, poolWaitMs: config.databasePool.poolWaitMs,
    })
    : await openPglite(join(isAbsolute(config.dataDir) ? config.dataDir : join(root, config.dataDir), 'pglite'), {
      // Losing the folder's lock means another process may write: stop before anything is corrupted.
      onCompromised: (error) => {
        process.stderr.write(`The lock on the embedded database was lost (${error.message}); stopping.\n`);
        process.exit(1);
      },
    });
  await migrate(database);
  const seeded = await seedDemoCatalogIfEmpty(new SqlCatalogRepository(database), {
    productsPerBrand: config.seedProductsPerBrand, images: demoImagesOf(config.dataDir, root),
  });
  // Catalog at scale: PGlite has no autovacuum, so its planner learns the catalog's
  // size and spread here, at each start (a second or two at 100,000 products); PostgreSQL's
  // autovacuum keeps its own statistics, and needs this only after a seed at start-up.
  if (database.driver === 'pglite' || seeded !== null) await refreshCatalogStatistics(database, { vacuum: seeded !== null });
  // Loyalty and gift vouchers: the demo shopper and demo voucher codes, never in
  // production (a published demo code there would be money anyone can spend).
  if (config.nodeEnv !== 'production') await seedDemoLoyalty(database, new ScryptPasswordHasher(config.passwordHashCost), new Date());
  return database;
}
