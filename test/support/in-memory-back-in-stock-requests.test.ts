import { describeBackInStockRequestsContract } from './back-in-stock-requests-contract.js';
import { InMemoryBackInStockRequests } from './in-memory-back-in-stock-requests.js';

describeBackInStockRequestsContract('in-memory back-in-stock requests', async () => ({
  store: new InMemoryBackInStockRequests(),
  close: async () => undefined,
}));
