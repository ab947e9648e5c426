import { routesOf } from '../adapters/http/app.js';
import { fulfilmentRoutes } from '../adapters/http/orders/fulfilment-routes.js';
import { orderPaymentRoutes } from '../adapters/http/orders/order-payment-routes.js';
import { SqlOrderPayments } from '../adapters/persistence/sql-order-payments.js';
import { CancelOrderPayment } from '../application/orders/cancel-order-payment.use-case.js';
import { CaptureOrderPayment } from '../application/orders/capture-order-payment.use-case.js';
import { OrderPaymentModifier, type CaptureModeOf } from '../application/orders/order-payment-modifier.js';
import { RefundOrder } from '../application/orders/refund-order.use-case.js';
import { SettlePaymentModification } from '../application/orders/settle-payment-modification.use-case.js';
import type { OrderPayments } from '../ports/order-payments.port.js';
import { PAYMENTS } from './payment-sandbox-module.js';
import type { Database } from '../adapters/persistence/database.js';
import { announceStockMoves } from '../adapters/persistence/announce-stock-moves.js';
import { SqlOrderFulfilment } from '../adapters/persistence/sql-order-fulfilment.js';
import { BackgroundEmailSender } from '../adapters/providers/email/background-email-sender.js';
import { OrderFulfilmentEmails } from '../adapters/providers/email/order-fulfilment-emails.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { CancelOrderLines } from '../application/orders/cancel-order-lines.use-case.js';
import { DispatchOrderLines } from '../application/orders/dispatch-order-lines.use-case.js';
import { MarkShipmentDelivered } from '../application/orders/mark-shipment-delivered.use-case.js';
import { ViewOrderFulfilment } from '../application/orders/view-order-fulfilment.use-case.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import type { FulfilmentEmails } from '../ports/order-emails.port.js';
import type { OrderFulfilment } from '../ports/order-fulfilment.port.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';
import { CHECKOUT } from './checkout-module.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { OPERATORS } from './operators-module.js';
import { TOKENS, token } from './tokens.js';

/** The orders area's ports: what happens to an order after the payment. */
export const ORDERS = {
  OrderFulfilment: token<OrderFulfilment>('OrderFulfilment'),
  FulfilmentEmails: token<FulfilmentEmails>('FulfilmentEmails'),
  OrderPayments: token<OrderPayments>('OrderPayments'),
  CaptureModeOf: token<CaptureModeOf>('CaptureModeOf'),
} as const;

/**
 * Orders after the payment: fulfilment (dispatch with tracking, delivered, lines cancelled with
 * their stock back, which every node's caches hear of), its emails through the shop's one email
 * sender, and its routes under /operator/api for operators with the `fulfil` permission.
 */
export const ordersArea = httpArea('orders', (bind) => {
  bind(ORDERS.OrderFulfilment).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus) => new SqlOrderFulfilment(db, announceStockMoves(caches)),
    [TOKENS.Database, TOKENS.CacheInvalidationBus]).inSingletonScope();
  bind(ORDERS.FulfilmentEmails).toResolvedValue((config: AppConfig) => new OrderFulfilmentEmails(config.mailFrom), [TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [DispatchOrderLines], [
    CHECKOUT.Orders, ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, ORDERS.FulfilmentEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock, TOKENS.IdGenerator]);
  bindUseCases(bind, [CancelOrderLines], [
    CHECKOUT.Orders, ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, ORDERS.FulfilmentEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock]);
  bindUseCases(bind, [MarkShipmentDelivered], [ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  bindUseCases(bind, [ViewOrderFulfilment], [ORDERS.OrderFulfilment]);
  bindDatabaseAdapters(bind, [ORDERS.OrderPayments, SqlOrderPayments]);
  bind(ORDERS.CaptureModeOf).toResolvedValue((config: AppConfig): CaptureModeOf => (site) => (config.manualCaptureSites.has(site) ? 'manual' : 'automatic'), [TOKENS.Config]);
  bindUseCases(bind, [OrderPaymentModifier], [
    CHECKOUT.Orders, ORDERS.OrderPayments, PAYMENTS.PaymentGateway, OPERATORS.OperatorAuditLog, TOKENS.IdGenerator, TOKENS.Clock, ORDERS.CaptureModeOf]);
  bindUseCases(bind, [CaptureOrderPayment, CancelOrderPayment, RefundOrder], [OrderPaymentModifier]);
  bindUseCases(bind, [SettlePaymentModification], [ORDERS.OrderPayments, TOKENS.Clock]);
}, (c) => [
  routesOf(fulfilmentRoutes, {
    dispatchOrderLines: c.get(DispatchOrderLines), markShipmentDelivered: c.get(MarkShipmentDelivered), cancelOrderLines: c.get(CancelOrderLines),
  }),
  routesOf(orderPaymentRoutes, { captureOrderPayment: c.get(CaptureOrderPayment), cancelOrderPayment: c.get(CancelOrderPayment), refundOrder: c.get(RefundOrder) }),
]);
