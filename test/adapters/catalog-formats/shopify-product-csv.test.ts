import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ShopifyProductCsv } from '../../../src/adapters/catalog-formats/shopify-product-csv.js';
import type { ImportedItem, ImportedProduct } from '../../../src/domain/catalog/catalog-import.js';
import type { ImportTarget } from '../../../src/ports/catalog-import.port.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/catalog-import/shopify-dresses.csv', import.meta.url));
const TARGET: ImportTarget = { brand: 'yours-clothing', currency: 'GBP', byVendor: new Map() };
const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Status';

async function readAll(input: AsyncIterable<Uint8Array>, target: ImportTarget = TARGET): Promise<ImportedItem[]> {
  const items: ImportedItem[] = [];
  for await (const item of new ShopifyProductCsv().read(input, target)) items.push(item);
  return items;
}

async function* bytes(...texts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const t of texts) yield typeof t === 'string' ? new TextEncoder().encode(t) : t;
}

const products = (items: ImportedItem[]): ImportedProduct[] => items.flatMap((i) => (i.kind === 'product' ? [i.product] : []));
const problems = (items: ImportedItem[]) => items.flatMap((i) => (i.kind === 'rejected' ? i.problems : []));

describe("Shopify's product CSV", () => {
  it('reads an export: a product per colour, sizes, compare-at prices, images in position order, cleaned descriptions', async () => {
    const items = await readAll(createReadStream(FIXTURE));
    expect(problems(items)).toEqual([]);
    const [navy, green, skirt, draft] = products(items);
    expect(navy).toMatchObject({
      line: 2, brand: 'yours-clothing', slug: 'imported-wrap-dress-navy', name: 'Imported Wrap Dress', colour: 'Navy',
      categorySlug: 'dresses', categoryName: 'Dresses', description: '<p>A soft jersey wrap dress.</p>', published: true,
      seoTitle: 'Wrap dress', tags: ['wrap', 'jersey'],
      sizes: [{ sku: 'IWD-NAVY-12', ukSize: '12', barcode: '5012345678900', quantity: 4 }, { sku: 'IWD-NAVY-14', ukSize: '14', barcode: '5012345678917', quantity: 0 }],
      prices: [{ currency: 'GBP', priceMinor: 3999, salePriceMinor: 2499, saleStartsAt: null, saleEndsAt: null }],
      images: [{ source: 'images/wrap-navy-front.png', alt: 'Navy wrap dress from the front' }, { source: 'images/wrap-navy-back.png', alt: 'Navy wrap dress from the back' }],
    });
    expect(items[0]!.kind === 'product' && items[0]!.warnings).toEqual([{ line: 2, column: 'Body (HTML)', message: expect.stringContaining('Scripts') }]);
    expect(green).toMatchObject({ slug: 'imported-wrap-dress-green', colour: 'Green', sizes: [{ sku: 'IWD-GREEN-12' }, { sku: 'IWD-GREEN-16', quantity: 7 }] });
    expect(skirt).toMatchObject({ slug: 'imported-midi-skirt', colour: 'Multi', categorySlug: 'skirts', sizes: [{ ukSize: '14' }, { ukSize: '16' }], prices: [{ priceMinor: 1950, salePriceMinor: null }] });
    expect(draft).toMatchObject({ slug: 'imported-draft-top', published: false, sizes: [{ ukSize: 'S' }] });
  });

  it('names the line and column of every bad field, and keeps the product out', async () => {
    const items = await readAll(bytes(`${HEADER}
bad,Bad Dress,,,Dresses,Size,XXXXXL,,,B-1,2,12.999,,,,active
bad,,,,,,14,,,B-2,-1,12.99,,ftp://example.com/a.png,1,
good,Good Dress,,,Dresses,Size,10,,,G-1,1,10,,,,active
`));
    expect(problems(items)).toEqual([
      { line: 2, column: 'Option1 Value', message: expect.stringContaining("Unknown size 'XXXXXL'") },
      { line: 2, column: 'Variant Price', message: "'12.999' has 3 decimals; GBP has 2" },
      { line: 3, column: 'Variant Inventory Qty', message: "'-1' is not a quantity: a whole number, 0 or more." },
    ]);
    expect(products(items).map((p) => p.slug)).toEqual(['good']);
  });

  it('refuses a file whose header is not an export, a handle split apart, sizes of one colour at two prices', async () => {
    expect(problems(await readAll(bytes('Name,Price\nx,1\n')))).toEqual([{ line: 1, column: null, message: expect.stringContaining("'Handle'") }]);
    const items = await readAll(bytes(`${HEADER}
a,A,,,Tops,Size,10,,,A-10,1,10,,,,active
b,B,,,Tops,Size,10,,,B-10,1,10,,,,active
a,,,,,,12,,,A-12,1,10,,,,
c,C,,,Tops,Size,10,,,C-10,1,10,,,,active
c,,,,,,12,,,C-12,1,11,,,,
`));
    expect(problems(items)).toEqual([
      { line: 4, column: 'Handle', message: expect.stringContaining("handle 'a' must be together") },
      { line: 6, column: 'Variant Price', message: expect.stringContaining('one price') },
    ]);
  });

  it('refuses a file that is not UTF-8, naming the line', async () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode(`${HEADER}\na,Caf`), 0xe9, ...new TextEncoder().encode(',,,Tops,Size,10,,,A-10,1,10,,,,active\n')]);
    expect(problems(await readAll(bytes(latin1)))).toEqual([{ line: 2, column: null, message: expect.stringContaining('not UTF-8') }]);
    expect(problems(await readAll(bytes(Uint8Array.from([0xff, 0xfe, 0x48, 0x00]))))).toEqual([{ line: 1, column: null, message: expect.stringContaining('UTF-16') }]);
  });

  it('gives the vendor map its brand and currency, and reads any price with the currency\'s decimals back exactly', async () => {
    const target: ImportTarget = { ...TARGET, byVendor: new Map([['Evans', { brand: 'evans', currency: 'EUR' }]]) };
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 99_999_999 }), async (minor) => {
      const price = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      const [p] = products(await readAll(bytes(`Handle,Title,Vendor,Type,Variant SKU,Variant Price\nx,X,Evans,Tops,X-1,${price}\n`), target));
      expect(p).toMatchObject({ brand: 'evans', sizes: [{ ukSize: 'One Size' }], prices: [{ currency: 'EUR', priceMinor: minor }] });
    }), { numRuns: 50 });
  });

  it('gives products while the file is still streaming in', async () => {
    let written = 0;
    async function* many(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode(`${HEADER}\n`);
      for (let i = 0; i < 20_000; i++) {
        written = i;
        yield new TextEncoder().encode(`h${i},Dress ${i},,,Dresses,Size,12,,,S-${i},1,10,,,,active\n`);
      }
    }
    let seenAt = -1;
    for await (const item of new ShopifyProductCsv().read(many(), TARGET)) {
      if (seenAt === -1 && item.kind === 'product') seenAt = written;
    }
    expect(seenAt).toBeGreaterThanOrEqual(0);
    expect(seenAt).toBeLessThan(1_000);
  });
});
