import { describe, expect, test } from 'vitest';
import { ProductPage } from '../../../../../src/adapters/ui-react/screens/product/product-page.js';
import { toProductDetailView } from '../../../../../src/adapters/ui-react/parts/catalog/product-detail.view.js';
import type { Product } from '../../../../../src/domain/catalog/product.js';
import { inputTag, render, site } from '../../render.js';

const dress: Product = {
  id: 4021,
  code: 'EV-004021',
  brand: 'evans',
  slug: 'navy-wrap-dress-4021',
  name: 'Navy Wrap Dress',
  description: 'A wrap dress with a tie waist.',
  colour: 'Navy',
  categorySlug: 'dresses',
  kind: 'apparel',
  images: ['/images/p/EV-004021/1.svg', '/images/p/EV-004021/2.svg', '/images/p/EV-004021/3.svg'],
  priceMinor: 4500,
  salePriceMinor: 2999,
  prices: [],
  sizes: [
    { stockId: 'EV-004021-14', ukSize: '14', unitsInStock: 12 },
    { stockId: 'EV-004021-16', ukSize: '16', unitsInStock: 2 },
    { stockId: 'EV-004021-18', ukSize: '18', unitsInStock: 0 },
  ],
  giftCard: null,
  archived: false,
};

const category = { brand: 'evans' as const, slug: 'dresses', name: 'Dresses', position: 1 };

const renderFor = (siteId: string, sizingRegion: 'UK' | 'EU' | 'US' | 'AU' = 'UK') =>
  render(<ProductPage view={toProductDetailView({ product: dress, category, site: site(siteId), sizingRegion, homeLabel: 'Home', now: new Date('2026-11-28T00:00:00Z') })} />);

describe('ProductPage', () => {
  test('prices are formatted per site, the original struck through', () => {
    expect(renderFor('evans')).toContain('<span class="price__current">£29.99</span> <s class="price__original"><span class="visually-hidden">Was </span>£45</s>');
    expect(renderFor('yours-clothing-de')).toContain('<span class="price__current">35,09 €</span>');
    expect(renderFor('yours-clothing-se')).toContain('<s class="price__original"><span class="visually-hidden">Was </span>600,75 kr</s>');
  });

  test('the product-data hidden fields carry the exact names of spec section 3', () => {
    const html = renderFor('yours-clothing-de');
    const expected: Record<string, string> = {
      productID: '4021',
      currency_symbol: '€',
      currency_rate: '1.17',
      'currency_symbol-position': 'after',
      currency_separator: ',',
      parent_site_prefix: 'yc',
      productName: 'Navy Wrap Dress',
      image_location: '/images/p/EV-004021/1.svg',
      productValue: '29.99',
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(html).toContain(`<input type="hidden" id="${name}" name="${name}" value="${value}"/>`);
    }
  });

  test('size options carry their stock class and data attributes', () => {
    const html = renderFor('evans');
    expect(html).toMatch(/<span class="size-option instock"><input[^>]*data-stock="instock" data-uk-size="14"/);
    expect(html).toMatch(/<span class="size-option lowstock"><input[^>]*data-stock="lowstock" data-uk-size="16"/);
    expect(html).toMatch(/<span class="size-option nostock"><input[^>]*data-stock="nostock" data-uk-size="18"/);
    expect(inputTag(html, 'stockId', 'EV-004021-18')).toContain('type="radio"');
    expect(html).toContain('18<span class="visually-hidden">, out of stock</span></label>');
  });

  test('the buy grid is a GET form to /basket/api/add with the product id; sizes follow the sizing region', () => {
    const html = renderFor('evans', 'US');
    expect(html).toContain('<form class="buy-grid" data-product-id="4021" data-sizing-region="US" action="/basket/api/add" method="get"><input type="hidden" name="productId" value="4021"/>');
    expect(html).toMatch(/for="size-4021-0">10<\/label>/);
    expect(html).toContain('<option value="UK">UK</option><option value="EU">EU</option><option value="US" selected="">US</option><option value="AU">AU</option>');
    // Spec 4: with no size chosen the add button is disabled with secondary styling and the alternate text.
    expect(html).toContain('<button class="button buy-grid__add button--secondary" type="submit" aria-disabled="true" data-state="alternate">Select a size</button>');
  });

  test('the gallery island: props as JSON, primary image and labelled thumbnail buttons', () => {
    const html = renderFor('evans');
    const props = /<div class="island" data-island="ProductGallery"><script type="application\/json" data-island-props="">(.*?)<\/script><div class="island__root" data-island-root="">/.exec(html)?.[1];
    expect(JSON.parse(props!)).toEqual({ productName: 'Navy Wrap Dress', images: dress.images });
    expect(html).toContain('<img class="gallery__primary" src="/images/p/EV-004021/1.svg" alt="Navy Wrap Dress, image 1" width="533" height="800" data-image-n="1"/>');
    expect(html).toContain('<button class="gallery__thumb" type="button" data-image-n="2" aria-label="Show image 2 of 3">');
    expect(html).toContain('<button class="gallery__thumb" type="button" data-image-n="3" aria-label="Show image 3 of 3">');
  });

  test('breadcrumbs lead home, to the category and to the product', () => {
    const html = renderFor('evans');
    expect(html).toContain('<li class="breadcrumbs__item"><a href="/">Home</a></li><li class="breadcrumbs__item"><a href="/category/dresses">Dresses</a></li><li class="breadcrumbs__item"><span aria-current="page">Navy Wrap Dress</span></li>');
  });

  test('there is exactly one h1', () => {
    expect(renderFor('evans').match(/<h1[ >]/g)).toHaveLength(1);
  });
});

describe('product page meta description', () => {
  test('the view model supplies the product name and its description', () => {
    const view = toProductDetailView({ product: dress, category: null, site: site('evans'), sizingRegion: 'UK', homeLabel: 'Home', now: new Date('2026-11-28T00:00:00Z') });
    expect(view.pageDescription).toBe('Navy Wrap Dress. A wrap dress with a tie waist.');
  });

  test('an imported description shows as its cleaned HTML, and the meta description as its text; a plain one is escaped', () => {
    const at = { category: null, site: site('evans'), sizingRegion: 'UK' as const, homeLabel: 'Home', now: new Date('2026-11-28T00:00:00Z') };
    const imported = toProductDetailView({ ...at, product: { ...dress, description: '<p>Soft <strong>jersey</strong> &amp; cotton.</p>' } });
    expect(imported.descriptionHtml).toBe('<p>Soft <strong>jersey</strong> &amp; cotton.</p>');
    expect(imported.pageDescription).toBe('Navy Wrap Dress. Soft jersey & cotton.');
    expect(toProductDetailView({ ...at, product: { ...dress, description: 'Tops & tees < £10' } }).descriptionHtml).toBe('<p>Tops &amp; tees &lt; £10</p>');
  });
});
