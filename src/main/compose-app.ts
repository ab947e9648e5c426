import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../adapters/http/app.js';
import type { Database } from '../adapters/persistence/database.js';
import type { AppConfig } from './config.js';
import { basketHttpDependencies } from './basket-module.js';
import { buildContainer, clientBuildDirOf } from './container.js';
import { shopperHttpDependencies } from './shopper-module.js';
import { TOKENS } from './tokens.js';

/** Wires the container and builds the Fastify app over an opened, migrated database. */
export async function composeApp(
  config: AppConfig,
  database: Database,
  root: string,
  logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.requestverificationtoken', 'res.headers["set-cookie"]'],
  },
): Promise<FastifyInstance> {
  const clientBuildDir = clientBuildDirOf(root);
  const container = buildContainer({ config, database, clientBuildDir });
  const app = await buildApp(
    {
      logger,
      trustProxy: config.trustProxy,
      cookieSecret: config.cookieSecret ?? randomBytes(32).toString('hex'),
      siteHosts: config.siteHosts,
      clientAssetsDir: join(clientBuildDir, 'assets'),
      secureCookies: config.nodeEnv === 'production',
    },
    {
      viewHome: container.get(TOKENS.ViewHome),
      browseCategory: container.get(TOKENS.BrowseCategory),
      viewProduct: container.get(TOKENS.ViewProduct),
      viewProductById: container.get(TOKENS.ViewProductById),
      assets: container.get(TOKENS.AssetManifest),
      pageCache: container.get(TOKENS.PageCache),
      healthProbes: container.get(TOKENS.HealthProbes),
      sessions: container.get(TOKENS.SessionStore),
      clock: container.get(TOKENS.Clock),
      ids: container.get(TOKENS.IdGenerator),
      basket: basketHttpDependencies(container),
      shopper: shopperHttpDependencies(container),
    },
  );
  if (!config.cookieSecret) app.log.warn('COOKIE_SECRET is not set: using a random secret, so signed cookies end when the process restarts');
  return app;
}
