import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/adapters/persistence/database.js';
import { openPglite, openPostgres, quoteIdentifier } from '../../src/adapters/persistence/database.js';

/** Set to a PostgreSQL URL (see .ci/postgres-setup.sh) to run the persistence tests on PostgreSQL too. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** Starting PGlite takes one to several seconds on a busy machine. */
export const DATABASE_START_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

async function openTestPglite(): Promise<TestDatabase> {
  const db = await openPglite(null);
  return { db, dispose: () => db.close() };
}

/** A fresh schema `t_<random>` on the test server, dropped on dispose. */
async function openTestPostgres(url = TEST_DATABASE_URL): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgres(url, { schema, maxConnections: 4 });
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
