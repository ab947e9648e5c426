import { DataDirLockedError } from '../adapters/persistence/data-dir-lock.js';
import { composeApp } from './compose-app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './open-database.js';
import { projectRoot } from './project-root.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const root = projectRoot();
  const database = await openDatabase(config, root);
  const app = await composeApp(config, database, root);

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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Storefront failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
