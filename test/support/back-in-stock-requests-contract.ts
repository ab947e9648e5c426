import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackInStockRequest, BackInStockRequests } from '../../src/ports/back-in-stock.port.js';

const t0 = new Date('2026-11-01T10:00:00.000Z');
const request = (over: Partial<BackInStockRequest> = {}): BackInStockRequest => ({
  email: 'ana@example.com', stockId: 'FX-000101-14', productId: 101, siteId: 'evans', requestedAt: t0, ...over,
});

/** What every BackInStockRequests store does (fake and SQL). Stock ids are sizes of the fixture catalog. */
export function describeBackInStockRequestsContract(name: string, make: () => Promise<{ store: BackInStockRequests; close(): Promise<void> }>) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('stores a request once per email and stock id, and lists the newest first', async () => {
      expect(await subject.store.save(request())).toBe('created');
      expect(await subject.store.save(request({ requestedAt: new Date(t0.getTime() + 5000) }))).toBe('already-requested');
      expect(await subject.store.save(request({ stockId: 'FX-000102-12', productId: 102, requestedAt: new Date(t0.getTime() + 1000) }))).toBe('created');
      expect(await subject.store.save(request({ email: 'bo@example.com', requestedAt: new Date(t0.getTime() + 2000) }))).toBe('created');
      const listed = await subject.store.list(10);
      expect(listed.map((r) => [r.email, r.stockId])).toEqual([
        ['bo@example.com', 'FX-000101-14'], ['ana@example.com', 'FX-000102-12'], ['ana@example.com', 'FX-000101-14'],
      ]);
      expect(listed[2]).toEqual(request());
      expect(await subject.store.list(1)).toHaveLength(1);
    });
  });
}
