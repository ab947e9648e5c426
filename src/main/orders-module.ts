import { routesOf } from '../adapters/http/app.js';
import { fulfilmentRoutes } from '../adapters/http/orders/fulfilment-routes.js';
import { ordersOutRoutes } from '../adapters/http/orders/orders-out-routes.js';
import { operatorOrderPageRoutes } from '../adapters/http/orders/operator-order-page-routes.js';
import { SqlOrderActivity } from '../adapters/persistence/sql-order-activity.js';
import { SqlOrderPaymentResends } from '../adapters/persistence/sql-order-payment-resends.js';
import { ResendUnsentPaymentModifications } from '../application/orders/resend-unsent-payment-modifications.use-case.js';
import type { UnsentPaymentModifications } from '../ports/unsent-payment-modifications.port.js';
import { ViewOrderForOperator } from '../application/orders/view-order-for-operator.use-case.js';
import { ViewOrderRefunds } from '../application/orders/view-order-refunds.use-case.js';
import { ViewOrderHistory } from '../application/orders/view-order-history.use-case.js';
import type { OrderActivity } from '../ports/order-activity.port.js';
import { SqlOrderEventOutbox } from '../adapters/persistence/sql-order-events.js';
import { SqlOrderExport } from '../adapters/persistence/sql-order-export.js';
import { orderListRoutes } from '../adapters/http/orders/order-list-routes.js';
import { SqlOrderSearch } from '../adapters/persistence/sql-order-search.js';
import { ListOrdersForOperators } from '../application/orders/list-orders-for-operators.use-case.js';
import type { OrderSearch } from '../ports/order-search.port.js';
import { operatorDashboardRoutes } from '../adapters/http/orders/operator-dashboard-routes.js';
import { SqlOrderDashboard } from '../adapters/persistence/sql-order-dashboard.js';
import { ListPaymentsNeedingAttention } from '../application/orders/list-payments-needing-attention.use-case.js';
import { ViewOperatorDashboard } from '../application/orders/view-operator-dashboard.use-case.js';
import { RetryPaymentModification } from '../application/orders/retry-payment-modification.use-case.js';
import type { OrderDashboard } from '../ports/order-dashboard.port.js';
import { StandardWebhookSender } from '../adapters/providers/webhooks/standard-webhook-sender.js';
import { DeliverOrderEvents } from '../application/orders/deliver-order-events.use-case.js';
import { ExportOrders } from '../application/orders/export-orders.use-case.js';
import { ListFailedWebhooks, RedeliverWebhook } from '../application/orders/order-webhook-deliveries.use-case.js';
import type { OrderEventOutbox } from '../ports/order-events.port.js';
import type { OrderExport } from '../ports/order-export.port.js';
import type { OrderWebhookSender } from '../ports/order-webhook-sender.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import { orderPaymentRoutes } from '../adapters/http/orders/order-payment-routes.js';
import { SqlOrderPayments, takeBackBenefits } from '../adapters/persistence/sql-order-payments.js';
import { CancelOrderPayment } from '../application/orders/cancel-order-payment.use-case.js';
import { CaptureOnDispatch } from '../application/orders/capture-on-dispatch.js';
import { CaptureOrderPayment } from '../application/orders/capture-order-payment.use-case.js';
import { OrderPaymentModifier } from '../application/orders/order-payment-modifier.js';
import { RefundOrder } from '../application/orders/refund-order.use-case.js';
import { ReleaseOnCancel } from '../application/orders/release-on-cancel.js';
import { RefundOnCancel } from '../application/orders/refund-on-cancel.js';
import { ReleaseRemainingAuthorisation } from '../application/orders/release-remaining-authorisation.use-case.js';
import { SettlePaymentModification } from '../application/orders/settle-payment-modification.use-case.js';
import { TakeBackRefundedBenefits } from '../application/orders/take-back-refunded-benefits.js';
import type { OrderPayments } from '../ports/order-payments.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { PaymentModificationsOf } from '../ports/payment-modifications.port.js';
import type { CaptureModeOf, PaymentCaptureModeOf } from '../domain/orders/payment-ledger.js';
import { AdyenPaymentModifications } from '../adapters/providers/adyen/adyen-payment-modifications.js';
import { PayPalPaymentModifications } from '../adapters/providers/paypal/paypal-payment-modifications.js';
import { payPalRefundNoteFor } from '../adapters/i18n/paypal-refund-note.js';
import type { PayPalOrders } from '../ports/paypal-orders.port.js';
import { PAYPAL } from './checkout-paypal-module.js';
import { KLARNA_METHOD } from '../application/checkout/klarna/klarna-sessions.js';
import { KlarnaPaymentModifications } from '../adapters/providers/klarna/klarna-payment-modifications.js';
import { klarnaLineLabelsFor } from '../adapters/i18n/klarna-line-labels.js';
import type { KlarnaPayments } from '../ports/klarna-payments.port.js';
import { KLARNA } from './checkout-klarna-module.js';
import { PAYPAL_METHOD } from '../application/checkout/paypal/paypal-attempts.js';
import { PAYMENTS } from './payment-sandbox-module.js';
import type { Database } from '../adapters/persistence/database.js';
import { announceStockMoves } from '../adapters/persistence/announce-stock-moves.js';
import { StockLevelsMovedRelay } from './catalog-stock-relay.js';
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
// Returns.
import { orderReturnRoutes } from '../adapters/http/orders/order-return-routes.js';
import { shopperReturnRoutes } from '../adapters/http/orders/shopper-return-routes.js';
import { SqlOrderReturns } from '../adapters/persistence/sql-order-returns.js';
import { OrderReturnEmails } from '../adapters/providers/email/order-return-emails.js';
import { ViewOrder } from '../application/orders/view-order.use-case.js';
import { CloseReturn } from '../application/orders/close-return.use-case.js';
import { ReceiveReturn } from '../application/orders/receive-return.use-case.js';
import { RefundReturn } from '../application/orders/refund-return.use-case.js';
import { RefundIssuedEmail } from '../application/orders/refund-issued-email.js';
import { RequestReturn } from '../application/orders/request-return.use-case.js';
import { FindOrderForReturn, ViewOrderReturns } from '../application/orders/view-order-returns.use-case.js';
import type { ReturnWindowOf } from '../domain/orders/returns.js';
import type { RefundEmails, ReturnEmails } from '../ports/order-emails.port.js';
import type { OrderReturns } from '../ports/order-returns.port.js';

/** The orders area's ports: what happens to an order after the payment. */
export const ORDERS = {
  OrderFulfilment: token<OrderFulfilment>('OrderFulfilment'),
  FulfilmentEmails: token<FulfilmentEmails>('FulfilmentEmails'),
  OrderPayments: token<OrderPayments>('OrderPayments'),
  /** Which provider captures, cancels and refunds a payment, by the method it was made with. */
  PaymentModificationsOf: token<PaymentModificationsOf>('PaymentModificationsOf'),
  OrderEventOutbox: token<OrderEventOutbox>('OrderEventOutbox'),
  OrderExport: token<OrderExport>('OrderExport'),
  OrderReturns: token<OrderReturns>('OrderReturns'),
  ReturnEmails: token<ReturnEmails & RefundEmails>('ReturnEmails'),
  /** RETURN_WINDOW_DAYS, or the site's own in SITE_RETURN_WINDOW_DAYS. */
  ReturnWindowOf: token<ReturnWindowOf>('ReturnWindowOf'),
  OrderActivity: token<OrderActivity>('OrderActivity'),
  OrderSearch: token<OrderSearch>('OrderSearch'),
  OrderDashboard: token<OrderDashboard>('OrderDashboard'),
  UnsentPaymentModifications: token<UnsentPaymentModifications>('UnsentPaymentModifications'),
  /** null without ORDER_WEBHOOK_SECRET: no endpoint to send to. */
  OrderWebhookSender: token<OrderWebhookSender | null>('OrderWebhookSender'),
  /** null without a sender: this node delivers nothing. */
  DeliverOrderEvents: token<DeliverOrderEvents | null>('DeliverOrderEvents'),
} as const;

/**
 * Orders after the payment: fulfilment (dispatch with tracking, delivered, lines cancelled with
 * their stock back, which every node's caches hear of), its emails through the shop's one email
 * sender, and its routes under /operator/api for operators with the `fulfil` permission.
 */
export const ordersArea = httpArea('orders', (bind) => {
  bind(ORDERS.OrderFulfilment).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, stockLevels: StockLevelsMovedRelay) => new SqlOrderFulfilment(db, announceStockMoves(caches, stockLevels.levelsMoved)),
    [TOKENS.Database, TOKENS.CacheInvalidationBus, StockLevelsMovedRelay]).inSingletonScope();
  bind(ORDERS.FulfilmentEmails).toResolvedValue((config: AppConfig) => new OrderFulfilmentEmails(config.mailFrom), [TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [CaptureOnDispatch], [CaptureOrderPayment, AppLogRelay]);
  bindUseCases(bind, [DispatchOrderLines], [
    CHECKOUT.Orders, ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, ORDERS.FulfilmentEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock, TOKENS.IdGenerator,
    CaptureOnDispatch]);
  bindUseCases(bind, [ReleaseRemainingAuthorisation], [OrderPaymentModifier]);
  bindUseCases(bind, [ReleaseOnCancel], [CancelOrderPayment, AppLogRelay, ReleaseRemainingAuthorisation]);
  bindUseCases(bind, [RefundOnCancel], [RefundOrder, AppLogRelay]);
  bindUseCases(bind, [CancelOrderLines], [
    CHECKOUT.Orders, ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, ORDERS.FulfilmentEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock, TOKENS.IdGenerator,
    ReleaseOnCancel, RefundOnCancel]);
  bindUseCases(bind, [MarkShipmentDelivered], [ORDERS.OrderFulfilment, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  bindUseCases(bind, [ViewOrderFulfilment], [ORDERS.OrderFulfilment]);
  bindUseCases(bind, [ViewOrderRefunds], [ORDERS.OrderPayments]);
  bind(ORDERS.OrderPayments).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, stockLevels: StockLevelsMovedRelay) => new SqlOrderPayments(db, takeBackBenefits, announceStockMoves(caches, stockLevels.levelsMoved)),
    [TOKENS.Database, TOKENS.CacheInvalidationBus, StockLevelsMovedRelay]).inSingletonScope();
  bind(ORDERS.PaymentModificationsOf).toResolvedValue((
    gateway: PaymentGateway, payPalOrders: PayPalOrders, klarnaPayments: KlarnaPayments | null, captureModeOf: CaptureModeOf,
  ): PaymentModificationsOf => {
    const adyen = new AdyenPaymentModifications(gateway);
    const payPal = new PayPalPaymentModifications(payPalOrders, payPalRefundNoteFor, captureModeOf);
    // Without Klarna (no credentials in production) nothing was paid with it to modify.
    const klarna = klarnaPayments === null ? null : new KlarnaPaymentModifications(klarnaPayments, klarnaLineLabelsFor);
    return (method) => {
      if (method === PAYPAL_METHOD) return payPal;
      return method === KLARNA_METHOD ? klarna : adyen;
    };
  }, [PAYMENTS.PaymentGateway, PAYPAL.PayPalOrders, KLARNA.KlarnaPayments, CHECKOUT.CaptureModeOf]).inSingletonScope();
  // The capture mode a paid order's ledger opens with: at payment for a provider that captures then, else the site's.
  bind(CHECKOUT.PaymentCaptureModeOf).toResolvedValue(
    (modeOf: CaptureModeOf, providers: PaymentModificationsOf): PaymentCaptureModeOf => (site, method) => (providers(method)?.capturesAtPayment(site) === true ? 'automatic' : modeOf(site)),
    [CHECKOUT.CaptureModeOf, ORDERS.PaymentModificationsOf]).inSingletonScope();
  bindUseCases(bind, [OrderPaymentModifier], [
    CHECKOUT.Orders, ORDERS.OrderPayments, ORDERS.PaymentModificationsOf, SettlePaymentModification, OPERATORS.OperatorAuditLog, TOKENS.IdGenerator, TOKENS.Clock,
    CHECKOUT.CaptureModeOf, ORDERS.OrderFulfilment]);
  bindUseCases(bind, [CaptureOrderPayment, CancelOrderPayment, RefundOrder], [OrderPaymentModifier]);
  bindUseCases(bind, [TakeBackRefundedBenefits], [CHECKOUT.Orders]);
  bindUseCases(bind, [RefundIssuedEmail], [CHECKOUT.Orders, ORDERS.ReturnEmails, BackgroundEmailSender, AppLogRelay]);
  bindUseCases(bind, [SettlePaymentModification], [ORDERS.OrderPayments, TOKENS.Clock, TakeBackRefundedBenefits, RefundIssuedEmail]);
  // Orders out: the events outbox, its webhooks and the export.
  bindDatabaseAdapters(bind, [ORDERS.OrderEventOutbox, SqlOrderEventOutbox], [ORDERS.OrderExport, SqlOrderExport]);
  bind(ORDERS.OrderWebhookSender).toResolvedValue(({ orderWebhooks: w }: AppConfig) => (w.secret === null ? null : new StandardWebhookSender(w.secret, w.timeoutMs)), [TOKENS.Config])
    .inSingletonScope();
  bind(ORDERS.DeliverOrderEvents).toResolvedValue(
    (outbox: OrderEventOutbox, sender: OrderWebhookSender | null, clock: Clock, ids: IdGenerator) => (sender === null ? null : new DeliverOrderEvents(outbox, sender, clock, ids)),
    [ORDERS.OrderEventOutbox, ORDERS.OrderWebhookSender, TOKENS.Clock, TOKENS.IdGenerator]).inSingletonScope();
  bindUseCases(bind, [ListFailedWebhooks], [ORDERS.OrderEventOutbox]);
  bindUseCases(bind, [RedeliverWebhook], [ORDERS.OrderEventOutbox, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  bindUseCases(bind, [ExportOrders], [ORDERS.OrderExport]);
  // The console's order page.
  bindDatabaseAdapters(bind, [ORDERS.OrderActivity, SqlOrderActivity]);
  bindUseCases(bind, [ViewOrderForOperator], [ViewOrderHistory, ORDERS.OrderFulfilment, ORDERS.OrderPayments, ORDERS.OrderActivity, ORDERS.OrderReturns, CHECKOUT.CaptureModeOf]);
  // The operators' order list.
  bindDatabaseAdapters(bind, [ORDERS.OrderSearch, SqlOrderSearch]);
  bindUseCases(bind, [ListOrdersForOperators], [ORDERS.OrderSearch]);
  // The console's home (the morning dashboard) and its attention pages.
  bindDatabaseAdapters(bind, [ORDERS.OrderDashboard, SqlOrderDashboard]);
  bindUseCases(bind, [ViewOperatorDashboard, ListPaymentsNeedingAttention], [ORDERS.OrderDashboard, TOKENS.Clock]);
  bindUseCases(bind, [RetryPaymentModification], [CHECKOUT.Orders, ORDERS.OrderPayments, OrderPaymentModifier, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  // The shop's own sweep of money actions recorded and never taken by their provider (started by startOrdersOut).
  bindDatabaseAdapters(bind, [ORDERS.UnsentPaymentModifications, SqlOrderPaymentResends]);
  bindUseCases(bind, [ResendUnsentPaymentModifications], [ORDERS.UnsentPaymentModifications, OrderPaymentModifier, AppLogRelay, TOKENS.Clock]);
  // Returns: asked by shoppers, received, refunded or closed by operators.
  bindDatabaseAdapters(bind, [ORDERS.OrderReturns, SqlOrderReturns]);
  bind(ORDERS.ReturnEmails).toResolvedValue((config: AppConfig) => new OrderReturnEmails(config.mailFrom), [TOKENS.Config]).inSingletonScope();
  bind(ORDERS.ReturnWindowOf).toResolvedValue(({ returnWindows: w }: AppConfig): ReturnWindowOf => (site) => w.bySite.get(site) ?? w.days, [TOKENS.Config]);
  bindUseCases(bind, [RequestReturn], [
    ORDERS.OrderFulfilment, ORDERS.OrderReturns, ORDERS.ReturnWindowOf, OPERATORS.OperatorAuditLog, ORDERS.ReturnEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock,
    TOKENS.IdGenerator]);
  bindUseCases(bind, [ReceiveReturn], [CHECKOUT.Orders, ORDERS.OrderReturns, OPERATORS.OperatorAuditLog, ORDERS.ReturnEmails, BackgroundEmailSender, AppLogRelay, TOKENS.Clock]);
  bindUseCases(bind, [RefundReturn], [CHECKOUT.Orders, ORDERS.OrderReturns, RefundOrder, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  bindUseCases(bind, [CloseReturn], [ORDERS.OrderReturns, OPERATORS.OperatorAuditLog, TOKENS.Clock]);
  bindUseCases(bind, [ViewOrderReturns], [ORDERS.OrderFulfilment, ORDERS.OrderReturns, ORDERS.ReturnWindowOf, TOKENS.Clock]);
  bindUseCases(bind, [FindOrderForReturn], [CHECKOUT.Orders]);
}, (c) => [
  routesOf(fulfilmentRoutes, {
    dispatchOrderLines: c.get(DispatchOrderLines), markShipmentDelivered: c.get(MarkShipmentDelivered), cancelOrderLines: c.get(CancelOrderLines),
  }),
  routesOf(orderPaymentRoutes, { captureOrderPayment: c.get(CaptureOrderPayment), cancelOrderPayment: c.get(CancelOrderPayment), refundOrder: c.get(RefundOrder) }),
  routesOf(orderReturnRoutes, {
    orders: c.get(CHECKOUT.Orders), viewOrderReturns: c.get(ViewOrderReturns), requestReturn: c.get(RequestReturn), receiveReturn: c.get(ReceiveReturn),
    refundReturn: c.get(RefundReturn), closeReturn: c.get(CloseReturn),
  }),
  routesOf(shopperReturnRoutes, {
    orders: c.get(CHECKOUT.Orders), cipher: c.get(CHECKOUT.OrderIdCipher), findOrderForReturn: c.get(FindOrderForReturn), requestReturn: c.get(RequestReturn),
    rateLimits: c.get(TOKENS.RateLimits),
    confirmationPage: { viewOrder: c.get(ViewOrder), cipher: c.get(CHECKOUT.OrderIdCipher), viewFulfilment: c.get(ViewOrderFulfilment), viewRefunds: c.get(ViewOrderRefunds),
      viewReturns: c.get(ViewOrderReturns),
    },
  }),
  routesOf(ordersOutRoutes, { listFailedWebhooks: c.get(ListFailedWebhooks), redeliverWebhook: c.get(RedeliverWebhook), exportOrders: c.get(ExportOrders) }),
  routesOf(operatorOrderPageRoutes, {
    viewOrderForOperator: c.get(ViewOrderForOperator), assets: c.get(TOKENS.AssetManifest),
    dispatchOrderLines: c.get(DispatchOrderLines), markShipmentDelivered: c.get(MarkShipmentDelivered), cancelOrderLines: c.get(CancelOrderLines),
    captureOrderPayment: c.get(CaptureOrderPayment), cancelOrderPayment: c.get(CancelOrderPayment), refundOrder: c.get(RefundOrder),
    releaseRemaining: c.get(ReleaseRemainingAuthorisation),
    viewOrderReturns: c.get(ViewOrderReturns), receiveReturn: c.get(ReceiveReturn), refundReturn: c.get(RefundReturn), closeReturn: c.get(CloseReturn),
  }),
  routesOf(orderListRoutes, { listOrdersForOperators: c.get(ListOrdersForOperators), assets: c.get(TOKENS.AssetManifest) }),
  routesOf(operatorDashboardRoutes, {
    viewOperatorDashboard: c.get(ViewOperatorDashboard), listPaymentsNeedingAttention: c.get(ListPaymentsNeedingAttention), retryPaymentModification: c.get(RetryPaymentModification),
    listFailedWebhooks: c.get(ListFailedWebhooks), redeliverWebhook: c.get(RedeliverWebhook), assets: c.get(TOKENS.AssetManifest),
  }),
]);
