import type { Database, SqlRunner } from '../database.js';
import type { Migration } from './migration.js';
import { MIGRATIONS } from './index.js';

/** Any constant works: every node of the app takes the same lock while it migrates. */
const MIGRATION_LOCK_KEY = 724_100_001;

export interface MigrationReport {
  applied: Migration[];
}

/**
 * Brings the schema up to date: applies each migration not yet in `schema_migrations`, in id
 * order, each in its own transaction together with its record. On PostgreSQL a transaction-level
 * advisory lock makes nodes starting at the same time wait for each other instead of racing.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<MigrationReport> {
  assertOrdered(migrations);
  const lock = async (tx: SqlRunner) => {
    if (db.driver === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: Migration[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (done) applied.push(migration);
  }
  return { applied };
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.id !== i + 1) throw new Error(`Migration ${m.name} has id ${m.id}, expected ${i + 1}: ids run 1, 2, 3... without gaps`);
  });
}
