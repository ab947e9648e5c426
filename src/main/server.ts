import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../adapters/http/app.js';
import { openDatabase } from './open-database.js';
import { ConfigError, loadConfig } from './config.js';
import { buildContainer, clientBuildDirOf } from './container.js';
import { projectRoot } from './project-root.js';
import { TOKENS } from './tokens.js';


async function main(): Promise<void> {
  const config = loadConfig();
  const root = projectRoot();
  const database = await openDatabase(config, root);
  const container = buildContainer({ config, database, clientBuildDir: clientBuildDirOf(root) });
  const app = await buildApp(
    {
      logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
      trustProxy: config.trustProxy,
      cookieSecret: config.cookieSecret ?? randomBytes(32).toString('hex'),
      siteHosts: config.siteHosts,
      clientAssetsDir: join(clientBuildDirOf(root), 'assets'),
    },
    {
      viewHome: container.get(TOKENS.ViewHome),
      browseCategory: container.get(TOKENS.BrowseCategory),
      viewProduct: container.get(TOKENS.ViewProduct),
      assets: container.get(TOKENS.AssetManifest),
      pageCache: container.get(TOKENS.PageCache),
      healthProbes: container.get(TOKENS.HealthProbes),
    },
  );
  if (!config.cookieSecret) app.log.warn('COOKIE_SECRET is not set: using a random secret, so signed cookies end when the process restarts');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Storefront failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
