import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import type { OperatorCommandReply } from '../adapters/system/operator-command-socket.js';
import type { ImportCatalog, ImportReport } from '../application/catalog/import-catalog.use-case.js';
import type { ImportProblem } from '../domain/catalog/catalog-import.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import type { BrandId } from '../domain/site/site-variant.js';
import { findSiteVariant } from '../domain/site/site-variants.js';
import type { CatalogImportFormat, ImportTarget } from '../ports/catalog-import.port.js';
import { progressLine, type ProgressTerminal } from './catalog-progress.js';
import type { OperatorOutput } from './operator-commands.js';

/** The formats an import file can be in, by the name `--format` takes. */
export type ImportFormatName = 'shopify' | 'jsonl';
export const IMPORT_FORMAT_NAMES: readonly ImportFormatName[] = ['shopify', 'jsonl'];
/** The formats the shop reads; a name without one is refused. */
export type ImportFormats = Readonly<Partial<Record<ImportFormatName, CatalogImportFormat>>>;

/** The audit log's actor of an import from the command line, whichever process applied it. */
const ACTOR = { kind: 'cli', id: 'cli', name: 'npm run import' } as const;

/** What `npm run import` asks: the file (an absolute path), its format, the site and vendor map, and the two switches. */
export interface ImportFileRequest {
  file: string;
  format: ImportFormatName;
  site: string;
  /** A vendor map file's absolute path. */
  vendorMap: string | null;
  dryRun: boolean;
  archiveMissing: boolean;
}

/** What `npm run import` sends the running shop (on the embedded database): the paths, which the shop reads itself. */
export interface ImportCommandRequest {
  command: { kind: 'import' } & ImportFileRequest;
}

/** The format of a file from its extension: .csv is Shopify's export, .jsonl (or .ndjson) the project's own. */
export function formatOfFile(file: string): ImportFormatName | null {
  const extension = extname(file).toLowerCase();
  return extension === '.csv' ? 'shopify' : extension === '.jsonl' || extension === '.ndjson' ? 'jsonl' : null;
}

/** A site id ('yours-clothing', 'yours-clothing-de') as the brand and currency an import's rows go to. */
function siteTargetOf(siteId: string): Result<{ brand: BrandId; currency: string }, string> {
  const site = findSiteVariant(siteId);
  return site === undefined ? err(`there is no site '${siteId}'`) : ok({ brand: site.brand, currency: site.currency });
}

/**
 * A vendor map: Shopify's Vendor to a site, as JSON (`{ "Yours": "yours-clothing" }`) or CSV (a
 * header `vendor,site`, then one row a vendor).
 */
export function parseVendorMap(text: string, jsonFile: boolean): Result<Map<string, { brand: BrandId; currency: string }>, string> {
  let pairs: [string, unknown][];
  try {
    if (jsonFile) {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return err('the vendor map must be a JSON object of vendor to site id');
      pairs = Object.entries(parsed);
    } else {
      const rows = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
      if (rows.length > 0 && (!('vendor' in rows[0]!) || !('site' in rows[0]!))) return err('the vendor map CSV needs the header vendor,site');
      pairs = rows.map((r) => [r.vendor!, r.site]);
    }
  } catch (error) {
    return err(`the vendor map cannot be read: ${(error as Error).message}`);
  }
  const map = new Map<string, { brand: BrandId; currency: string }>();
  for (const [vendor, site] of pairs) {
    if (typeof site !== 'string') return err(`the vendor map gives ${vendor} no site id`);
    const target = siteTargetOf(site);
    if (!target.ok) return err(`the vendor map's ${vendor}: ${target.error}`);
    map.set(vendor, target.value);
  }
  return ok(map);
}

const where = (p: ImportProblem): string => `line ${p.line}${p.column === null ? '' : `, ${p.column}`}`;

/** The report's one summary line, starting `import:` (the bench reads it). */
function summaryOf(report: ImportReport, seconds: string): string {
  const counts = `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.archived} archived`;
  if (report.rejected.length > 0) {
    return `import: not applied: ${report.rejected.length}${report.truncated ? '+' : ''} problems in ${report.products} products read (${seconds} s)`;
  }
  const warnings = `${report.warnings.length}${report.truncated ? '+' : ''} warnings`;
  return report.dryRun
    ? `import: dry run, nothing written: would be ${counts}, ${warnings} (${report.products} products, ${seconds} s)`
    : `import: ${counts}, 0 rejected, ${warnings} (${report.products} products, ${seconds} s)`;
}

/**
 * Imports the file of `request` and prints its report: each problem and warning with its line, then
 * one summary line starting `import:`. Exit code 0 applied (or a dry run with no problem), 1 not.
 */
export async function runImportFile(
  request: ImportFileRequest, formats: ImportFormats, importCatalog: ImportCatalog, out: OperatorOutput,
  terminal: ProgressTerminal | null = null, now: () => number = Date.now,
): Promise<number> {
  const format = formats[request.format];
  if (format === undefined) {
    out.error(`import: this shop does not read the ${request.format} format`);
    return 1;
  }
  const target = siteTargetOf(request.site);
  if (!target.ok) {
    out.error(`import: ${target.error}`);
    return 1;
  }
  let byVendor = new Map<string, { brand: BrandId; currency: string }>();
  let size: number;
  try {
    if (request.vendorMap !== null) {
      const map = parseVendorMap(await readFile(request.vendorMap, 'utf8'), extname(request.vendorMap).toLowerCase() === '.json');
      if (!map.ok) {
        out.error(`import: ${map.error}`);
        return 1;
      }
      byVendor = map.value;
    }
    size = (await stat(request.file)).size;
  } catch (error) {
    out.error(`import: cannot read ${(error as Error).message}`);
    return 1;
  }
  const importTarget: ImportTarget = { ...target.value, byVendor };
  const started = now();
  const progress = progressLine('import', 'rows', terminal, now);
  const report = await importCatalog.execute(format, createReadStream(request.file), importTarget, {
    dryRun: request.dryRun, archiveMissing: request.archiveMissing, importFolder: dirname(request.file), actor: ACTOR,
    onProgress: (rows, bytes) => progress.update(rows, size > 0 ? bytes / size : null),
  });
  progress.finish();
  for (const p of report.rejected) out.error(`${where(p)}: ${p.message}`);
  for (const w of report.warnings) out.error(`warning: ${where(w)}: ${w.message}`);
  out.log(summaryOf(report, ((now() - started) / 1000).toFixed(1)));
  return report.rejected.length === 0 ? 0 : 1;
}

/** The running shop's side of `npm run import` on the embedded database: the file read and applied by the shop's own use case. */
export function importCommandHandler(formats: ImportFormats, importCatalog: ImportCatalog): (request: unknown) => Promise<OperatorCommandReply> {
  return async (request) => {
    const command = (request as Partial<ImportCommandRequest> | null)?.command;
    const valid = command !== undefined && typeof command.file === 'string' && command.file.startsWith('/')
      && IMPORT_FORMAT_NAMES.includes(command.format) && typeof command.site === 'string'
      && (command.vendorMap === null || (typeof command.vendorMap === 'string' && command.vendorMap.startsWith('/')))
      && typeof command.dryRun === 'boolean' && typeof command.archiveMissing === 'boolean';
    if (!valid) return { exitCode: 2, output: [{ stream: 'stderr', text: 'import: the request names no absolute file path, format and site' }] };
    const output: OperatorCommandReply['output'] = [];
    const exitCode = await runImportFile(command, formats, importCatalog, {
      log: (text) => void output.push({ stream: 'stdout', text }),
      error: (text) => void output.push({ stream: 'stderr', text }),
    });
    return { exitCode, output };
  };
}
