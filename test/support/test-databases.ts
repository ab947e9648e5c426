import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, PgliteDatabase } from '../../src/adapters/persistence/database.js';
import { openPglite, openPostgres, quoteIdentifier } from '../../src/adapters/persistence/database.js';
import { migrate } from '../../src/adapters/persistence/migrations/migrate.js';
import { seedCatalog } from '../../src/adapters/persistence/seed/seed-catalog.js';
import { SqlCatalogRepository } from '../../src/adapters/persistence/sql-catalog-repository.js';

/** Set to a PostgreSQL URL (see .ci/postgres-setup.sh) to run the persistence tests on PostgreSQL too. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** Starting PGlite takes one to several seconds on a busy machine. */
export const DATABASE_START_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

/**
 * Clusters built once per worker and copied for each test: creating a PGlite cluster (initdb) takes
 * seconds, copying one well under one. The files of a worker share this module (isolate: false).
 */
const templates = new Map<string, Promise<Blob>>();
const EMPTY = 'empty';

function template(name: string, build: (db: Database) => Promise<void>): Promise<Blob> {
  let dump = templates.get(name);
  if (dump === undefined) {
    dump = (async () => {
      // Every other template starts from a copy of the empty one: one initdb a worker.
      const db = name === EMPTY ? await openPglite(null) : await openEmptyPglite();
      try {
        await build(db);
        return await db.dumpDataDir();
      } finally {
        await db.close();
      }
    })();
    templates.set(name, dump);
    dump.catch(() => templates.delete(name));
  }
  return dump;
}

/** A new in-memory PGlite, as empty as a freshly created one. */
export async function openEmptyPglite(): Promise<PgliteDatabase> {
  return openPglite(null, { from: await template(EMPTY, async () => {}) });
}

/** A new in-memory PGlite with every migration run and no rows. */
export async function openMigratedPglite(): Promise<PgliteDatabase> {
  return openPglite(null, { from: await template('migrated', async (db) => { await migrate(db); }) });
}

/** A new in-memory PGlite, migrated and holding the demo catalog of `productsPerBrand` products a brand. */
export async function openSeededPglite(productsPerBrand: number): Promise<PgliteDatabase> {
  const from = await template(`seeded ${productsPerBrand}`, async (db) => {
    await migrate(db);
    await seedCatalog(new SqlCatalogRepository(db), { productsPerBrand });
  });
  return openPglite(null, { from });
}

async function openTestPglite(): Promise<TestDatabase> {
  const db = await openEmptyPglite();
  return { db, dispose: () => db.close() };
}

/** A fresh schema `t_<random>` on the test server, dropped on dispose; `maxConnections` for tests that fire many statements together. */
export async function openTestPostgres(url = TEST_DATABASE_URL, maxConnections = 4): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgres(url, { schema, maxConnections });
  return {
    db,
    dispose: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The drivers to run a suite on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DRIVERS = [
  { name: 'PGlite', enabled: true, open: openTestPglite },
  { name: 'PostgreSQL', enabled: TEST_DATABASE_URL !== '', open: () => openTestPostgres() },
] as const;
