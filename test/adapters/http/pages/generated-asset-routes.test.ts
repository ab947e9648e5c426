import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPageTestApp } from './page-test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildPageTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('theme stylesheets', () => {
  test('differ by brand and set the custom properties', async () => {
    const evans = await app.inject('/theme/evans.css');
    const rhino = await app.inject('/theme/bad-rhino.css');
    expect(evans.statusCode).toBe(200);
    expect(evans.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(evans.body).toContain('--colour-primary: #5b2a86;');
    expect(rhino.body).toContain('--colour-primary: #1b1b1b;');
    expect(evans.body).not.toBe(rhino.body);
    expect(evans.body.startsWith(':root {')).toBe(true);
  });

  test('are cacheable for a day with an ETag, revalidated with 304', async () => {
    const first = await app.inject('/theme/pixie.css');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{10}"$/);
    const again = await app.inject({ url: '/theme/pixie.css', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  test('an unknown site answers the 404 page, like any unknown address', async () => {
    const res = await app.inject('/theme/nobody.css');
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });
});

describe('brand icons', () => {
  test('show the first letter of the logo on the brand colour', async () => {
    const res = await app.inject('/theme/icons/mandco.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('fill="#00594f"');
    expect(res.body).toContain('>M</text>');
    expect((await app.inject('/theme/icons/nobody.svg')).statusCode).toBe(404);
  });
});

describe('generated images', () => {
  test('a product image is a 533x800 SVG, immutable, the same for the same code and number', async () => {
    const a = await app.inject('/images/p/EV-000012/2.svg');
    const b = await app.inject('/images/p/EV-000012/2.svg');
    const other = await app.inject('/images/p/EV-000013/2.svg');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/svg+xml');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.body).toContain('width="533" height="800"');
    expect(a.body).toContain('>2</text>');
    expect(a.body).toBe(b.body);
    expect(other.body).not.toBe(a.body);
  });

  test('paints the garment in the product colour named by ?c=, and ignores unknown names', async () => {
    const navy = await app.inject('/images/p/EV-000012/1.svg?c=navy');
    const red = await app.inject('/images/p/EV-000012/1.svg?c=red');
    const unknown = await app.inject('/images/p/EV-000012/1.svg?c=%3Cscript%3E');
    expect(navy.body).toContain('fill="#1f2f5c"');
    expect(red.body).toContain('fill="#b3262e"');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe((await app.inject('/images/p/EV-000012/1.svg')).body);
  });

  test('refuses codes and numbers outside the pattern', async () => {
    expect((await app.inject('/images/p/EV%3Cscript%3E/1.svg')).statusCode).toBe(404);
    expect((await app.inject('/images/p/EV-000012/0.svg')).statusCode).toBe(404);
  });

  test('a gift card image is an SVG with the design name', async () => {
    const res = await app.inject('/images/giftcards/thank-you.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Thank You');
  });
});
