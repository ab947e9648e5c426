import { describe, expect, it } from 'vitest';
import { ListBackInStockRequests } from '../../../src/application/catalog/list-back-in-stock-requests.use-case.js';
import { RequestBackInStockNotice } from '../../../src/application/catalog/request-back-in-stock-notice.use-case.js';
import { InMemoryBackInStockRequests } from '../../support/in-memory-back-in-stock-requests.js';
import { basketKit, NOW, site } from './basket-test-kit.js';

function setup() {
  const kit = basketKit();
  const store = new InMemoryBackInStockRequests();
  return { request: new RequestBackInStockNotice(store, kit.catalog, kit.clock), list: new ListBackInStockRequests(store) };
}

describe('RequestBackInStockNotice and ListBackInStockRequests', () => {
  it('stores a request for a sold-out size once per email (any case) and lists it', async () => {
    const { request, list } = setup();
    const first = await request.execute({ email: ' Ana@Example.com ', productId: 101, stockId: 'FX-000101-14', site: site('evans') });
    expect(first).toEqual({ ok: true, value: { created: true, productName: 'Black Wrap Dress', size: '14' } });
    expect((await request.execute({ email: 'ana@example.com', productId: 101, stockId: 'FX-000101-14', site: site('evans') })).ok && true).toBe(true);
    expect(await list.execute()).toEqual([{ email: 'ana@example.com', stockId: 'FX-000101-14', productId: 101, siteId: 'evans', requestedAt: NOW }]);
  });

  it('refuses a bad email, unknown products or sizes, and sizes in stock', async () => {
    const { request, list } = setup();
    const base = { productId: 101, stockId: 'FX-000101-14', site: site('evans') };
    expect(await request.execute({ ...base, email: 'not-an-email' })).toEqual({ ok: false, error: { code: 'INVALID_EMAIL' } });
    expect(await request.execute({ ...base, email: 'a@b.co', productId: 7 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await request.execute({ ...base, email: 'a@b.co', stockId: 'FX-000102-12' })).toMatchObject({ ok: false, error: { code: 'STOCK_NOT_FOUND' } });
    expect(await request.execute({ ...base, email: 'a@b.co', stockId: 'FX-000101-12' })).toMatchObject({ ok: false, error: { code: 'IN_STOCK' } });
    expect(await list.execute()).toEqual([]);
  });
});
