import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../adapters/persistence/data-dir-lock.js';
import { openPglite, openPostgres, type Database } from '../adapters/persistence/database.js';
import { migrate } from '../adapters/persistence/migrations/migrate.js';
import { SqlOperatorAuditLog } from '../adapters/persistence/sql-operator-audit-log.js';
import { EmlFileEmailSender, mailFolderOf } from '../adapters/providers/email/eml-file-email-sender.js';
import { SmtpEmailSender } from '../adapters/providers/email/smtp-email-sender.js';
import { sendOperatorCommand, type OperatorCommandReply } from '../adapters/system/operator-command-socket.js';
import { systemClock } from '../adapters/system/system-clock.js';
import { openCacheBus } from './cache-bus.js';
import { showsProgress, type ProgressTerminal } from './catalog-progress.js';
import { runStockFeedFile, type StockCommandRequest } from './catalog-stock-command.js';
import { stockFeedOf } from './catalog-stock-module.js';
import { ConfigError } from './config-error.js';
import { loadConfig } from './config.js';
import { dataFolderOf, operatorSocketPathOf, type OperatorOutput } from './operator-commands.js';
import { projectRoot } from './project-root.js';

const USAGE = `Usage: npm run stock -- FILE

Applies a stock feed: a CSV file with the header sku,quantity (units on hand at the warehouse) or
sku,delta (a change to them), one row a SKU. Units that pending orders, and paid orders not yet
dispatched or cancelled, hold stay held: available = on hand - held, never below zero. All rows or
none are applied; a rejected row is printed with its line. Sizes that come back from none email the
shoppers who asked to hear, once. Prints one line starting "stock:".
Uses PostgreSQL when DATABASE_URL is set (the shop may be running), else the embedded database in
\${DATA_DIR:-./data}/pglite; while the shop runs on it, the shop applies the file (through
\${DATA_DIR:-./data}/operator.sock). Exit codes: 0 applied, 1 not applied or error, 2 usage.`;

/** A feed sent to the running shop may take a while at 100,000 SKUs. */
const SHOP_ANSWER_TIMEOUT_MS = 10 * 60_000;

/** Runs `npm run stock -- FILE` and gives its exit code; `terminal` draws progress (a terminal's standard output, else null). */
export async function runStockCommand(
  argv: string[], env: Record<string, string | undefined>, out: OperatorOutput, terminal: ProgressTerminal | null = null,
): Promise<number> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    ({ positionals, values: { help } } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    out.error(`stock: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (help) {
    out.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    out.error(`stock: give one FILE\n\n${USAGE}`);
    return 2;
  }
  const file = resolve(positionals[0]!);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(`stock: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const dataFolder = dataFolderOf(config.dataDir, projectRoot());
  let db: Database;
  try {
    db = config.databaseUrl ? await openPostgres(config.databaseUrl, { maxConnections: 2 }) : await openPglite(join(dataFolder, 'pglite'));
  } catch (error) {
    if (error instanceof DataDirLockedError) return sendToRunningShop(error, file, operatorSocketPathOf(dataFolder), out);
    throw error;
  }
  const problems = { report: (event: string, details: Record<string, unknown>) => out.error(`stock: ${event} ${JSON.stringify(details)}`) };
  // On PostgreSQL the shop's nodes hear of the change through LISTEN/NOTIFY; a fresh data folder has no shop to tell.
  const caches = await openCacheBus(config, db, (message, error) => out.error(`stock: ${message}${error instanceof Error ? `: ${error.message}` : ''}`));
  try {
    await migrate(db);
    const sender = config.smtpUrl !== null ? new SmtpEmailSender(config.smtpUrl) : new EmlFileEmailSender(mailFolderOf(dataFolder), () => undefined);
    const feed = stockFeedOf({ db, caches, sender, problems, audit: new SqlOperatorAuditLog(db), clock: systemClock, config });
    return await runStockFeedFile(file, feed, out, terminal);
  } finally {
    await caches.close();
    await db.close();
  }
}

/** The embedded database is held by the shop: it is asked to read and apply the file itself, and its lines are printed here. */
async function sendToRunningShop(locked: DataDirLockedError, file: string, socketPath: string, out: OperatorOutput): Promise<number> {
  const request: StockCommandRequest = { command: { kind: 'stock', file } };
  let reply: OperatorCommandReply | null;
  try {
    reply = await sendOperatorCommand(socketPath, request, SHOP_ANSWER_TIMEOUT_MS);
  } catch (error) {
    out.error(`stock: ${locked.message}\nThe shop on it was asked to apply the file through ${socketPath} and failed: ${(error as Error).message}`);
    return 1;
  }
  if (reply === null) {
    out.error(`stock: ${locked.message}\nStop the shop, then run this command again; or run the shop on PostgreSQL (DATABASE_URL), where this command works while it runs.`);
    return 1;
  }
  for (const line of reply.output) {
    if (line.stream === 'stdout') out.log(line.text);
    else out.error(line.text);
  }
  return reply.exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const terminal = showsProgress(process.stdout, process.env) ? process.stdout : null;
  runStockCommand(process.argv.slice(2), process.env, { log: (line) => console.log(line), error: (line) => console.error(line) }, terminal).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      console.error('stock: failed', error);
      process.exitCode = 1;
    },
  );
}
