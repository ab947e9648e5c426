import type { ImportedItem, ImportedProduct } from '../../src/domain/catalog/catalog-import.js';
import type { CatalogImportFormat } from '../../src/ports/catalog-import.port.js';

/**
 * An import format for tests of what surrounds the readers (the use case's wiring, the command):
 * one JSON object a line, a product as ImportedProduct has it without its line and brand (the
 * target's), or `{"rejected": "why"}` for a line the reader refuses.
 */
export const testImportFormat: CatalogImportFormat = {
  async* read(input, target) {
    let text = '';
    for await (const chunk of input) text += new TextDecoder().decode(chunk, { stream: true });
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (line.trim() === '') continue;
      const value = JSON.parse(line) as Omit<ImportedProduct, 'line' | 'brand'> | { rejected: string };
      const item: ImportedItem = 'rejected' in value
        ? { kind: 'rejected', problems: [{ line: i + 1, column: 'price', message: value.rejected }] }
        : { kind: 'product', product: { ...value, line: i + 1, brand: target.brand }, warnings: [] };
      yield item;
    }
  },
};

/** A line of the test format: a product with two sizes and a GBP price. */
export const testImportLine = (slug: string, overrides: Partial<Omit<ImportedProduct, 'line' | 'brand'>> = {}): string => JSON.stringify({
  slug, code: null, name: `Dress ${slug}`, description: 'Soft jersey.', texts: [], categorySlug: 'imported', categoryName: 'Imported', colour: 'Navy',
  sizes: [{ sku: `${slug}-12`, ukSize: '12', barcode: null, quantity: 3 }, { sku: `${slug}-14`, ukSize: '14', barcode: null, quantity: 0 }],
  prices: [{ currency: 'GBP', priceMinor: 3000, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null }],
  images: [], seoTitle: null, seoDescription: null, tags: [], published: true, ...overrides,
});
