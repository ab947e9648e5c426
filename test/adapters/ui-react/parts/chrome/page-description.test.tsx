import { describe, expect, test } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { Layout } from '../../../../../src/adapters/ui-react/parts/chrome/layout.js';
import { META_DESCRIPTION_MAX, metaDescription, PageDescription } from '../../../../../src/adapters/ui-react/parts/chrome/page-description.js';
import { buildPageChrome } from '../../../../../src/adapters/ui-react/parts/chrome/page-chrome.view.js';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { CategoryPage } from '../../../../../src/adapters/ui-react/screens/category/category-page.js';
import { toCategoryListingView } from '../../../../../src/adapters/ui-react/screens/category/category-listing.view.js';
import { HomePage } from '../../../../../src/adapters/ui-react/screens/home/home-page.js';
import { NotFoundPage } from '../../../../../src/adapters/ui-react/screens/errors/not-found-page.js';
import { BasketPage } from '../../../../../src/adapters/ui-react/screens/basket/basket-page.js';
import { ConfirmationPage } from '../../../../../src/adapters/ui-react/screens/confirmation/confirmation-page.js';
import type { ConfirmationPageView } from '../../../../../src/adapters/ui-react/screens/confirmation/confirmation-page.view.js';
import { render, site } from '../../render.js';

const chrome = buildPageChrome({
  site: site('evans'),
  categories: [],
  activeCategorySlug: null,
  assets: { scripts: [], styles: [] },
  themeHref: '/theme/evans.css',
  iconHref: '/theme/icons/evans.svg',
  strings: en.page,
});
const descriptions = (html: string): string[] => [...html.matchAll(/<meta name="description" content="([^"]*)"\/>/g)].map((m) => m[1]!);
const head = (html: string): string => html.slice(0, html.indexOf('</head>'));

describe('every page has a meta description in its head', () => {
  test('home: the brand and its tagline', () => {
    const html = render(<Layout chrome={chrome} title="Home"><HomePage view={{ brandName: 'Evans', categories: [], featured: [], priceNotice: 'vat-included' }} /></Layout>);
    expect(descriptions(head(html))).toEqual(['Evans: Fresh styles in every size, delivered to your door.']);
    expect(descriptions(html)).toHaveLength(1);
  });

  test('category: its name and how many products it has', () => {
    const view = toCategoryListingView({
      category: { brand: 'evans', slug: 'dresses', name: 'Dresses', position: 1 },
      listing: { items: [], total: 6, page: 1, pageSize: 24, pageCount: 1, facets: { sizes: [], colours: [], priceRangeMinor: null } },
      applied: { sort: 'featured', page: 1, sizes: [], colours: [], minPrice: '', maxPrice: '' },
      display: site('evans').price,
      priceNotice: 'vat-included',
      lowestPriorPrices: new Map(),
      now: new Date('2026-11-28T00:00:00Z'),
      homeLabel: 'Home',
    });
    const html = render(<Layout chrome={chrome} title="Dresses"><CategoryPage view={view} /></Layout>);
    expect(descriptions(head(html))).toEqual(['Dresses: 6 products to choose from, in every size.']);
  });

  test('basket and not-found pages', () => {
    const basket = render(<Layout chrome={chrome} title="Basket"><BasketPage view={{ basket: { lines: [], count: 0, total: '£0.00', addedProductId: null, suggestions: [] }, error: null } as never} /></Layout>);
    expect(descriptions(head(basket))).toEqual([en.page.basketPageDescription]);
    const missing = render(<Layout chrome={chrome} title="Not found"><NotFoundPage categories={[]} /></Layout>);
    expect(descriptions(head(missing))).toEqual([en.page.notFoundText]);
  });

  test('order confirmation: the headline of the order\'s status, never the shopper\'s email', () => {
    const view: ConfirmationPageView = {
      reference: 'EV-100001', status: 'paid', encryptedOrderId: 'x', email: 'ada@example.com', lines: [],
      delivery: { kind: 'home', lines: ['1 High Street'], safePlace: null, courierInstructions: null },
      subtotal: '£10.00', deliveryPrice: '£0.00', reduction: null, total: '£10.00', priceNotice: 'vat-included', paymentMethod: 'visa', issuedVoucherCodes: [], fulfilment: null, refunds: null, returns: null,
    };
    const paid = render(<Layout chrome={chrome} title="Order confirmation"><ConfirmationPage view={view} /></Layout>);
    expect(descriptions(head(paid))).toEqual([en.page.confirmationThanks]);
    expect(descriptions(paid)).toHaveLength(1);
    expect(head(paid)).not.toContain('ada@example.com');
    const pending = render(<Layout chrome={chrome} title="Order confirmation"><ConfirmationPage view={{ ...view, status: 'pending' }} /></Layout>);
    expect(descriptions(head(pending))).toEqual([en.page.confirmationProcessingTitle]);
  });

  test('a description given to the Layout wins: one tag only', () => {
    const html = render(<Layout chrome={chrome} title="Home" description="From the layout"><PageDescription text="From the page" /></Layout>);
    expect(descriptions(html)).toEqual(['From the layout']);
  });

  test('a fragment (no Layout) carries no meta tag', () => {
    expect(render(<div><PageDescription text="From the page" /></div>)).toBe('<div></div>');
  });
});

describe('metaDescription', () => {
  test('collapses whitespace and cuts a long text at a word with an ellipsis', () => {
    expect(metaDescription('  Navy Wrap Dress.\n A wrap   dress. ')).toBe('Navy Wrap Dress. A wrap dress.');
    const long = metaDescription(`Navy Wrap Dress. ${'A soft jersey wrap dress with a tie waist '.repeat(8)}`);
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
  fcTest.prop([fc.string({ maxLength: 400 })])('never longer than the limit, never with a line break', (text) => {
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(out).not.toMatch(/[\n\r]/);
  });
});
