import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/adapters/persistence/database.js';
import { composeApp } from '../../src/main/compose-app.js';
import { loadConfig } from '../../src/main/config.js';
import { projectRoot } from '../../src/main/project-root.js';
import { openSeededPglite } from './test-databases.js';

/** The real composition root over a PGlite whose SQL statements are recorded (tests count the round trips a request makes). */
export interface StatementRecordingApp {
  app: FastifyInstance;
  db: Database;
  /** Each statement run, whitespace collapsed; a transaction adds 'BEGIN' and then its own statements. */
  statements: string[];
  close(): Promise<void>;
}

export async function startStatementRecordingApp(productsPerBrand: number): Promise<StatementRecordingApp> {
  const db = await openSeededPglite(productsPerBrand);
  const statements: string[] = [];
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  const recorded: Database = {
    driver: db.driver,
    query: (sql, params) => {
      record(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => {
      record('BEGIN');
      return db.transaction((tx) => fn({ ...tx, query: (sql: string, params?: readonly unknown[]) => {
        record(sql);
        return tx.query(sql, params);
      } } as typeof tx));
    },
    close: () => db.close(),
  };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123', SESSION_PURGE_INTERVAL_MS: '0', PAYMENT_RESEND_SWEEP_INTERVAL_MS: '0' });
  const app = await composeApp(config, recorded, projectRoot(), false);
  await app.ready();
  return {
    app, db, statements,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
