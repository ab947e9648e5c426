import { setFlagsFromString } from 'node:v8';
import { heapGrowthFlag } from './heap-growth.js';
import { DataDirLockedError } from '../adapters/persistence/data-dir-lock.js';
import { composeApp } from './compose-app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './open-database.js';
import { dataFolderOf, listenForOperatorCommandsIn } from './operator-commands.js';
import { stockCommandHandler } from './catalog-stock-command.js';
import { importCommandHandler } from './catalog-import-command.js';
import { catalogImportFormats } from './catalog-import-formats.js';
import { projectRoot } from './project-root.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const growth = heapGrowthFlag(config.heapGrowthPercent, [...process.execArgv, process.env.NODE_OPTIONS ?? '']);
  if (growth !== null) setFlagsFromString(growth);
  const root = projectRoot();
  const database = await openDatabase(config, root);
  const app = await composeApp(config, database, root);

  // Graceful shutdown: stop accepting, let in-flight requests finish (new requests on
  // open connections are answered 503), then close the database; after SHUTDOWN_GRACE_MS the
  // process exits anyway. A write is answered only after it committed, so no answered write is lost.
  let closing = false;
  let operatorCommands: { close(): Promise<void> } | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
    const forced = setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'requests still in flight after SHUTDOWN_GRACE_MS: exiting anyway');
      process.exit(1);
    }, config.shutdownGraceMs);
    forced.unref();
    try {
      // A command `npm run operator` sent is run to its end before the database closes.
      await operatorCommands?.close();
      await app.close();
      await app.requestsDrained();
    } finally {
      await database.close();
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The embedded database's folder belongs to this process alone, so `npm run operator` sends its
  // commands here (ADR 43); on PostgreSQL it opens the database beside the shop.
  if (config.databaseUrl === null && !closing) {
    operatorCommands = await listenForOperatorCommandsIn(dataFolderOf(config.dataDir, root), database, config.passwordHashCost, app.log, {
      stock: stockCommandHandler(app.applyStockFeed),
      import: importCommandHandler(catalogImportFormats(), app.importCatalog),
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Storefront failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
