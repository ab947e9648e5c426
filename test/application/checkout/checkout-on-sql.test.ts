import { describe, expect, it } from 'vitest';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';
import { shopOn } from './sql-checkout-kit.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`checkout on ${driver.name}`, () => {
    it('200 concurrent checkouts of the last 10 units: exactly 10 paid orders and 190 OUT_OF_STOCK; refused baskets unchanged', async () => {
      const { db, dispose } = await driver.open();
      try {
        const shop = await shopOn(db);
        const owners = Array.from({ length: 200 }, (_, i): BasketOwner => ({ kind: 'guest', sessionId: `c-${i}`, site: 'evans' }));
        for (const o of owners) await shop.fill(o, { stockId: 'FX-000110-12', quantity: 1, giftVoucher: null });
        await db.query("UPDATE product_sizes SET units_in_stock = 10 WHERE stock_id = 'FX-000110-12'");
        const answers = await Promise.all(owners.map((o) => shop.pay(o)));
        const paid = answers.filter((a) => a.ok && a.value.order.status === 'paid').length;
        const outOfStock = answers.filter((a) => !a.ok && a.error.code === 'OUT_OF_STOCK').length;
        const left = await shop.stockOf('FX-000110-12');
        const paidOrders = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'paid'")).rows[0]!.n;
        const basketsLeft = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_lines')).rows[0]!.n;
        console.log(`[${driver.name}] 200 concurrent checkouts of the last 10 units: ${paid} paid (${paidOrders} paid orders stored), ${outOfStock} OUT_OF_STOCK, ${left} left, ${shop.gateway.payCalls.length} gateway calls, ${basketsLeft} baskets kept`);
        expect([paid, paidOrders, outOfStock, left, shop.gateway.payCalls.length, basketsLeft, shop.sent.length]).toEqual([10, 10, 190, 0, 10, 190, 10]);
      } finally {
        await dispose();
      }
    }, 180_000);

    it('a gift voucher bought on one order issues a code that pays part of a second order', async () => {
      const { db, dispose } = await driver.open();
      try {
        const shop = await shopOn(db);
        const buyer: BasketOwner = { kind: 'guest', sessionId: 'buyer', site: 'evans' };
        await shop.fill(buyer, {
          stockId: 'FX-GIFT-100-One Size', quantity: 1,
          giftVoucher: { priceMinor: 2500, cardType: 'classic', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy', deliveryDate: '' },
        });
        const bought = await shop.pay(buyer);
        if (!bought.ok) throw new Error(bought.error.code);
        const [code] = bought.value.order.issuedVoucherCodes;
        expect(code).toMatch(/^[A-Z0-9]{16}$/);
        expect(await shop.vouchers.find(code!)).toMatchObject({ balance: { amountMinor: 2500, currency: 'GBP' } });
        expect(shop.sent[0]!.text).toContain(code!.slice(0, 4));

        const ana: BasketOwner = { kind: 'guest', sessionId: 'ana', site: 'evans' };
        await shop.fill(ana, { stockId: 'FX-000101-12', quantity: 1, giftVoucher: null });
        expect(await shop.discounts.applyVoucher(ana, code!, new Date())).toBe(true);
        const second = await shop.pay(ana);
        if (!second.ok) throw new Error(second.error.code);
        expect(second.value.order.reductions).toEqual([{ kind: 'voucher', code, amount: { amountMinor: 2500, currency: 'GBP' } }]);
        expect(shop.gateway.payCalls.at(-1)!.amount.amountMinor).toBe(second.value.order.total.amountMinor);
        expect(second.value.order.total.amountMinor).toBe(second.value.order.subtotal.amountMinor + second.value.order.deliveryPrice.amountMinor - 2500);
        expect(await shop.vouchers.find(code!)).toMatchObject({ balance: { amountMinor: 0 } });
        expect(await shop.discounts.appliedTo(ana)).toEqual([]);
        expect(await shop.baskets.linesOf(ana)).toEqual([]);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
