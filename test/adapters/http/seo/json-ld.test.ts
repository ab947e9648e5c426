import { describe, expect, it } from 'vitest';
import { jsonLdScriptText, productJsonLd } from '../../../../src/adapters/http/seo/json-ld.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';
import { aProduct } from '../../../support/catalog-fixtures.js';

const site = findSiteVariant('evans')!;
const product = aProduct({
  id: 7, brand: 'evans', name: 'Wrap </script><script>alert(1)</script>', colour: 'Black', categorySlug: 'dresses', priceMinor: 2999, salePriceMinor: 1999,
  sizes: [
    { stockId: 'FX-7-12', ukSize: '12', unitsInStock: 3, barcode: '5012345678900' },
    { stockId: 'FX-7-14', ukSize: '14', unitsInStock: 0 },
  ],
});
const page = { url: 'https://www.evans.example/product/wrap', imageUrls: ['https://www.evans.example/img/7.jpg'], description: 'A wrap dress.' };

describe('product JSON-LD', () => {
  it('offers each size at the price paid now, with its GTIN-13 when the size has a barcode', () => {
    const data = productJsonLd(product, site, new Date('2026-01-01T00:00:00Z'), page);
    expect(data.offers).toEqual([
      expect.objectContaining({ sku: 'FX-7-12', price: '19.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', gtin13: '5012345678900' }),
      expect.not.objectContaining({ gtin13: expect.anything() }),
    ]);
    expect((data.offers as unknown as { availability: string }[])[1]!.availability).toBe('https://schema.org/OutOfStock');
  });

  it('cannot close its script element, and parses back to the same data', () => {
    const data = productJsonLd(product, site, new Date('2026-01-01T00:00:00Z'), page);
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
