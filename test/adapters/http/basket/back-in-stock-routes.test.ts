import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { demoProduct } from './basket-test-app.js';

let TOKEN: string;
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  TOKEN = await issueTestApiKey(sut.db, 'viewer');
}, 120_000);
afterAll(async () => {
  await sut?.close();
});

const soldOut = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock === 0));
const soldOutSize = soldOut.sizes.find((s) => s.unitsInStock === 0)!;
const inStockSize = soldOut.sizes.find((s) => s.unitsInStock > 0);

const notify = (app: StorefrontUnderTest, body: unknown, contentType = 'application/json', ip = '10.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/product/api/notify?site=evans', headers: { 'content-type': contentType }, payload: JSON.stringify(body), remoteAddress: ip });
const list = (app: StorefrontUnderTest, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/operator/back-in-stock', headers: authorization ? { authorization } : {} });

describe('back in stock', () => {
  it('stores a request once per email and size, and lists it for the operator', async () => {
    const body = { email: 'Ana@Example.com', productId: soldOut.id, stockId: soldOutSize.stockId };
    const first = await notify(sut, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: `Thanks, we will email you when ${soldOut.name} in size ${soldOutSize.ukSize} is back in stock.` });
    expect((await notify(sut, { ...body, email: 'ana@example.com' })).statusCode).toBe(200);
    const listed = await list(sut, `Bearer ${TOKEN}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().requests).toEqual([
      { email: 'ana@example.com', stockId: soldOutSize.stockId, productId: soldOut.id, siteId: 'evans', requestedAt: expect.any(String) },
    ]);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const base = { email: 'bo@example.com', productId: soldOut.id, stockId: soldOutSize.stockId };
    const cases: [unknown, number, string][] = [
      [{ ...base, email: 'not an email' }, 400, 'Please enter an email address'],
      [{ ...base, productId: 'x' }, 400, 'Please check productId: it must be a whole number'],
      [{ ...base, productId: 999999 }, 404, 'We could not find that product.'],
      [{ ...base, stockId: 'NOPE-1' }, 404, 'That size is not available for this product.'],
    ];
    if (inStockSize) cases.push([{ ...base, stockId: inStockSize.stockId }, 409, 'Good news: this size is in stock, so you can add it to your bag now.']);
    for (const [body, status, message] of cases) {
      const response = await notify(sut, body, 'application/json', '10.0.0.2');
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code: expect.any(String), message });
    }
    expect((await notify(sut, base, 'application/x-www-form-urlencoded', '10.0.0.2')).statusCode).toBe(415);
    const emails = (await list(sut, `Bearer ${TOKEN}`)).json<{ requests: { email: string }[] }>().requests.map((r) => r.email);
    expect(emails).not.toContain('bo@example.com');
  });

  it('rate-limits one client to 10 requests a minute', async () => {
    const body = { email: 'flood@example.com', productId: soldOut.id, stockId: soldOutSize.stockId };
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await notify(sut, body, 'application/json', '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await notify(sut, body, 'application/json', '10.0.0.9');
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests: please try again in a minute.' });
    expect((await notify(sut, body, 'application/json', '10.0.0.10')).statusCode).toBe(200);
  });

  it('protects the operator list with an operator API key', async () => {
    expect((await list(sut)).statusCode).toBe(401);
    expect((await list(sut, 'Bearer wrong')).statusCode).toBe(401);
    expect((await list(sut, `Basic ${TOKEN}`)).statusCode).toBe(401);
  });
});
