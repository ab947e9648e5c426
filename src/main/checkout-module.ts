import { isAbsolute, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { adyenNotificationRoutes } from '../adapters/http/checkout/adyen-notification-routes.js';
import { confirmationPageRoute } from '../adapters/http/checkout/confirmation-page.route.js';
import { operatorOrderRoute } from '../adapters/http/orders/operator-order-route.js';
import { paymentRoutes } from '../adapters/http/checkout/payment-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlOrders } from '../adapters/persistence/sql-orders.js';
import { SqlOrderPurchaseReports } from '../adapters/persistence/sql-order-purchase-reports.js';
import { ReportPurchase } from '../application/site/report-purchase.use-case.js';
// Several nodes.
import { AppMetrics } from '../adapters/http/metrics/app-metrics.js';
import { announceStockMoves } from '../adapters/persistence/announce-stock-moves.js';
import { StockLevelsMovedRelay } from './catalog-stock-relay.js';
import { ObservedOrders } from '../adapters/persistence/observed-orders.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import { BackgroundEmailSender, DEFAULT_BACKGROUND_EMAIL_OPTIONS } from '../adapters/providers/email/background-email-sender.js';
import { EmlFileEmailSender, mailFolderOf } from '../adapters/providers/email/eml-file-email-sender.js';
import { OrderEmailRecord } from '../adapters/providers/email/order-email-record.js';
import { OrderConfirmationEmails } from '../adapters/providers/email/order-confirmation-emails.js';
import { SmtpEmailSender } from '../adapters/providers/email/smtp-email-sender.js';
import { AesGcmOrderIdCipher } from '../adapters/system/aes-gcm-order-id-cipher.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { loadOrCreateOrderIdKey } from '../adapters/system/order-id-key-file.js';
import { CloseOrder } from '../application/checkout/close-order.js';
import { AwardLoyaltyPoints } from '../application/loyalty/award-loyalty-points.use-case.js';
import { CompletePaidOrder } from '../application/checkout/complete-paid-order.use-case.js';
import { ExpirePendingOrders } from '../application/checkout/expire-pending-orders.use-case.js';
import { ReconcileUnansweredAttempts } from '../application/checkout/reconcile-unanswered-attempts.use-case.js';
import { SettleSuccessfulPayment } from '../application/checkout/settle-successful-payment.js';
import { ViewOrderHistory } from '../application/orders/view-order-history.use-case.js';
import { HandlePaymentNotifications } from '../application/checkout/handle-payment-notifications.use-case.js';
import { SettlePaymentModification } from '../application/orders/settle-payment-modification.use-case.js';
import { InitiatePayment } from '../application/checkout/initiate-payment.use-case.js';
import { SaveShopperDetails } from '../application/checkout/save-shopper-details.use-case.js';
import { ListShopperOrders } from '../application/orders/list-shopper-orders.use-case.js';
import { PlaceOrder } from '../application/checkout/place-order.use-case.js';
import { SubmitPaymentDetails } from '../application/checkout/submit-payment-details.use-case.js';
import { ViewOrder } from '../application/orders/view-order.use-case.js';
import { ViewOrderFulfilment } from '../application/orders/view-order-fulfilment.use-case.js';
import { ViewOrderReturns } from '../application/orders/view-order-returns.use-case.js';
import { ViewOrderRefunds } from '../application/orders/view-order-refunds.use-case.js';
import { ViewPaymentMethods } from '../application/checkout/view-payment-methods.use-case.js';
import type { Clock } from '../ports/clock.port.js';
import type { EmailSender } from '../ports/email-sender.port.js';
import type { LoyaltyAccounts } from '../ports/loyalty-accounts.port.js';
import type { OrderEmails } from '../ports/order-emails.port.js';
import type { OrderIdCipher } from '../ports/order-id-cipher.port.js';
import type { Orders } from '../ports/orders.port.js';
import type { CaptureModeOf, PaymentCaptureModeOf } from '../domain/orders/payment-ledger.js';
import type { AppConfig } from './config.js';
import { ViewCheckout } from '../application/delivery/view-checkout.use-case.js';
import { httpArea } from './http-area.js';
import { LOYALTY } from './loyalty-module.js';
import { PAYMENTS } from './payment-sandbox-module.js';
import { SHOPPER_DETAILS } from './checkout-shopper-details-tokens.js';
import { TOKENS, token } from './tokens.js';
import { bindUseCases } from './bind-singleton.js';

/** The checkout area's ports: orders, the order id cipher and the confirmation email; its classes (use cases, the log relay, the email sender) are their own tokens. */
export const CHECKOUT = {
  Orders: token<Orders>('Orders'),
  OrderIdCipher: token<OrderIdCipher>('OrderIdCipher'),
  OrderEmails: token<OrderEmails>('OrderEmails'),
  /** MANUAL_CAPTURE_SITES: the checkout asks those sites' payments as authorisations only, the orders area captures them. */
  CaptureModeOf: token<CaptureModeOf>('CaptureModeOf'),
  /** How a payment is captured as it is paid (the site's mode, or at payment for a provider that captures then); bound by the orders area, which knows the providers. */
  PaymentCaptureModeOf: token<PaymentCaptureModeOf>('PaymentCaptureModeOf'),
} as const;

/** The data folder as the server resolves it (relative to the project root). */
const dataFolderOf = (config: AppConfig, root: string): string => (isAbsolute(config.dataDir) ? config.dataDir : join(root, config.dataDir));

/**
 * The configuration the checkout needs before the container is built (reading a file is
 * asynchronous): the data folder made absolute (emails are written under it), and ORDER_ID_KEY,
 * or outside production a key made once and kept under the data folder.
 */
export async function withOrderIdKey(config: AppConfig, root: string): Promise<AppConfig> {
  const dataDir = dataFolderOf(config, root);
  return { ...config, dataDir, orderIdKey: config.orderIdKey ?? (await loadOrCreateOrderIdKey(dataDir)) };
}

/**
 * The email sender: SMTP when SMTP_URL is set, else a .eml file per email under the data folder,
 * logged; either delivers in the background, after the request that sent it has its answer. An
 * email about an order, once delivered, goes to the order's history (its timeline).
 */
function emailSenderOf(config: AppConfig, log: AppLogRelay, orders: Orders, clock: Clock): BackgroundEmailSender {
  const delivering = config.smtpUrl !== null
    ? new SmtpEmailSender(config.smtpUrl)
    : new EmlFileEmailSender(mailFolderOf(config.dataDir), (entry) => log.info(entry, 'order email written'));
  const inner = new OrderEmailRecord(delivering, orders, clock, (email, error) =>
    log.report('EMAIL_NOT_RECORDED', { subject: email.subject, error: error instanceof Error ? error.message : String(error) }));
  return new BackgroundEmailSender(inner, {
    ...DEFAULT_BACKGROUND_EMAIL_OPTIONS,
    onGivenUp: (email, error) => log.report('EMAIL_NOT_DELIVERED', { subject: email.subject, error: error instanceof Error ? error.message : String(error) }),
  });
}

/**
 * Orders and payments: SqlOrders, the AES-GCM order id cipher, the confirmation email,
 * the order use cases over the payment gateway (bound by the payment-sandbox area: Adyen or the
 * sandbox), the payment calls of the basket page, the Adyen webhook, and the confirmation page.
 */
export const checkoutArea = httpArea('checkout', (bind) => {
  // Several nodes: stock an order moves tells every node's caches (pages only when a
  // size's stock level changed); outcomes are counted for /metrics.
  bind(CHECKOUT.Orders).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, metrics: AppMetrics, stockLevels: StockLevelsMovedRelay) => new ObservedOrders(
      new SqlOrders(db, announceStockMoves(caches, stockLevels.levelsMoved)),
      metrics,
    ),
    [TOKENS.Database, TOKENS.CacheInvalidationBus, AppMetrics, StockLevelsMovedRelay]).inSingletonScope();
  bind(CHECKOUT.OrderIdCipher).toResolvedValue((config: AppConfig) => {
    if (config.orderIdKey === null) throw new Error('The order id key was not resolved: compose the app with withOrderIdKey(config)');
    return new AesGcmOrderIdCipher(config.orderIdKey);
  }, [TOKENS.Config]).inSingletonScope();
  bind(AppLogRelay).toConstantValue(new AppLogRelay());
  bind(BackgroundEmailSender).toResolvedValue(
    (config: AppConfig, log: AppLogRelay, orders: Orders, clock: Clock) => emailSenderOf(config, log, orders, clock),
    [TOKENS.Config, AppLogRelay, CHECKOUT.Orders, TOKENS.Clock]).inSingletonScope();
  bind(CHECKOUT.OrderEmails).toResolvedValue((config: AppConfig) => new OrderConfirmationEmails(config.mailFrom), [TOKENS.Config]).inSingletonScope();
  bind(CompletePaidOrder).toResolvedValue(
    (emails: OrderEmails, sender: EmailSender, log: AppLogRelay, loyalty: LoyaltyAccounts) =>
      new CompletePaidOrder(emails, sender, log, new AwardLoyaltyPoints(loyalty)),
    [CHECKOUT.OrderEmails, BackgroundEmailSender, AppLogRelay, LOYALTY.LoyaltyAccounts]).inSingletonScope();
  bindUseCases(bind, [CloseOrder], [CHECKOUT.Orders, TOKENS.IdGenerator, CompletePaidOrder, TOKENS.Clock, CHECKOUT.PaymentCaptureModeOf]);
  bindUseCases(bind, [PlaceOrder], [ViewCheckout, SHOPPER_DETAILS.ShopperDetailsRepository, CHECKOUT.Orders, CloseOrder, TOKENS.IdGenerator, TOKENS.Clock]);
  bindUseCases(bind, [SettleSuccessfulPayment], [CHECKOUT.Orders, CloseOrder, PAYMENTS.PaymentGateway, AppLogRelay, TOKENS.Clock]);
  // Express wallet payments save their sheet's details by the details form's own rules.
  bind(CHECKOUT.CaptureModeOf).toResolvedValue((config: AppConfig): CaptureModeOf => (site) => (config.manualCaptureSites.has(site) ? 'manual' : 'automatic'), [TOKENS.Config]);
  bindUseCases(bind, [InitiatePayment], [
    PlaceOrder, CHECKOUT.Orders, PAYMENTS.PaymentGateway, CloseOrder, SettleSuccessfulPayment, TOKENS.Clock, SaveShopperDetails, CHECKOUT.CaptureModeOf]);
  bindUseCases(bind, [SubmitPaymentDetails], [CHECKOUT.Orders, PAYMENTS.PaymentGateway, CloseOrder, SettleSuccessfulPayment, TOKENS.Clock]);
  bindUseCases(bind, [HandlePaymentNotifications], [CHECKOUT.Orders, CloseOrder, SettleSuccessfulPayment]);
  bindUseCases(bind, [ReconcileUnansweredAttempts], [CHECKOUT.Orders, TOKENS.Clock]);
  bind(ExpirePendingOrders).toResolvedValue(
    (orders: Orders, close: CloseOrder, clock: Clock, config: AppConfig) => new ExpirePendingOrders(orders, close, clock, config.orderPendingExpiryMs),
    [CHECKOUT.Orders, CloseOrder, TOKENS.Clock, TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [ViewOrder, ViewOrderHistory, ListShopperOrders], [CHECKOUT.Orders]);
  bind(ReportPurchase).toResolvedValue(
    (db: Database, orders: Orders, clock: Clock) => new ReportPurchase(orders, new SqlOrderPurchaseReports(db), clock),
    [TOKENS.Database, CHECKOUT.Orders, TOKENS.Clock]).inSingletonScope();
  bindUseCases(bind, [ViewPaymentMethods], [ViewCheckout, PAYMENTS.PaymentGateway]);
}, (c) => [
  routesOf(paymentRoutes, {
    viewPaymentMethods: c.get(ViewPaymentMethods), initiatePayment: c.get(InitiatePayment),
    submitPaymentDetails: c.get(SubmitPaymentDetails), viewOrder: c.get(ViewOrder), cipher: c.get(CHECKOUT.OrderIdCipher),
  }),
  routesOf(adyenNotificationRoutes, {
    gateway: c.get(PAYMENTS.PaymentGateway), handleNotifications: c.get(HandlePaymentNotifications), settleModification: c.get(SettlePaymentModification),
  }),
  routesOf(confirmationPageRoute, { viewOrder: c.get(ViewOrder), cipher: c.get(CHECKOUT.OrderIdCipher), viewFulfilment: c.get(ViewOrderFulfilment), viewRefunds: c.get(ViewOrderRefunds),
    viewReturns: c.get(ViewOrderReturns), reportPurchase: c.get(ReportPurchase) }),
  routesOf(operatorOrderRoute, { viewOrderHistory: c.get(ViewOrderHistory) }),
]);

/**
 * Once the app exists: the order problems and email notes go to its logger, the SMTP connection
 * closes with the app, and each node sweeps payment calls left without an answer and orders
 * pending too long (scheduleOrderExpiry).
 */
export function startCheckout(app: FastifyInstance, container: Container): void {
  container.get(AppLogRelay).connect(app.log);
  // Emails accepted before the close are delivered before the app ends (after the in-flight requests).
  const sender = container.get(BackgroundEmailSender);
  app.addHook('onClose', async () => sender.close());
  const reconcile = container.get(ReconcileUnansweredAttempts);
  const expire = container.get(ExpirePendingOrders);
  // Calls left without an answer are closed first, so the sweep never expires an order a replay could still pay.
  const sweep = {
    execute: async () => {
      const unanswered = await reconcile.execute();
      if (unanswered > 0) app.log.warn({ unanswered }, 'payment calls left without an answer closed as unanswered');
      return expire.execute();
    },
  };
  scheduleOrderExpiry(app, sweep, container.get(TOKENS.Config).orderExpirySweepIntervalMs);
}

/**
 * Expires orders pending past ORDER_PENDING_EXPIRY_MS every `intervalMs` (ORDER_EXPIRY_SWEEP_INTERVAL_MS;
 * 0: never), from when the app is ready, on an unref'd timer stopped when the app closes. A sweep
 * never overlaps the one before; a failed sweep is logged and the next one runs as usual.
 */
export function scheduleOrderExpiry(app: FastifyInstance, expire: Pick<ExpirePendingOrders, 'execute'>, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    expire.execute().then(
      (expired) => {
        if (expired > 0) app.log.info({ expired }, 'pending orders expired');
      },
      (error: unknown) => app.log.error({ err: error }, 'expiring pending orders failed'),
    ).finally(() => {
      running = false;
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
