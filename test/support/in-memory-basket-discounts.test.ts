import { describeBasketDiscountsContract } from './basket-discounts-contract.js';
import { InMemoryBasketDiscounts } from './in-memory-basket-discounts.js';

let shoppers = 0;
describeBasketDiscountsContract('in-memory basket discounts', async () => {
  const store = new InMemoryBasketDiscounts();
  return {
    discounts: store,
    loyalty: store,
    vouchers: store,
    shopperId: async () => ++shoppers,
    markUsed: async (couponId) => store.markUsed(couponId),
    close: async () => undefined,
  };
});
