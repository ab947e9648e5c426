import { ownerKeyOf } from '../../src/domain/accounts/basket-owner.js';
import { InMemoryOrderFulfilment } from './in-memory-order-fulfilment.js';
import { InMemoryOrders, InMemoryShopState } from './in-memory-orders.js';
import { describeOrderFulfilmentContract } from './order-fulfilment-contract.js';

describeOrderFulfilmentContract('in-memory order fulfilment', async () => {
  const shop = new InMemoryShopState();
  const orders = new InMemoryOrders(shop);
  const fulfilment = new InMemoryOrderFulfilment(orders);
  return {
    orders,
    fulfilment,
    setStock: async (stockId, units) => void shop.stock.set(stockId, units),
    stockOf: async (stockId) => shop.stock.get(stockId) ?? 0,
    addToBasket: async (owner, stockId, quantity) => {
      const units = shop.basketUnits.get(ownerKeyOf(owner)) ?? new Map<string, number>();
      units.set(stockId, (units.get(stockId) ?? 0) + quantity);
      shop.basketUnits.set(ownerKeyOf(owner), units);
    },
    eventsOf: async (orderId) => fulfilment.events.filter((e) => e.orderId === orderId).map(({ type, data }) => ({ type, data })),
    close: async () => undefined,
  };
});
