import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/adapters/persistence/database.js';
import { composeApp } from '../../src/main/compose-app.js';
import { loadConfig } from '../../src/main/config.js';
import { projectRoot } from '../../src/main/project-root.js';
import { openSeededPglite } from './test-databases.js';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost.js';

export const TEST_PRODUCTS_PER_BRAND = 60;

export interface StorefrontUnderTest {
  app: FastifyInstance;
  db: Database;
  /** http://127.0.0.1:<port> once `listen` was asked for, else ''. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real composition root (container, every plugin and route) over an in-memory PGlite holding
 * a small demo catalog. Needs the client build (npm run build:client) for the asset manifest.
 */
export async function startStorefrontUnderTest(opts: {
  listen?: boolean;
  env?: Record<string, string>;
  /** Receives every log line at level trace (silent without it). */
  logLines?: string[];
} = {}): Promise<StorefrontUnderTest> {
  const db = await openSeededPglite(TEST_PRODUCTS_PER_BRAND);
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...opts.env,
  });
  const logLines = opts.logLines;
  const logger = logLines === undefined ? false : { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } };
  const app = await composeApp(config, db, projectRoot(), logger);
  const baseUrl = opts.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';
  if (!opts.listen) await app.ready();
  return {
    app,
    db,
    baseUrl,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
