import type { ImportedProduct, ImportProblem } from '../../domain/catalog/catalog-import.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogImportFormat, ImportTarget } from '../../ports/catalog-import.port.js';
import type { CatalogImportListener, CatalogImports, ImportCounts, StagedProduct } from '../../ports/catalog-imports.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { ProductImages } from '../../ports/product-images.port.js';
import type { BackInStockNotice } from '../../ports/stock-levels.port.js';

/** Past this many problems (or warnings) a report lists no more: the file is too far off to list it all. */
export const MAX_REPORTED_PROBLEMS = 1000;
/** Products staged per write: a few hundred kilobytes of rows, never the whole file. */
const STAGE_BATCH = 1000;

export interface ImportOptions {
  /** Reads, checks and counts everything, and writes nothing to the catalog. */
  dryRun: boolean;
  /** Archives the products of the target's brands that the file does not list (only when nothing was rejected). */
  archiveMissing: boolean;
  /** The folder image files of the import are read from (the import file's own); null: URLs only. */
  importFolder: string | null;
  actor: AuditActor;
  /** Called as the file is read: lines done and bytes read so far. */
  onProgress?: (rowsDone: number, bytesRead: number) => void;
}

/** What an import did: applied in full, or (a rejection, or a dry run) nothing written. */
export interface ImportReport extends ImportCounts {
  applied: boolean;
  dryRun: boolean;
  /** Products read from the file. */
  products: number;
  /** Every problem that stopped the file, with its line and column; empty when it was applied. */
  rejected: ImportProblem[];
  /** What was taken with a change (a description cleaned, an image that could not be fetched). */
  warnings: ImportProblem[];
  /** True when more problems or warnings than MAX_REPORTED_PROBLEMS were found and the rest not listed. */
  truncated: boolean;
}

/** A file with a rejected row: nothing of it was applied. */
export type CatalogImportErrorCode = 'CATALOG_IMPORT_REJECTED';

/** Sends the back-in-stock emails of sizes an import restocked, after its commit. */
export interface BackInStockAnswers {
  send(notices: readonly BackInStockNotice[]): Promise<number>;
}

/** Counts the bytes of a stream as its reader takes them. */
async function* counted(input: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): AsyncIterable<Uint8Array> {
  for await (const chunk of input) {
    onBytes(chunk.byteLength);
    yield chunk;
  }
}

/**
 * Applies a catalog import file all or nothing (ADR 0048): the format's reader checks each product
 * as the file streams past; products are staged in batches, never held whole; the checks only the
 * whole file can make (a slug or SKU twice, a SKU of another product) run on the staged rows; then
 * one short transaction merges them, unless anything was rejected or it is a dry run. A product
 * whose import wrote the same before is counted unchanged and not written, so the same file twice
 * changes nothing.
 */
export class ImportCatalog {
  constructor(
    private readonly imports: CatalogImports,
    private readonly images: ProductImages,
    private readonly listener: CatalogImportListener,
    private readonly answers: BackInStockAnswers,
    private readonly audit: OperatorAuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(format: CatalogImportFormat, input: AsyncIterable<Uint8Array>, target: ImportTarget, options: ImportOptions): Promise<ImportReport> {
    const rejected: ImportProblem[] = [];
    const warnings: ImportProblem[] = [];
    let truncated = false;
    const note = (into: ImportProblem[], problems: readonly ImportProblem[]): void => {
      for (const problem of problems) {
        if (into.length < MAX_REPORTED_PROBLEMS) into.push(problem);
        else truncated = true;
      }
    };
    let bytesRead = 0;
    let products = 0;
    const importId = await this.imports.begin();
    // One batch is written while the next is read: the file's parsing and the database's writes overlap.
    let staging: Promise<void> = Promise.resolve();
    const stage = async (products: StagedProduct[]): Promise<void> => {
      await staging;
      staging = this.imports.stage(importId, products);
      staging.catch(() => {}); // awaited before the next batch or the checks; this only keeps a failure from going unhandled meanwhile
    };
    try {
      let batch: StagedProduct[] = [];
      for await (const item of format.read(counted(input, (n) => { bytesRead += n; }), target)) {
        if (item.kind === 'rejected') {
          note(rejected, item.problems);
          options.onProgress?.(item.problems[0]?.line ?? 0, bytesRead);
        } else {
          products += 1;
          note(warnings, item.warnings);
          // A dry run, or a file already rejected, writes nothing: its images are not fetched, its products still checked.
          const storeImages = !options.dryRun && rejected.length === 0;
          batch.push(await this.staged(item.product, storeImages, options.importFolder, (w) => note(warnings, [w])));
          options.onProgress?.(item.product.line, bytesRead);
        }
        if (batch.length >= STAGE_BATCH) {
          await stage(batch);
          batch = [];
        }
        if (rejected.length >= MAX_REPORTED_PROBLEMS) {
          truncated = true;
          break;
        }
      }
      if (batch.length > 0) await stage(batch);
      await staging;
      if (!truncated) note(rejected, await this.imports.problems(importId, MAX_REPORTED_PROBLEMS - rejected.length));
      const archiveMissingOf = options.archiveMissing ? brandsOf(target) : [];
      const nothing = { created: 0, updated: 0, unchanged: 0, archived: 0 };
      if (rejected.length > 0) {
        rejected.sort((a, b) => a.line - b.line);
        return { applied: false, dryRun: options.dryRun, products, ...nothing, rejected, warnings, truncated };
      }
      if (options.dryRun) {
        const counts = await this.imports.preview(importId, archiveMissingOf);
        return { applied: false, dryRun: true, products, ...counts, rejected, warnings, truncated };
      }
      const merged = await this.imports.merge(importId, archiveMissingOf, this.clock.now());
      const { created, updated, unchanged, archived } = merged;
      await this.audit.record({
        actor: options.actor, action: 'catalog.import', target: `catalog:${[target.brand, ...archiveMissingOf.filter((b) => b !== target.brand)].join(',')}`,
        before: null, after: { products, created, updated, unchanged, archived }, at: this.clock.now(),
      });
      if (merged.changedProductIds.length > 0 || merged.archivedProductIds.length > 0) await this.listener.afterImport(merged);
      await this.answers.send(merged.notices);
      return { applied: true, dryRun: false, products, created, updated, unchanged, archived, rejected, warnings, truncated };
    } finally {
      await staging.catch(() => {});
      await this.imports.discard(importId);
    }
  }

  /** The product with its images stored (a source that cannot be used is a warning on its line, and left out). */
  private async staged(product: ImportedProduct, storeImages: boolean, importFolder: string | null, warn: (w: ImportProblem) => void): Promise<StagedProduct> {
    const images: string[] = [];
    if (storeImages) {
      for (const image of product.images) {
        const stored = await this.images.store(image.source, importFolder);
        if (stored.ok) images.push(stored.value.path);
        // The store's message names the source ('Image x.jpg could not be fetched: ...').
        else warn({ line: product.line, column: 'images', message: stored.error });
      }
    }
    return { ...product, images, imageSources: product.images.map((i) => i.source) };
  }
}

/** The brands an import speaks for: the target's, and those its vendor map names. */
const brandsOf = (target: ImportTarget): BrandId[] =>
  [...new Set<BrandId>([target.brand, ...[...target.byVendor.values()].map((v) => v.brand)])].sort();
