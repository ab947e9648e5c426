import { describe, expect, it } from 'vitest';
import { ImportCatalog, MAX_REPORTED_PROBLEMS } from '../../../src/application/catalog/import-catalog.use-case.js';
import type { ImportedItem, ImportedProduct, ImportProblem } from '../../../src/domain/catalog/catalog-import.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { BrandId } from '../../../src/domain/site/site-variant.js';
import type { CatalogImportFormat, ImportTarget } from '../../../src/ports/catalog-import.port.js';
import type { CatalogImports, ImportMerged, StagedProduct } from '../../../src/ports/catalog-imports.port.js';
import type { BackInStockNotice } from '../../../src/ports/stock-levels.port.js';
import { InMemoryOperatorAuditLog } from '../../support/in-memory-operator-audit-log.js';

const AT = new Date('2026-11-28T06:00:00Z');
const ACTOR = { kind: 'cli', id: 'cli', name: 'npm run import' } as const;
const TARGET: ImportTarget = { brand: 'evans', currency: 'GBP', byVendor: new Map([['Pixie Girl', { brand: 'pixie', currency: 'GBP' }]]) };
const OPTIONS = { dryRun: false, archiveMissing: false, importFolder: '/imports', actor: ACTOR };
const NOTICE: BackInStockNotice = { email: 'a@example.com', stockId: 'wrap-12', siteId: 'evans', productName: 'Wrap', productSlug: 'wrap', sizeLabel: '12' };

const product = (line: number, slug: string, images: string[] = []): ImportedProduct => ({
  line, brand: 'evans', slug, code: null, name: slug, description: '', texts: [], categorySlug: 'dresses', categoryName: 'Dresses', colour: 'Navy',
  sizes: [{ sku: `${slug}-12`, ukSize: '12', barcode: null, quantity: 1 }],
  prices: [{ currency: 'GBP', priceMinor: 3000, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null }],
  images: images.map((source) => ({ source, alt: null })), seoTitle: null, seoDescription: null, tags: [], published: true,
});
const item = (p: ImportedProduct, warnings: ImportProblem[] = []): ImportedItem => ({ kind: 'product', product: p, warnings });
const rejection = (line: number, message: string): ImportedItem => ({ kind: 'rejected', problems: [{ line, column: 'Variant Price', message }] });

/** A reader that yields the items given, after taking the whole input (so its bytes are counted). */
const formatOf = (items: ImportedItem[]): CatalogImportFormat => ({
  async* read(input) {
    for await (const chunk of input) void chunk;
    yield* items;
  },
});
async function* bytes(text: string): AsyncIterable<Uint8Array> { yield new TextEncoder().encode(text); }

function kit(fileProblems: ImportProblem[] = []) {
  const staged: StagedProduct[] = [];
  const calls: string[] = [];
  let merged: { archiveMissingOf: readonly BrandId[] } | null = null;
  const result: ImportMerged = { created: 1, updated: 1, unchanged: 0, archived: 0, changedProductIds: [8, 9], archivedProductIds: [], notices: [NOTICE] };
  const imports: CatalogImports = {
    begin: async () => { calls.push('begin'); return 'import-1'; },
    stage: async (_id, products) => { calls.push(`stage ${products.length}`); staged.push(...products); },
    problems: async () => { calls.push('problems'); return fileProblems; },
    preview: async (_id, archiveMissingOf) => { calls.push(`preview ${archiveMissingOf.join(',')}`); return { created: 2, updated: 0, unchanged: 0, archived: 3 }; },
    merge: async (_id, archiveMissingOf) => { calls.push('merge'); merged = { archiveMissingOf }; return result; },
    discard: async () => { calls.push('discard'); },
  };
  const told: ImportMerged[] = [];
  const emailed: BackInStockNotice[][] = [];
  const audit = new InMemoryOperatorAuditLog();
  const useCase = new ImportCatalog(
    imports,
    { store: async (source) => (source.includes('broken') ? err('not an image') : ok({ path: `/images/products/${source.length}` })) },
    { afterImport: async (m) => { told.push(m); } },
    { send: async (n) => { emailed.push([...n]); return n.length; } },
    audit, { now: () => AT },
  );
  return { useCase, imports, staged, calls, told, emailed, audit, merged: () => merged };
}

describe('ImportCatalog', () => {
  it('stages every product with its images stored, merges once, then tells the listener, the audit log and the notify requests', async () => {
    const k = kit();
    const progress: [number, number][] = [];
    const report = await k.useCase.execute(formatOf([item(product(2, 'wrap'), [{ line: 2, column: 'Body (HTML)', message: 'a script was removed' }]),
      item(product(4, 'tea', ['https://img.example/a.jpg', 'https://img.example/broken.jpg']))]),
    bytes('0123456789'), TARGET, { ...OPTIONS, onProgress: (rows, read) => progress.push([rows, read]) });
    expect(report).toEqual({
      applied: true, dryRun: false, products: 2, created: 1, updated: 1, unchanged: 0, archived: 0, rejected: [], truncated: false,
      warnings: [
        { line: 2, column: 'Body (HTML)', message: 'a script was removed' },
        { line: 4, column: 'images', message: 'not an image' },
      ],
    });
    expect(k.staged.map((p) => [p.slug, p.images, p.imageSources])).toEqual([
      ['wrap', [], []], ['tea', ['/images/products/25'], ['https://img.example/a.jpg', 'https://img.example/broken.jpg']],
    ]);
    expect(k.calls).toEqual(['begin', 'stage 2', 'problems', 'merge', 'discard']);
    expect(k.told.map((m) => m.changedProductIds)).toEqual([[8, 9]]);
    expect(k.emailed).toEqual([[NOTICE]]);
    expect(progress).toEqual([[2, 10], [4, 10]]);
    expect(k.audit.entries).toMatchObject([{ action: 'catalog.import', target: 'catalog:evans', after: { products: 2, created: 1, updated: 1, unchanged: 0, archived: 0 } }]);
  });

  it('applies nothing when one product is rejected, and lists every problem of the file by line', async () => {
    const k = kit([{ line: 2, column: 'sku', message: 'the SKU x is already on line 1' }]);
    const report = await k.useCase.execute(formatOf([item(product(2, 'wrap')), rejection(5, 'three decimals'), item(product(7, 'tea', ['https://img.example/a.jpg']))]),
      bytes('x'), TARGET, { ...OPTIONS, archiveMissing: true });
    expect(report).toMatchObject({ applied: false, created: 0, updated: 0, unchanged: 0, archived: 0 });
    expect(report.rejected).toEqual([
      { line: 2, column: 'sku', message: 'the SKU x is already on line 1' },
      { line: 5, column: 'Variant Price', message: 'three decimals' },
    ]);
    // Once rejected, later products are still checked but their images are not fetched.
    expect(k.staged.map((p) => p.images)).toEqual([[], []]);
    expect(k.calls).toEqual(['begin', 'stage 2', 'problems', 'discard']);
    expect(k.told).toEqual([]);
    expect(k.audit.entries).toEqual([]);
  });

  it('applies nothing when only the whole file shows a problem (a slug twice)', async () => {
    const k = kit([{ line: 4, column: 'handle', message: 'the product wrap is already on line 2 for evans' }]);
    const report = await k.useCase.execute(formatOf([item(product(2, 'wrap')), item(product(4, 'wrap'))]), bytes('x'), TARGET, OPTIONS);
    expect(report).toMatchObject({ applied: false, rejected: [{ line: 4, column: 'handle' }] });
    expect(k.calls).not.toContain('merge');
  });

  it('a dry run reports what would happen and merges nothing', async () => {
    const k = kit();
    const report = await k.useCase.execute(formatOf([item(product(2, 'wrap', ['https://img.example/a.jpg']))]), bytes('x'), TARGET, { ...OPTIONS, dryRun: true, archiveMissing: true });
    expect(report).toMatchObject({ applied: false, dryRun: true, created: 2, archived: 3, rejected: [] });
    // Its images are not fetched; their sources still stand in the product's digest.
    expect(k.staged.map((p) => [p.images, p.imageSources])).toEqual([[[], ['https://img.example/a.jpg']]]);
    expect(k.calls).toEqual(['begin', 'stage 1', 'problems', 'preview evans,pixie', 'discard']);
    expect(k.told).toEqual([]);
  });

  it('archives the missing products of the target brand and the vendor map\'s brands only when asked', async () => {
    const asked = kit();
    await asked.useCase.execute(formatOf([item(product(2, 'wrap'))]), bytes('x'), TARGET, { ...OPTIONS, archiveMissing: true });
    expect(asked.merged()).toEqual({ archiveMissingOf: ['evans', 'pixie'] });
    const not = kit();
    await not.useCase.execute(formatOf([item(product(2, 'wrap'))]), bytes('x'), TARGET, OPTIONS);
    expect(not.merged()).toEqual({ archiveMissingOf: [] });
  });

  it('stages in batches of a thousand and stops listing after the most problems a report holds', async () => {
    const many = kit();
    await many.useCase.execute(formatOf(Array.from({ length: 2500 }, (_, i) => item(product(i + 2, `p${i}`)))), bytes('x'), TARGET, OPTIONS);
    expect(many.calls.filter((c) => c.startsWith('stage'))).toEqual(['stage 1000', 'stage 1000', 'stage 500']);
    const bad = kit();
    const report = await bad.useCase.execute(formatOf(Array.from({ length: MAX_REPORTED_PROBLEMS + 50 }, (_, i) => rejection(i + 2, 'bad'))), bytes('x'), TARGET, OPTIONS);
    expect(report.rejected).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(report.truncated).toBe(true);
    expect(bad.calls).toEqual(['begin', 'discard']);
  });

  it('reads the next batch while the last one is written, one write at a time; a write that fails ends the import, discarded once the write has ended', async () => {
    const k = kit();
    const events: string[] = [];
    let writing = 0;
    let batches = 0;
    const slowStage = async (_id: string, products: readonly StagedProduct[]): Promise<void> => {
      writing += 1;
      events.push(`write ${products.length} (${writing} at once)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      writing -= 1;
      if (++batches === 2) throw new Error('the database went away');
    };
    const reader: CatalogImportFormat = {
      async* read() {
        for (let i = 0; i < 3000; i++) {
          if (i % 1000 === 999) events.push(`read ${i + 1}`);
          yield item(product(i + 2, `p${i}`));
        }
      },
    };
    const imports: CatalogImports = { ...k.imports, stage: slowStage, discard: async () => { events.push(`discard (${writing} writing)`); } };
    const useCase = new ImportCatalog(imports, { store: async () => ok({ path: '/x' }) }, { afterImport: async () => {} }, { send: async () => 0 }, k.audit, { now: () => AT });
    await expect(useCase.execute(reader, bytes('x'), TARGET, OPTIONS)).rejects.toThrow('the database went away');
    // The first batch is written while the second is read; never two writes at once.
    expect(events).toEqual(['read 1000', 'write 1000 (1 at once)', 'read 2000', 'write 1000 (1 at once)', 'read 3000', 'discard (0 writing)']);
  });
});
