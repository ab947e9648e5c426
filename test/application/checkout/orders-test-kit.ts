import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import { ViewCheckout } from '../../../src/application/delivery/view-checkout.use-case.js';
import { CloseOrder } from '../../../src/application/checkout/close-order.js';
import { AwardLoyaltyPoints } from '../../../src/application/loyalty/award-loyalty-points.use-case.js';
import { CompletePaidOrder } from '../../../src/application/checkout/complete-paid-order.use-case.js';
import { ExpirePendingOrders } from '../../../src/application/checkout/expire-pending-orders.use-case.js';
import { HandlePaymentNotifications } from '../../../src/application/checkout/handle-payment-notifications.use-case.js';
import { SaveShopperDetails } from '../../../src/application/checkout/save-shopper-details.use-case.js';
import { PostcodeLibraryFormat } from '../../../src/adapters/system/postcode-library-format.js';
import { InitiatePayment, type InitiatePaymentCommand } from '../../../src/application/checkout/initiate-payment.use-case.js';
import { PlaceOrder } from '../../../src/application/checkout/place-order.use-case.js';
import { ReconcileUnansweredAttempts } from '../../../src/application/checkout/reconcile-unanswered-attempts.use-case.js';
import { SettleSuccessfulPayment } from '../../../src/application/checkout/settle-successful-payment.js';
import { SubmitPaymentDetails } from '../../../src/application/checkout/submit-payment-details.use-case.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import type { PaymentMethodData } from '../../../src/ports/payment-gateway.port.js';
import { InMemoryBasketDiscounts } from '../../support/in-memory-basket-discounts.js';
import { InMemoryDeliveryChoices } from '../../support/in-memory-delivery-choices.js';
import { InMemoryOrders, InMemoryShopState } from '../../support/in-memory-orders.js';
import { InMemoryShopperDetails } from '../../support/in-memory-shopper-details.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { SAME_BILLING } from '../../support/shopper-details-fixtures.js';
import { basketKit, NOW, site, TEST_PRODUCTS } from '../basket/basket-test-kit.js';

export const evans = site('evans');
export const card: PaymentMethodData = { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedSecurityCode: 'test_737', holderName: 'Ada' };
export const ideal: PaymentMethodData = { type: 'ideal' };

/** Random-looking ids: long enough for order ids (32 characters) and voucher codes (16 letters and digits). */
export function randomIds() {
  let n = 0;
  return { next: () => `${(++n).toString(36).padStart(6, '0')}${'aBcD3fGh1jKlMn0pQrStUvWxYz_-9876543210'.slice(0, 37)}` };
}

/** The order use cases over in-memory ports and the scripted gateway, with the clock a test can move. */
export function ordersKit() {
  const kit = basketKit();
  const clock = { at: NOW, now() { return this.at; } };
  const discounts = new InMemoryBasketDiscounts();
  const choices = new InMemoryDeliveryChoices();
  const details = new InMemoryShopperDetails();
  const shop = new InMemoryShopState();
  for (const p of TEST_PRODUCTS) for (const s of p.sizes) shop.stock.set(s.stockId, s.unitsInStock);
  // The orders are placed from the kit's basket, as SqlOrders places them from the basket's rows.
  shop.basketUnitsOf = async (owner) => {
    const units = new Map<string, number>();
    for (const line of await kit.baskets.linesOf(owner)) units.set(line.stockId, (units.get(line.stockId) ?? 0) + line.quantity);
    return units;
  };
  shop.afterPaid = async (owner) => {
    for (const line of await kit.baskets.linesOf(owner)) await kit.baskets.changeQuantity(owner, line.shoppingBasketId, 'delete');
  };
  const orders = new InMemoryOrders(shop);
  const gateway = new ScriptedPaymentGateway();
  const sent: OutgoingEmail[] = [];
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const problemLog = { report: (event: string, d: Record<string, unknown>) => void problems.push({ event, details: d }) };
  const mailer = { fail: false, send: async (email: OutgoingEmail) => { if (mailer.fail) throw new Error('SMTP down'); sent.push(email); } };
  const emails = { confirmation: (order: Order): OutgoingEmail => ({ to: order.details.email, from: 'shop@example.com', subject: order.reference, text: order.reference, html: `<p>${order.reference}</p>` }) };
  const ids = randomIds();
  const view = new ViewCheckout(new ViewQuickBasket(kit.baskets, kit.catalog, clock), discounts, choices, clock);
  const pointsAdded: { shopperId: number; points: number }[] = [];
  const loyalty = { addPoints: async (shopperId: number, points: number) => { pointsAdded.push({ shopperId, points }); return points; } };
  const completePaid = new CompletePaidOrder(emails, mailer, problemLog, new AwardLoyaltyPoints(loyalty));
  const closeOrder = new CloseOrder(orders, ids, completePaid, clock, () => 'automatic');
  const placeOrder = new PlaceOrder(view, details, orders, closeOrder, ids, clock);
  const settle = new SettleSuccessfulPayment(orders, closeOrder, gateway, problemLog, clock);
  const initiate = new InitiatePayment(placeOrder, orders, gateway, closeOrder, settle, clock, new SaveShopperDetails(details, new PostcodeLibraryFormat(), clock));
  const submitDetails = new SubmitPaymentDetails(orders, gateway, closeOrder, settle, clock);
  const notifications = new HandlePaymentNotifications(orders, closeOrder, settle);
  const reconcile = new ReconcileUnansweredAttempts(orders, clock);
  const expire = new ExpirePendingOrders(orders, closeOrder, clock, 60 * 60_000);
  let lines = 0;
  const fill = async (owner: BasketOwner, stockId = 'FX-000101-12', quantity = 1) => {
    await kit.baskets.add(owner, { stockId, quantity, giftVoucher: null }, `line-${++lines}`, NOW);
    await details.save(owner, SAME_BILLING);
  };
  const pay = (owner: BasketOwner, over: Partial<InitiatePaymentCommand> = {}) =>
    initiate.execute({ owner, site: evans, orderId: null, paymentMethod: card, browserInfo: null, storePaymentMethod: false, returnUrlFor: (id) => `https://shop.test/Return?o=${id}`, ...over });
  return {
    ...kit, clock, discounts, choices, details, shop, orders, gateway, sent, problems, pointsAdded, mailer, view, closeOrder, placeOrder, settle, initiate, submitDetails, notifications, reconcile, expire, fill, pay,
  };
}
