import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CatalogJsonLines } from '../../../src/adapters/catalog-formats/catalog-jsonl.js';
import { CATALOG_JSONL_SCHEMA } from '../../../src/adapters/catalog-formats/catalog-jsonl-schema.js';
import type { ImportedItem } from '../../../src/domain/catalog/catalog-import.js';
import type { ImportTarget } from '../../../src/ports/catalog-import.port.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/catalog-import/catalog.jsonl', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('../../../docs/catalog-import.schema.json', import.meta.url));
const TARGET: ImportTarget = { brand: 'yours-clothing', currency: 'GBP', byVendor: new Map() };

async function readAll(input: AsyncIterable<Uint8Array>): Promise<ImportedItem[]> {
  const items: ImportedItem[] = [];
  for await (const item of new CatalogJsonLines().read(input, TARGET)) items.push(item);
  return items;
}

async function* lines(...texts: string[]): AsyncGenerator<Uint8Array> {
  for (const t of texts) yield new TextEncoder().encode(t);
}

const GOOD = { brand: 'pixie', slug: 'a-top', texts: { en: { name: 'A Top' } }, category: { slug: 'tops', name: 'Tops' }, colour: 'Red', sizes: [{ sku: 'AT-8', size: '8' }], prices: [{ currency: 'GBP', price: '10.00' }] };
const line = (overrides: object): string => `${JSON.stringify({ ...GOOD, ...overrides })}\n`;

describe('the JSON Lines import format', () => {
  it('is described by the schema file in docs, the same as the one the reader checks with', () => {
    expect(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(CATALOG_JSONL_SCHEMA)));
  });

  it('reads products with texts per language, prices per currency, scheduled sales and hidden products', async () => {
    const items = await readAll(createReadStream(FIXTURE));
    expect(items.map((i) => i.kind)).toEqual(['product', 'product']);
    const [tunic, coat] = items.flatMap((i) => (i.kind === 'product' ? [i.product] : []));
    expect(tunic).toMatchObject({
      line: 1, brand: 'yours-clothing', slug: 'imported-jsonl-tunic', name: 'Imported Jersey Tunic', description: '<p>A soft tunic.</p>',
      texts: [{ locale: 'de', name: 'Jersey-Tunika', description: '<p>Eine weiche Tunika.</p>' }, { locale: 'fr', name: 'Tunique en jersey', description: '' }],
      sizes: [{ sku: 'IJT-16', ukSize: '16', barcode: '5012345678924', quantity: 3 }, { sku: 'IJT-18', ukSize: '18', barcode: null, quantity: 0 }],
      prices: [
        { currency: 'GBP', priceMinor: 2800, salePriceMinor: 1999, saleStartsAt: '2026-11-20T00:00:00Z', saleEndsAt: '2026-12-31T00:00:00Z' },
        { currency: 'EUR', priceMinor: 3299, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null },
      ],
      images: [{ source: 'images/tunic.png', alt: 'Black tunic' }], seoTitle: 'Jersey tunic', published: true,
    });
    expect(coat).toMatchObject({ line: 3, brand: 'evans', categoryName: 'Coats & Jackets', prices: [{ priceMinor: 7900 }], published: false });
  });

  it('names the line and the field of every problem', async () => {
    const items = await readAll(lines(
      line({}),
      line({ sizes: [{ sku: 'X-1', size: 'XXXXXL' }], prices: [{ currency: 'GBP', price: '12.999' }] }),
      '{"brand": "pixie",\n',
      line({ colour: undefined, extra: 1 }),
      line({ prices: [{ currency: 'GBP', price: '10', salePrice: '12' }], description: undefined }),
    ));
    const problems = items.flatMap((i) => (i.kind === 'rejected' ? i.problems : []));
    expect(problems).toEqual([
      { line: 2, column: 'sizes[0].size', message: expect.stringContaining("Unknown size 'XXXXXL'") },
      { line: 2, column: 'prices[0].price', message: "'12.999' has 3 decimals; GBP has 2" },
      { line: 3, column: null, message: expect.stringContaining('not JSON') },
      { line: 4, column: null, message: "'colour' is required" },
      { line: 4, column: null, message: "'extra' is not a field of the format" },
      { line: 5, column: 'prices[0].salePrice', message: 'The sale price must be lower than the price.' },
    ]);
    expect(items[0]!.kind).toBe('product');
  });

  it('cleans descriptions and drops image sources it cannot use, with warnings', async () => {
    const [item] = await readAll(lines(line({
      texts: { en: { name: 'A Top', description: '<p onclick="x()">Hi<script>steal()</script></p>' } },
      images: [{ src: 'file:///etc/passwd' }, { src: '../../secret.png' }, { src: 'https://cdn.example.com/a.jpg' }],
    })));
    expect(item).toMatchObject({ kind: 'product', product: { description: '<p>Hi</p>', images: [{ source: 'https://cdn.example.com/a.jpg' }] } });
    expect(item!.kind === 'product' && item!.warnings.map((w) => w.column)).toEqual(['images[0].src', 'images[1].src', 'texts.en.description']);
  });
});
