import type { BackInStockRequest, BackInStockRequests } from '../../src/ports/back-in-stock.port.js';

/** Back-in-stock requests in memory; passes the same contract as the SQL store. */
export class InMemoryBackInStockRequests implements BackInStockRequests {
  private readonly requests: BackInStockRequest[] = [];

  async save(request: BackInStockRequest): Promise<'created' | 'already-requested'> {
    if (this.requests.some((r) => r.email === request.email && r.stockId === request.stockId)) return 'already-requested';
    this.requests.push({ ...request });
    return 'created';
  }

  async list(limit: number): Promise<BackInStockRequest[]> {
    return this.requests
      .map((r, i) => ({ r, i }))
      .sort((a, b) => b.r.requestedAt.getTime() - a.r.requestedAt.getTime() || b.i - a.i)
      .slice(0, limit)
      .map(({ r }) => ({ ...r }));
  }
}
