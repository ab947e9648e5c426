import { describe, expect, it } from 'vitest';
import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import { ViewCheckout } from '../../../src/application/delivery/view-checkout.use-case.js';
import { CloseOrder } from '../../../src/application/orders/close-order.js';
import { AwardLoyaltyPoints } from '../../../src/application/loyalty/award-loyalty-points.use-case.js';
import { CompletePaidOrder } from '../../../src/application/orders/complete-paid-order.use-case.js';
import { InitiatePayment } from '../../../src/application/orders/initiate-payment.use-case.js';
import { SettleSuccessfulPayment } from '../../../src/application/orders/settle-successful-payment.js';
import { PlaceOrder } from '../../../src/application/orders/place-order.use-case.js';
import { OrderConfirmationEmails } from '../../../src/adapters/providers/email/order-confirmation-emails.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketDiscounts } from '../../../src/adapters/persistence/sql-basket-discounts.js';
import { SqlBasketRepository } from '../../../src/adapters/persistence/sql-basket-repository.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlDeliveryChoices } from '../../../src/adapters/persistence/sql-delivery-choices.js';
import { SqlGiftVouchers } from '../../../src/adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { SqlOrders } from '../../../src/adapters/persistence/sql-orders.js';
import { SqlShopperDetails } from '../../../src/adapters/persistence/sql-shopper-details.js';
import { randomIdGenerator } from '../../../src/adapters/system/random-id-generator.js';
import type { BasketOwner } from '../../../src/domain/shopper/basket-owner.js';
import type { Database } from '../../../src/adapters/persistence/database.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import { BIG_STOCK } from '../../support/basket-repository-contract.js';
import { FIXTURE_CATEGORIES, FIXTURE_SAVES } from '../../support/catalog-fixtures.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { SAME_BILLING } from '../../support/shopper-details-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';
import { card, evans } from './orders-test-kit.js';

async function shopOn(db: Database) {
  await migrate(db);
  const catalog = new SqlCatalogRepository(db);
  await catalog.saveCategories(FIXTURE_CATEGORIES);
  for (const batch of [...FIXTURE_SAVES, [BIG_STOCK]]) await catalog.saveProducts(batch);
  const clock = { now: () => new Date() };
  const baskets = new SqlBasketRepository(db);
  const discounts = new SqlBasketDiscounts(db);
  const details = new SqlShopperDetails(db);
  const orders = new SqlOrders(db);
  const gateway = new ScriptedPaymentGateway();
  const sent: OutgoingEmail[] = [];
  const completePaid = new CompletePaidOrder(new OrderConfirmationEmails('Evans <orders@evans.example>'), { send: async (e) => void sent.push(e) }, { report: () => undefined }, new AwardLoyaltyPoints(new SqlLoyaltyAccounts(db)));
  const closeOrder = new CloseOrder(orders, randomIdGenerator, completePaid, clock);
  const view = new ViewCheckout(new ViewQuickBasket(baskets, catalog), discounts, new SqlDeliveryChoices(db), clock);
  const placeOrder = new PlaceOrder(view, details, orders, closeOrder, randomIdGenerator, clock);
  const initiate = new InitiatePayment(placeOrder, orders, gateway, closeOrder, new SettleSuccessfulPayment(orders, closeOrder, gateway, { report: () => undefined }, clock), clock);
  const pay = (owner: BasketOwner) =>
    initiate.execute({ owner, site: evans, orderId: null, paymentMethod: card, browserInfo: null, storePaymentMethod: false, returnUrlFor: () => 'https://shop.test/Return' });
  const stockOf = async (stockId: string) => (await db.query<{ n: number }>('SELECT units_in_stock AS n FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.n;
  let lines = 0;
  const fill = async (owner: BasketOwner, line: Parameters<SqlBasketRepository['add']>[1]) => {
    const added = await baskets.add(owner, line, `line-${++lines}`, new Date());
    if (!added.ok) throw new Error(added.error.code);
    await details.save(owner, SAME_BILLING, new Date());
  };
  return { baskets, discounts, orders, gateway, sent, pay, stockOf, fill, vouchers: new SqlGiftVouchers(db) };
}

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
