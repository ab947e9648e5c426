import { ownerKeyOf } from '../../src/domain/accounts/basket-owner.js';
import { InMemoryOrders, InMemoryShopState } from './in-memory-orders.js';
import { describeOrdersContract } from './orders-contract.js';

let shoppers = 0;
describeOrdersContract('in-memory orders', async () => {
  const shop = new InMemoryShopState();
  return {
    orders: new InMemoryOrders(shop),
    setStock: async (stockId, units) => void shop.stock.set(stockId, units),
    stockOf: async (stockId) => shop.stock.get(stockId) ?? 0,
    addVoucher: async (code, balance) => void shop.vouchers.set(code, balance),
    voucherBalance: async (code) => shop.vouchers.get(code) ?? null,
    shopperWithAppliedCoupon: async (couponId) => {
      const shopperId = ++shoppers;
      shop.coupons.set(couponId, { shopperId, status: 'applied' });
      return shopperId;
    },
    couponStatus: async (couponId) => shop.coupons.get(couponId)?.status ?? null,
    addToBasket: async (owner, stockId, voucherCode, quantity = 1) => {
      const key = ownerKeyOf(owner);
      const units = shop.basketUnits.get(key) ?? new Map<string, number>();
      units.set(stockId, (units.get(stockId) ?? 0) + quantity);
      shop.basketUnits.set(key, units);
      if (voucherCode) shop.basketVouchers.set(key, [...(shop.basketVouchers.get(key) ?? []), voucherCode]);
    },
    basketLineCount: async (owner) => shop.basketUnits.get(ownerKeyOf(owner))?.size ?? 0,
    basketVoucherCount: async (owner) => shop.basketVouchers.get(ownerKeyOf(owner))?.length ?? 0,
    close: async () => undefined,
  };
});
