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
import { err, ok, type Result } from '../domain/shared/result.js';
import { openCacheBus } from './cache-bus.js';
import { catalogImagesOf } from './catalog-images.js';
import { catalogImportFormats } from './catalog-import-formats.js';
import {
  formatOfFile, IMPORT_FORMAT_NAMES, runImportFile, type ImportCommandRequest, type ImportFileRequest, type ImportFormatName, type ImportFormats,
} from './catalog-import-command.js';
import { catalogImportOf } from './catalog-import-module.js';
import { showsProgress, type ProgressTerminal } from './catalog-progress.js';
import { ConfigError } from './config-error.js';
import { loadConfig } from './config.js';
import { dataFolderOf, operatorSocketPathOf, type OperatorOutput } from './operator-commands.js';
import { projectRoot } from './project-root.js';

const USAGE = `Usage: npm run import -- FILE [--site SITE] [--vendor-map FILE] [--format shopify|jsonl] [--dry-run] [--archive-missing]

Imports products: Shopify's product CSV export (.csv) or the shop's JSON Lines format (.jsonl, see
docs/catalog-import.schema.json); --format says which when the extension does not. All or nothing:
a file with any rejected row writes nothing and prints every problem with its line and column.
  --site SITE          the site the rows belong to (a site id such as yours-clothing or
                       yours-clothing-de): its brand owns the products, its currency names the prices
                       (default yours-clothing)
  --vendor-map FILE    Shopify's Vendor to a site id, as JSON {"Vendor": "site-id"} or CSV vendor,site;
                       rows of other vendors go to --site
  --dry-run            check and count everything, write nothing
  --archive-missing    archive the products of the site's brand (and the vendor map's) that the file
                       does not list: their pages answer 410 and basket lines say so
Prints progress on a terminal, then one line starting "import:".
Uses PostgreSQL when DATABASE_URL is set (the shop may be running), else the embedded database in
\${DATA_DIR:-./data}/pglite; while the shop runs on it, the shop imports the file (through
\${DATA_DIR:-./data}/operator.sock). Exit codes: 0 applied, 1 not applied or error, 2 usage.`;

/** An import sent to the running shop may take minutes at 100,000 products. */
const SHOP_ANSWER_TIMEOUT_MS = 60 * 60_000;
const DEFAULT_SITE = 'yours-clothing';

/** Reads the command line; what is wrong is a message for the person typing it. */
export function parseImportArgs(argv: string[]): Result<ImportFileRequest | { help: true }, string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true, strict: true,
      options: {
        site: { type: 'string' }, 'vendor-map': { type: 'string' }, format: { type: 'string' },
        'dry-run': { type: 'boolean' }, 'archive-missing': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return err((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return ok({ help: true });
  if (positionals.length !== 1) return err(positionals.length === 0 ? 'give the FILE to import' : `give one FILE, got ${positionals.length}`);
  const file = resolve(positionals[0]!);
  let format: ImportFormatName | null;
  if (values.format !== undefined) {
    if (!(IMPORT_FORMAT_NAMES as readonly string[]).includes(values.format)) return err(`--format must be ${IMPORT_FORMAT_NAMES.join(' or ')}, got '${values.format}'`);
    format = values.format as ImportFormatName;
  } else {
    format = formatOfFile(file);
    if (format === null) return err(`cannot tell the format of ${positionals[0]} from its extension: give --format ${IMPORT_FORMAT_NAMES.join(' or ')}`);
  }
  return ok({
    file, format, site: values.site ?? DEFAULT_SITE, vendorMap: values['vendor-map'] === undefined ? null : resolve(values['vendor-map']),
    dryRun: values['dry-run'] ?? false, archiveMissing: values['archive-missing'] ?? false,
  });
}

/** Runs `npm run import -- FILE ...` and gives its exit code. */
export async function runImportCommand(
  argv: string[], env: Record<string, string | undefined>, out: OperatorOutput, formats: ImportFormats, terminal: ProgressTerminal | null = null,
): Promise<number> {
  const parsed = parseImportArgs(argv);
  if (!parsed.ok) {
    out.error(`import: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  if ('help' in parsed.value) {
    out.log(USAGE);
    return 0;
  }
  const request = parsed.value;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(`import: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const dataFolder = dataFolderOf(config.dataDir, projectRoot());
  let db: Database;
  try {
    db = config.databaseUrl ? await openPostgres(config.databaseUrl, { maxConnections: 2 }) : await openPglite(join(dataFolder, 'pglite'));
  } catch (error) {
    if (error instanceof DataDirLockedError) return sendToRunningShop(error, request, operatorSocketPathOf(dataFolder), out);
    throw error;
  }
  const problems = { report: (event: string, details: Record<string, unknown>) => out.error(`import: ${event} ${JSON.stringify(details)}`) };
  // On PostgreSQL the shop's nodes hear of the import through LISTEN/NOTIFY; a fresh data folder has no shop to tell.
  const caches = await openCacheBus(config, db, (message, error) => out.error(`import: ${message}${error instanceof Error ? `: ${error.message}` : ''}`));
  try {
    await migrate(db);
    const sender = config.smtpUrl !== null ? new SmtpEmailSender(config.smtpUrl) : new EmlFileEmailSender(mailFolderOf(dataFolder), () => undefined);
    const importCatalog = catalogImportOf({
      db, caches, images: catalogImagesOf(config), sender, problems, audit: new SqlOperatorAuditLog(db), clock: systemClock, config,
    });
    return await runImportFile(request, formats, importCatalog, out, terminal);
  } finally {
    await caches.close();
    await db.close();
  }
}

/** The embedded database is held by the shop: it is asked to read and import the file itself, and its lines are printed here. */
async function sendToRunningShop(locked: DataDirLockedError, request: ImportFileRequest, socketPath: string, out: OperatorOutput): Promise<number> {
  const message: ImportCommandRequest = { command: { kind: 'import', ...request } };
  let reply: OperatorCommandReply | null;
  try {
    reply = await sendOperatorCommand(socketPath, message, SHOP_ANSWER_TIMEOUT_MS);
  } catch (error) {
    out.error(`import: ${locked.message}\nThe shop on it was asked to import the file through ${socketPath} and failed: ${(error as Error).message}`);
    return 1;
  }
  if (reply === null) {
    out.error(`import: ${locked.message}\nStop the shop, then run this command again; or run the shop on PostgreSQL (DATABASE_URL), where this command works while it runs.`);
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
  runImportCommand(process.argv.slice(2), process.env, { log: (line) => console.log(line), error: (line) => console.error(line) }, catalogImportFormats(), terminal).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      console.error('import: failed', error);
      process.exitCode = 1;
    },
  );
}
