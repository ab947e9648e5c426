import type { BackInStockRequest, BackInStockRequests } from '../../ports/back-in-stock.port.js';

const BACK_IN_STOCK_LIST_MAX = 500;

/** For operators: who waits for which size, newest first. */
export class ListBackInStockRequests {
  constructor(private readonly requests: BackInStockRequests) {}

  execute(limit = BACK_IN_STOCK_LIST_MAX): Promise<BackInStockRequest[]> {
    return this.requests.list(Math.max(1, Math.min(limit, BACK_IN_STOCK_LIST_MAX)));
  }
}
