import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { seededProduct } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

// Several nodes (ADR 0021): Prometheus metrics for an operator API key.
describe('/metrics', () => {
  let sut: StorefrontUnderTest;
  let TOKEN: string;
  beforeAll(async () => {
    sut = await startStorefrontUnderTest();
    TOKEN = await issueTestApiKey(sut.db, 'viewer', 'prometheus');
  }, 60_000);
  afterAll(async () => sut.close());

  const scrape = async () => {
    const res = await sut.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 401 without an operator API key, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', 'Bearer sk_op_not-a-key-we-issued-0123456789', TOKEN]) {
      const res = await sut.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHORISED' });
    }
  });

  it('counts requests by route pattern and status, not by URL; errors show as their status', async () => {
    const product = seededProduct((p) => p.kind === 'apparel' && p.brand === 'yours-clothing');
    for (let i = 0; i < 3; i++) expect((await sut.app.inject(`/product/${product.slug}?utm_source=${i}`)).statusCode).toBe(200);
    expect((await sut.app.inject('/product/no-such-product-anywhere')).statusCode).toBe(404);
    await sut.app.inject('/no/such/route/at/all');
    const body = await scrape();
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/product/:slug",status="200"} 3');
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/product/:slug",status="404"} 1');
    expect(body).toContain('route="(unmatched)",status="404"');
    expect(body).not.toContain(product.slug);
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/product/:slug",status="200"}');
  });

  it('gives the page cache hits and misses and the ratio; order outcomes start at zero; no pool on PGlite', async () => {
    const product = seededProduct((p) => p.kind === 'apparel' && p.brand === 'yours-clothing' && p.id % 2 === 1);
    await sut.app.inject(`/product/${product.slug}`);
    await sut.app.inject(`/product/${product.slug}`);
    const body = await scrape();
    const hits = Number(/page_cache_lookups_total\{result="hit"\} (\d+)/.exec(body)?.[1]);
    const misses = Number(/page_cache_lookups_total\{result="miss"\} (\d+)/.exec(body)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(Number(/^page_cache_hit_ratio (\S+)$/m.exec(body)?.[1])).toBeCloseTo(hits / (hits + misses), 6);
    expect(body).toContain('orders_closed_total{status="paid"} 0');
    expect(body).toContain('orders_placed_total 0');
    expect(body).not.toContain('db_pool_connections');
  });

  it('gives the bytes the page cache holds and the process figures (resident memory, heap, event loop lag)', async () => {
    const product = seededProduct((p) => p.kind === 'apparel' && p.brand === 'evans' && p.id % 2 === 0);
    const page = await sut.app.inject(`/product/${product.slug}`);
    const body = await scrape();
    expect(Number(/^page_cache_bytes (\d+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(Buffer.byteLength(page.body));
    expect(Number(/^process_resident_memory_bytes (\d+)$/m.exec(body)?.[1])).toBeGreaterThan(0);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});
