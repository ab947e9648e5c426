import { InMemoryShopperDetails } from './in-memory-shopper-details.js';
import { describeShopperDetailsContract } from './shopper-details-contract.js';

let shoppers = 0;
describeShopperDetailsContract('in-memory shopper details', async () => ({
  details: new InMemoryShopperDetails(),
  shopperId: async () => ++shoppers,
  close: async () => undefined,
}));
