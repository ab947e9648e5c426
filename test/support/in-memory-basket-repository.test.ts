import { describeBasketRepositoryContract } from './basket-repository-contract.js';
import { InMemoryBasketRepository } from './in-memory-basket-repository.js';

describeBasketRepositoryContract('in-memory basket repository', async (products) => ({
  repo: new InMemoryBasketRepository(products),
  close: async () => undefined,
}));
