import type { ImportedProduct, ImportProblem } from '../domain/catalog/catalog-import.js';
import type { BrandId } from '../domain/site/site-variant.js';
import type { BackInStockNotice } from './stock-levels.port.js';

/**
 * A product as the import stages it: its images stored by the shop (their paths, first the
 * primary; none on a dry run), and the sources the file named, which its digest is taken of, so
 * that whether the images were fetched does not change what counts as changed.
 */
export type StagedProduct = Omit<ImportedProduct, 'images'> & { images: string[]; imageSources: string[] };

/** What the merge would do, or did: products counted against what each product's last import wrote. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Products of the brands asked that the file does not list (archive-missing only). */
  archived: number;
}

/** A merge committed: its counts, and which products changed for the caches and the search index. */
export interface ImportMerged extends ImportCounts {
  /** Products created or updated and on sale, ascending. */
  changedProductIds: number[];
  /** Products archived by the import, ascending: those the file did not list (archive-missing) and those it marks unpublished. */
  archivedProductIds: number[];
  /** Notify requests of sizes the import brought back into stock, removed with the change, for their emails. */
  notices: BackInStockNotice[];
}

/**
 * An import's products kept aside (staged) as the file streams past, then merged into the catalog
 * in one short transaction, so the file is never held in memory and the shop keeps serving while
 * it is read (ADR 0048). An import's staged rows are its own (by its id) and are removed when it
 * ends; those of an import that died are removed by a later one.
 */
export interface CatalogImports {
  /** Starts an import: its id, for the calls below. */
  begin(): Promise<string>;
  stage(importId: string, products: readonly StagedProduct[]): Promise<void>;
  /**
   * The problems only the whole file shows: a slug twice for a brand, a SKU on two products, a SKU or
   * product code that belongs to another product in the shop. Each names the line of its product.
   */
  problems(importId: string, limit: number): Promise<ImportProblem[]>;
  /** What `merge` would do now, writing nothing to the catalog. */
  preview(importId: string, archiveMissingOf: readonly BrandId[]): Promise<ImportCounts>;
  /** Merges the staged products in one transaction; with `archiveMissingOf`, archives those brands' products the file does not list. */
  merge(importId: string, archiveMissingOf: readonly BrandId[], at: Date): Promise<ImportMerged>;
  /** Removes the import's staged rows. */
  discard(importId: string): Promise<void>;
}

/** Told once an import committed: the caches of every node, related products and any external search index. */
export interface CatalogImportListener {
  afterImport(merged: ImportMerged): Promise<void>;
}
