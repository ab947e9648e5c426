import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HELP_PAGES, helpPagePath } from '../../../../src/domain/site/help-pages.js';
import { buildPageTestApp } from '../pages/page-test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildPageTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the legal and help pages', () => {
  test.each(HELP_PAGES.flatMap((page) => [['evans', page], ['yours-clothing-de', page]]))('%s: %s answers 200 with a template notice, a title and a description', async (site, page) => {
    const res = await get(`${helpPagePath(page)}?site=${site}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<h1 class="help-page__title" id="help-page-title">[^<]+<\/h1>/);
    expect(res.body).toMatch(site === 'evans' ? /<blockquote>\s*<p><strong>Template/ : /<blockquote>\s*<p><strong>Vorlage/);
    expect(titleOf(res.body)).toBeTruthy();
    expect(descriptionOf(res.body)?.length).toBeGreaterThan(20);
  });

  test('a German site reads the German texts, with the withdrawal section at #withdrawal and the model form', async () => {
    const res = await get('/help/returns?site=yours-clothing-de');
    expect(res.body).toContain('<h1 class="help-page__title" id="help-page-title">Rücksendungen und Widerrufsrecht</h1>');
    expect(res.body).toContain('<h2 id="withdrawal">Widerrufsbelehrung</h2>');
    expect(res.body).toContain('Muster-Widerrufsformular');
    expect(descriptionOf(res.body)).toMatch(/^Passt etwas nicht\? Sie können jeden Artikel innerhalb von 14 Tagen/);
  });

  test('an English site has the withdrawal section and the EU model withdrawal form too', async () => {
    const res = await get('/help/returns?site=evans');
    expect(res.body).toContain('<h2 id="withdrawal">Right of withdrawal</h2>');
    expect(res.body).toContain('I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale');
  });

  test("the delivery page lists the checkout's options and prices per country, in the site's currency and language", async () => {
    const uk = (await get('/help/delivery?site=evans')).body;
    expect(uk).toContain('<caption class="delivery-rates__country">United Kingdom</caption>');
    expect(uk).toContain('<tr><th scope="row">Standard delivery</th><td>£3.99</td></tr>');
    expect(uk).toContain('<tr><th scope="row">InPost locker</th><td>£2.49</td></tr>');
    expect(uk).toContain('Standard delivery and pick-up are free for orders from £50.');
    const de = (await get('/help/delivery?site=yours-clothing-de')).body;
    expect(de).toContain('<caption class="delivery-rates__country">Österreich</caption>');
    expect(de).toContain('<tr><th scope="row">Standardversand</th><td>5,84 €</td></tr>');
    expect(de).toContain('ab einem Bestellwert von 70,20 € kostenlos');
  });

  test('the Polish and Dutch delivery pages: their own text, then the same price list in their language and currency', async () => {
    const pl = (await get('/help/delivery?site=yours-clothing-pl')).body;
    expect(pl).toContain('<h1 class="help-page__title" id="help-page-title">Dostawa</h1>');
    expect(pl).toContain('Sposoby i koszty dostawy');
    expect(pl).toContain('<caption class="delivery-rates__country">Polska</caption>');
    expect(pl).toMatch(/<tr><th scope="row">[^<]+<\/th><td>[\d ,]+zł<\/td><\/tr>/);
    const nl = (await get('/help/delivery?site=yours-clothing-nl')).body;
    expect(nl).toContain('<h1 class="help-page__title" id="help-page-title">Bezorginformatie</h1>');
    expect(nl).toContain('<caption class="delivery-rates__country">België</caption>');
  });

  test('a Danish site shows the Danish text; the other pages carry no price list', async () => {
    const res = await get('/help/terms?site=yours-clothing-dk');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="help-page__title" id="help-page-title">Handelsbetingelser</h1>');
    expect(res.body).not.toContain('Terms and conditions of sale');
    expect(res.body).not.toContain('delivery-rates');
  });

  test('an unknown page is the 404 page', async () => {
    const res = await get('/help/shipping-secrets?site=evans');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en-GB"');
  });

  test('every page links to the six help pages from its footer, in the site language', async () => {
    const res = await get('/?site=yours-clothing-de');
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.body)![0];
    for (const page of HELP_PAGES) expect(footer).toContain(`href="${helpPagePath(page)}"`);
    expect(footer).toContain('>Kontakt und Impressum</a>');
  });
});
