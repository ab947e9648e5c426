import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Database } from '../adapters/persistence/database.js';
import { openPglite, openPostgres } from '../adapters/persistence/database.js';
import { migrate } from '../adapters/persistence/migrations/migrate.js';
import { DEFAULT_PRODUCTS_PER_BRAND, GIFT_VOUCHERS_PER_BRAND } from '../adapters/persistence/seed/demo-catalog.js';
import { seedCatalog } from '../adapters/persistence/seed/seed-catalog.js';
// Catalog at scale (cache misses).
import { refreshCatalogStatistics } from '../adapters/persistence/catalog-statistics.js';
import { SqlCatalogRepository } from '../adapters/persistence/sql-catalog-repository.js';
import type { Result } from '../domain/shared/result.js';
import { err, ok } from '../domain/shared/result.js';
import { BRANDS } from '../domain/site/site-variant.js';
import { demoImagesOf } from './catalog-images.js';
import { progressLine, showsProgress, type ProgressTerminal } from './catalog-progress.js';

const USAGE = `Usage: npm run seed -- [--products N]

Replaces the catalog with the demo catalog: N products in total, spread over the ${BRANDS.length} brands
(default ${BRANDS.length * (DEFAULT_PRODUCTS_PER_BRAND + GIFT_VOUCHERS_PER_BRAND)}), gift vouchers included.
Uses PostgreSQL when DATABASE_URL is set, else PGlite in \${DATA_DIR:-./data}/pglite.`;

const MIN_PRODUCTS = BRANDS.length * GIFT_VOUCHERS_PER_BRAND;
const MAX_PRODUCTS = 10_000_000;

export type SeedCommand = { help: true } | { help: false; productsPerBrand: number };

/** Reads the command line; a bad value is an error message for the operator. */
export function parseSeedArgs(argv: string[]): Result<SeedCommand, string> {
  let values: { products?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (e) {
    return err((e as Error).message);
  }
  if (values.help) return ok({ help: true });
  if (values.products === undefined) return ok({ help: false, productsPerBrand: DEFAULT_PRODUCTS_PER_BRAND });
  const total = /^\d+$/.test(values.products) ? Number(values.products) : NaN;
  if (!Number.isSafeInteger(total) || total < MIN_PRODUCTS || total > MAX_PRODUCTS) {
    return err(`--products must be a whole number from ${MIN_PRODUCTS} to ${MAX_PRODUCTS}, got '${values.products}'`);
  }
  return ok({ help: false, productsPerBrand: Math.ceil(total / BRANDS.length) - GIFT_VOUCHERS_PER_BRAND });
}

export interface SeedOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs the seed command and gives its exit code: 0 done, 2 bad arguments. Database faults throw.
 * On a terminal (`terminal`) a progress line is redrawn as products are saved; else the summary only.
 */
export async function runSeedCommand(
  argv: string[], env: Record<string, string | undefined>, out: SeedOutput, terminal: ProgressTerminal | null = null,
): Promise<number> {
  const parsed = parseSeedArgs(argv);
  if (!parsed.ok) {
    out.error(`seed: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.value.help) {
    out.log(USAGE);
    return 0;
  }
  const { productsPerBrand } = parsed.value;
  const started = performance.now();
  const { db, where } = await openFromEnv(env);
  try {
    const migrations = await migrate(db);
    out.log(`seed: ${where}; ${migrations.applied.length} migration(s) applied`);
    const repository = new SqlCatalogRepository(db);
    await repository.clear();
    const asked = (productsPerBrand + GIFT_VOUCHERS_PER_BRAND) * BRANDS.length;
    const progress = progressLine('seed', 'products', terminal);
    const report = await seedCatalog(repository, {
      productsPerBrand, images: demoImagesOf(env.DATA_DIR || './data'), onProgress: (saved) => progress.update(saved, saved / asked),
    });
    progress.finish();
    // Catalog at scale: plans of the page queries need the new catalog's statistics.
    await refreshCatalogStatistics(db, { vacuum: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.log(`seed: cleared the catalog, then saved ${report.categories} categories and ${report.products} products ` +
      `(${productsPerBrand} + ${GIFT_VOUCHERS_PER_BRAND} gift vouchers for each of ${BRANDS.length} brands) in ${seconds} s`);
    return 0;
  } finally {
    await db.close();
  }
}

async function openFromEnv(env: Record<string, string | undefined>): Promise<{ db: Database; where: string }> {
  if (env.DATABASE_URL) return { db: await openPostgres(env.DATABASE_URL), where: 'PostgreSQL at DATABASE_URL' };
  const dir = join(env.DATA_DIR || './data', 'pglite');
  return { db: await openPglite(dir), where: `PGlite in ${dir}` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSeedCommand(process.argv.slice(2), process.env, console, showsProgress(process.stdout, process.env) ? process.stdout : null).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      console.error('seed: failed', error);
      process.exitCode = 1;
    },
  );
}
