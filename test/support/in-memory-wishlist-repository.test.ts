import { InMemoryWishlistRepository } from './in-memory-wishlist-repository.js';
import { describeWishlistRepositoryContract } from './wishlist-repository-contract.js';

let shoppers = 0;
describeWishlistRepositoryContract('in-memory wishlist repository', async () => ({
  repo: new InMemoryWishlistRepository(new Set([11, 12, 13, 14])),
  productIds: [11, 12, 13, 14],
  shopperId: async () => ++shoppers,
  close: async () => undefined,
}));
