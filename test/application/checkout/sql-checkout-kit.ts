import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import { ViewCheckout } from '../../../src/application/delivery/view-checkout.use-case.js';
import { CloseOrder } from '../../../src/application/checkout/close-order.js';
import { AwardLoyaltyPoints } from '../../../src/application/loyalty/award-loyalty-points.use-case.js';
import { CompletePaidOrder } from '../../../src/application/checkout/complete-paid-order.use-case.js';
import { SaveShopperDetails } from '../../../src/application/checkout/save-shopper-details.use-case.js';
import { PostcodeLibraryFormat } from '../../../src/adapters/system/postcode-library-format.js';
import { InitiatePayment } from '../../../src/application/checkout/initiate-payment.use-case.js';
import { SettleSuccessfulPayment } from '../../../src/application/checkout/settle-successful-payment.js';
import { HandlePaymentNotifications } from '../../../src/application/checkout/handle-payment-notifications.use-case.js';
import { SubmitPaymentDetails } from '../../../src/application/checkout/submit-payment-details.use-case.js';
import { ReconcileUnansweredAttempts } from '../../../src/application/checkout/reconcile-unanswered-attempts.use-case.js';
import { PlaceOrder } from '../../../src/application/checkout/place-order.use-case.js';
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
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { Database } from '../../../src/adapters/persistence/database.js';
import type { Clock } from '../../../src/ports/clock.port.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import type { PaymentGateway, PaymentMethodData } from '../../../src/ports/payment-gateway.port.js';
import { BIG_STOCK } from '../../support/basket-repository-contract.js';
import { FIXTURE_CATEGORIES, FIXTURE_SAVES } from '../../support/catalog-fixtures.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { SAME_BILLING } from '../../support/shopper-details-fixtures.js';
import { card, evans } from './orders-test-kit.js';

/**
 * The checkout's use cases over SQL adapters on `db` (migrated, with the fixture catalog) and the
 * given gateway (the scripted one by default, the payment sandbox for money tests).
 */
export async function shopOn<G extends PaymentGateway = ScriptedPaymentGateway>(
  db: Database, gateway: G = new ScriptedPaymentGateway() as unknown as G, clock: Clock = { now: () => new Date() },
) {
  await migrate(db);
  const catalog = new SqlCatalogRepository(db);
  await catalog.saveCategories(FIXTURE_CATEGORIES);
  for (const batch of [...FIXTURE_SAVES, [BIG_STOCK]]) await catalog.saveProducts(batch);
  const baskets = new SqlBasketRepository(db);
  const discounts = new SqlBasketDiscounts(db);
  const details = new SqlShopperDetails(db);
  const orders = new SqlOrders(db);
  const sent: OutgoingEmail[] = [];
  const completePaid = new CompletePaidOrder(new OrderConfirmationEmails('Evans <orders@evans.example>'), { send: async (e) => void sent.push(e) }, { report: () => undefined }, new AwardLoyaltyPoints(new SqlLoyaltyAccounts(db)));
  const closeOrder = new CloseOrder(orders, randomIdGenerator, completePaid, clock, () => 'automatic');
  const view = new ViewCheckout(new ViewQuickBasket(baskets, catalog, clock), discounts, new SqlDeliveryChoices(db), clock);
  const placeOrder = new PlaceOrder(view, details, orders, closeOrder, randomIdGenerator, clock);
  const problems: string[] = [];
  const settle = new SettleSuccessfulPayment(orders, closeOrder, gateway, { report: (event) => void problems.push(event) }, clock);
  const initiate = new InitiatePayment(placeOrder, orders, gateway, closeOrder, settle, clock, new SaveShopperDetails(details, new PostcodeLibraryFormat(), clock));
  const submitDetails = new SubmitPaymentDetails(orders, gateway, closeOrder, settle, clock);
  const notifications = new HandlePaymentNotifications(orders, closeOrder, settle);
  const pay = (owner: BasketOwner, paymentMethod: PaymentMethodData = card) =>
    initiate.execute({ owner, site: evans, orderId: null, paymentMethod, browserInfo: null, storePaymentMethod: false, returnUrlFor: () => 'https://shop.test/Return' });
  const stockOf = async (stockId: string) => (await db.query<{ n: number }>('SELECT units_in_stock AS n FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.n;
  let lines = 0;
  const fill = async (owner: BasketOwner, line: Parameters<SqlBasketRepository['add']>[1]) => {
    const added = await baskets.add(owner, line, `line-${++lines}`, new Date());
    if (!added.ok) throw new Error(added.error.code);
    await details.save(owner, SAME_BILLING, new Date());
  };
  const reconcile = new ReconcileUnansweredAttempts(orders, clock);
  return { baskets, discounts, orders, gateway, sent, problems, pay, initiate, submitDetails, notifications, reconcile, stockOf, fill, vouchers: new SqlGiftVouchers(db) };
}
