import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../src/domain/catalog/product.js';
import type { Translated } from '../../../../src/ports/catalog.port.js';
import { productPrice } from '../../../../src/domain/pricing/list-price.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';
import { buildPageTestApp, demoCatalog, firstProduct } from '../pages/page-test-app.js';

const dress = firstProduct((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.length > 1);
const category = demoCatalog.categories.find((c) => c.brand === 'yours-clothing' && c.slug === dress.categorySlug)!;

const attr = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/g);
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]);
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('search engine tags of the shop pages', () => {
  let app: FastifyInstance;
  const page = async (url: string) => {
    const reply = await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
    expect(reply.statusCode).toBe(200);
    return reply.body;
  };
  beforeAll(async () => {
    app = await buildPageTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives a product the same canonical and alternates in three regions, tracking parameters dropped', async () => {
    const path = `/product/${dress.slug}`;
    const expectedAlternates = [
      ...['yours-clothing', 'yours-clothing-ie', 'yours-clothing-us', 'yours-clothing-dk', 'yours-clothing-se', 'yours-clothing-pl',
        'yours-clothing-de', 'yours-clothing-nl', 'yours-clothing-fr', 'yours-clothing-es', 'yours-clothing-au']
        .map((id) => [findSiteVariant(id)!.locale, `http://shop.test${path}?site=${id}`]),
      ['x-default', `http://shop.test${path}?site=yours-clothing`],
    ];
    for (const site of ['yours-clothing', 'yours-clothing-de', 'yours-clothing-fr']) {
      const html = await page(`${path}?site=${site}&utm_source=news&gclid=abc`);
      expect(canonicalOf(html)).toEqual([`http://shop.test${path}?site=${site}`]);
      expect(alternatesOf(html)).toEqual(expectedAlternates);
      expect(html).toContain(`<meta property="og:url" content="http://shop.test${path}?site=${site}"/>`);
      expect(html).not.toContain('name="robots"');
    }
  });

  it('describes the product in JSON-LD with an Offer per size at the site price', async () => {
    const html = await page(`/product/${dress.slug}?site=yours-clothing-de`);
    const [product, breadcrumbs] = jsonLdOf(html);
    const site = findSiteVariant('yours-clothing-de')!;
    const { price } = productPrice(dress, site.price, new Date());
    // The DE site names the product in German (the demo seed's texts, ADR 0055).
    const germanName = (dress as Translated<Product>).texts!.find((t) => t.locale === 'de')!.name;
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: germanName, sku: dress.code, brand: { '@type': 'Brand', name: 'Yours Clothing' } });
    const offers = product!.offers as Record<string, unknown>[];
    expect(offers.map((o) => o.sku)).toEqual(dress.sizes.map((s) => s.stockId));
    for (const [i, offer] of offers.entries()) {
      expect(offer).toMatchObject({ '@type': 'Offer', price: (price.amountMinor / 100).toFixed(2), priceCurrency: 'EUR' });
      expect(offer.availability).toBe(dress.sizes[i]!.unitsInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    }
    for (const image of product!.image as string[]) expect(image).toMatch(/^http:\/\/shop\.test\//);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/shop\.test\//);
    expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
  });

  it('keeps a listing page number in its canonical, drops sort and filters, and does not index two facets', async () => {
    const base = `/category/${category.slug}`;
    const sorted = await page(`${base}?site=yours-clothing-fr&sort=price-asc&page=2`);
    expect(canonicalOf(sorted)).toEqual([`http://shop.test${base}?page=2&site=yours-clothing-fr`]);
    expect(sorted).not.toContain('name="robots"');
    const size = dress.sizes[0]!.ukSize;
    const oneFacet = await page(`${base}?site=yours-clothing&size=${encodeURIComponent(size)}`);
    expect(canonicalOf(oneFacet)).toEqual([`http://shop.test${base}?site=yours-clothing`]);
    expect(oneFacet).not.toContain('name="robots"');
    const twoFacets = await page(`${base}?site=yours-clothing&size=${encodeURIComponent(size)}&colour=${encodeURIComponent(dress.colour)}`);
    expect(twoFacets).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives the home page the brand and its search box, and help pages their alternates', async () => {
    const home = await page('/?site=evans-ie');
    const types = jsonLdOf(home).map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    const website = jsonLdOf(home)[1]!;
    expect(website.potentialAction).toMatchObject({ '@type': 'SearchAction', target: { urlTemplate: 'http://shop.test/search?q={search_term_string}&site=evans-ie' } });
    expect(alternatesOf(home).map(([lang]) => lang)).toEqual(['en-GB', 'en-IE', 'x-default']);
    const help = await page('/help/returns?site=evans');
    expect(canonicalOf(help)).toEqual(['http://shop.test/help/returns?site=evans']);
  });
});
