import { describe, expect, test } from 'vitest';
import { CategoryPage } from '../../../../../src/adapters/ui-react/screens/category/category-page.js';
import { listingHref, toCategoryListingView, type AppliedFilters } from '../../../../../src/adapters/ui-react/screens/category/category-listing.view.js';
import type { Product } from '../../../../../src/domain/catalog/product.js';
import { money } from '../../../../../src/domain/pricing/money.js';
import { render, site } from '../../render.js';

const product = (id: number, priceMinor: number, salePriceMinor: number | null = null): Product => ({
  id, code: `PX-${id}`, brand: 'pixie', slug: `top-${id}`, name: `Top ${id}`, description: '', colour: 'Red',
  categorySlug: 'tops', kind: 'apparel', images: [`/images/p/PX-${id}/1.svg`], priceMinor, salePriceMinor,
  prices: [], sizes: [], giftCard: null, archived: false,
});

const applied: AppliedFilters = { sort: 'price-asc', page: 2, sizes: ['12'], colours: ['Red'], minPrice: '10', maxPrice: '' };

const view = toCategoryListingView({
  category: { brand: 'pixie', slug: 'tops', name: 'Tops', position: 1 },
  listing: {
    items: Array.from({ length: 6 }, (_, i) => product(i + 1, 2000 + i * 100, i === 0 ? 1500 : null)),
    total: 30, page: 2, pageSize: 6, pageCount: 5,
    facets: { sizes: [{ value: '12', count: 9 }, { value: '14', count: 4 }], colours: [{ value: 'Red', count: 30 }], priceRangeMinor: { min: 1500, max: 2500 } },
  },
  applied,
  display: site('pixie').price,
  priceNotice: 'vat-included',
  lowestPriorPrices: new Map([[1, money(1400, 'GBP')]]),
  homeLabel: 'Home',
  now: new Date('2026-11-28T00:00:00Z'),
});

describe('CategoryPage', () => {
  const html = render(<CategoryPage view={view} />);

  test('tiles: 533x800 images, lazy after the first row, price and struck sale price', () => {
    const images = [...html.matchAll(/<img class="product-tile__image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(6);
    expect(images.every((img) => img.includes('width="533" height="800"'))).toBe(true);
    expect(images.map((img) => img.includes('loading="lazy"'))).toEqual([false, false, false, false, true, true]);
    expect(html).toContain('<span class="price__current">£15</span> <s class="price__original"><span class="visually-hidden">Was </span>£20</s>');
  });

  test('the tax notice once under the grid, delivery linked; the lowest prior price on the tile that has one', () => {
    expect(html.match(/class="price-notice"/g)).toHaveLength(1);
    expect(html).toContain('<p class="price-notice" data-price-notice="vat-included">Prices include VAT, plus <a href="/help/delivery">delivery</a></p>');
    expect(html.match(/product-tile__prior-price/g)).toHaveLength(1);
    expect(html).toContain('<p class="product-tile__prior-price">Lowest price in the previous 30 days: £14</p>');
  });

  test('paging links keep the filters; the current page is marked', () => {
    expect(listingHref('tops', applied, 3)).toBe('/category/tops?sort=price-asc&size=12&colour=Red&minPrice=10&page=3');
    expect(html).toContain('href="/category/tops?sort=price-asc&amp;size=12&amp;colour=Red&amp;minPrice=10" rel="prev"');
    expect(html).toMatch(/aria-current="page" aria-label="Page 2">2<\/a>/);
  });

  test('the filter form is a plain GET form with sort, facet counts and price inputs', () => {
    expect(html).toContain('<form class="filters" aria-label="Filter products" action="/category/tops" method="get">');
    expect(html).toContain('<option value="price-asc" selected="">Price: low to high</option>');
    expect(html).toContain('<span class="filter-option__value">14</span><span class="filter-option__count">(4)</span>');
    expect(html).toContain('<label class="field__label" for="min-price">Min price (£)</label>');
    expect(html).toMatch(/<input[^>]*name="minPrice"[^>]*value="10"/);
  });
});
