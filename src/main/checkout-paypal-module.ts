import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { payPalRoutes } from '../adapters/http/checkout/paypal/paypal-routes.js';
import { payPalSandboxRoutes } from '../adapters/http/checkout/paypal/paypal-sandbox-routes.js';
import { PAYPAL_SIGNATURE_HEADERS, PAYPAL_WEBHOOK_ROUTE, payPalWebhookRoutes } from '../adapters/http/checkout/paypal/paypal-webhook-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlSandboxPayPalStore } from '../adapters/persistence/sql-paypal-sandbox-store.js';
import { PayPalOrdersClient } from '../adapters/providers/paypal/paypal-orders-client.js';
import { SandboxPayPalOrders } from '../adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { PAYPAL_SANDBOX_PAGE } from '../adapters/ui-react/screens/payment-sandbox/paypal-sandbox.view.js';
import { AmendPayPalShipping } from '../application/checkout/paypal/amend-paypal-shipping.use-case.js';
import { CancelPayPalOrder } from '../application/checkout/paypal/cancel-paypal-order.use-case.js';
import { CapturePayPalOrder } from '../application/checkout/paypal/capture-paypal-order.use-case.js';
import { CreatePayPalOrder } from '../application/checkout/paypal/create-paypal-order.use-case.js';
import { HandlePayPalWebhook } from '../application/checkout/paypal/handle-paypal-webhook.use-case.js';
import { SettlePaymentModification } from '../application/orders/settle-payment-modification.use-case.js';
import { SettlePayPalRefund } from '../application/orders/settle-paypal-refund.use-case.js';
import type { PayPalOrders, PayPalWebhookDelivery } from '../ports/paypal-orders.port.js';
import { CHECKOUT } from './checkout-module.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { payPalUserGuidFor } from './checkout-paypal-settings.js';
import { SHOPPER_DETAILS } from './checkout-shopper-details-tokens.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { TOKENS, token } from './tokens.js';
import { bindLiveOrSandbox, bindUseCases } from './bind-singleton.js';
import { CloseOrder } from '../application/checkout/close-order.js';
import { PlaceOrder } from '../application/checkout/place-order.use-case.js';

/** The PayPal area's tokens: Orders v2 (or its sandbox, null on PayPal) and the sandbox's webhook relay; its use cases are their own tokens. */
export const PAYPAL = {
  Sandbox: token<SandboxPayPalOrders | null>('SandboxPayPalOrders'),
  PayPalOrders: token<PayPalOrders>('PayPalOrders'),
  SandboxWebhookRelay: token<PayPalSandboxWebhookRelay>('PayPalSandboxWebhookRelay'),
} as const;

/** Further deliveries of a sandbox webhook the route did not accept (PayPal retries too), this far apart. */
const SANDBOX_WEBHOOK_RETRIES = 3;
const SANDBOX_WEBHOOK_RETRY_MS = 1_000;

/**
 * Hands the PayPal sandbox's signed webhooks to the app's own webhook route once the composition
 * root connected it, each on a later turn of the event loop (as PayPal posts after the fact), with
 * a few retries when the route does not accept it; stops every pending one when closed.
 */
export class PayPalSandboxWebhookRelay {
  private target: ((delivery: PayPalWebhookDelivery) => Promise<void>) | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  connect(target: (delivery: PayPalWebhookDelivery) => Promise<void>): void {
    this.target = target;
  }

  readonly notify = (delivery: PayPalWebhookDelivery): void => {
    this.attempt(delivery, SANDBOX_WEBHOOK_RETRIES, 0);
  };

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.target = null;
  }

  private attempt(delivery: PayPalWebhookDelivery, retriesLeft: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const target = this.target;
      if (target === null) return;
      target(delivery).catch(() => {
        if (retriesLeft > 0) this.attempt(delivery, retriesLeft - 1, SANDBOX_WEBHOOK_RETRY_MS);
      });
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }
}

/**
 * The PayPal sandbox's webhook secret: derived from the payment sandbox's key (PAYMENTS_SANDBOX_HMAC_KEY,
 * or the one derived from COOKIE_SECRET), so every node verifies what another signed; random per
 * process when there is none.
 */
export const payPalSandboxSecretOf = (config: AppConfig): string | undefined =>
  (config.payments.kind === 'sandbox' && config.payments.hmacKey !== null
    ? createHmac('sha256', config.payments.hmacKey).update('paypal-sandbox-webhooks').digest('hex')
    : undefined);

/** The PayPal sandbox for this configuration (its approval page is ours, its webhooks go to the relay), or null on PayPal itself. */
const payPalSandboxOf = (config: AppConfig, relay: PayPalSandboxWebhookRelay | null, database: Database): SandboxPayPalOrders | null => {
  if (config.payPal.kind === 'paypal') return null;
  const secret = payPalSandboxSecretOf(config);
  return new SandboxPayPalOrders(
    (id) => `${PAYPAL_SANDBOX_PAGE}?${new URLSearchParams({ token: id }).toString()}`,
    { notify: relay?.notify ?? null, ...(secret === undefined ? {} : { secret }) },
    // Several nodes: the sandbox's orders in the database, so any node captures what another approved.
    new SqlSandboxPayPalStore(database),
    undefined,
    {
      pendingShare: config.payPal.kind === 'sandbox' ? config.payPal.pendingRefundShare : 0,
      // A pending refund settles as the payment sandbox's pending payments do.
      delayMs: config.payments.kind === 'sandbox' ? config.payments.webhookDelayMs : 0,
    },
  );
};

/**
 * Connects the PayPal sandbox's webhooks to the app's own webhook route (POST PAYPAL_WEBHOOK_ROUTE
 * through `app.inject`, so they are verified exactly as PayPal's are), and stops pending ones when
 * the app closes. Does nothing on PayPal itself or with PayPal off.
 */
export function connectPayPalSandboxWebhooks(app: FastifyInstance, container: Container): void {
  if (container.get(TOKENS.Config).payPal.kind !== 'sandbox') return;
  const relay = container.get(PAYPAL.SandboxWebhookRelay);
  relay.connect(async ({ signature, event }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const key of Object.keys(PAYPAL_SIGNATURE_HEADERS) as (keyof typeof PAYPAL_SIGNATURE_HEADERS)[]) headers[PAYPAL_SIGNATURE_HEADERS[key]] = signature[key];
    const response = await app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_ROUTE, headers, payload: JSON.stringify(event) });
    if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`The PayPal webhook route answered ${response.statusCode}`);
  });
  app.addHook('onClose', async () => relay.close());
}

/**
 * PayPal: Orders v2 over fetch when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set,
 * else the PayPal sandbox and its approval page; the PayPal use cases over the checkout's orders
 * (PlaceOrder, CloseOrder); the routes /checkout/paypal/*, the webhook /checkout/paypal/webhook
 * among them (the sandbox posts its own signed webhooks to it). Production without PayPal and without
 * PAYMENTS_SANDBOX_IN_PRODUCTION registers no PayPal route (the basket page shows no button).
 */
export const payPalArea = httpArea('paypal', (bind) => {
  bind(PAYPAL.SandboxWebhookRelay).toConstantValue(new PayPalSandboxWebhookRelay());
  bind(PAYPAL.Sandbox).toResolvedValue(
    (config: AppConfig, relay: PayPalSandboxWebhookRelay, database: Database) => payPalSandboxOf(config, relay, database),
    [TOKENS.Config, PAYPAL.SandboxWebhookRelay, TOKENS.Database]).inSingletonScope();
  bindLiveOrSandbox(bind, PAYPAL.PayPalOrders, PAYPAL.Sandbox,
    (config) => (config.payPal.kind === 'paypal' ? new PayPalOrdersClient(config.payPal.settings, config.payPal.bySite) : null));
  // PayPal orders are authorised (intent AUTHORIZE) where the site captures by hand, captured at approval elsewhere.
  bindUseCases(bind, [CreatePayPalOrder], [PlaceOrder, CHECKOUT.Orders, PAYPAL.PayPalOrders, CloseOrder, TOKENS.Clock, CHECKOUT.CaptureModeOf]);
  bindUseCases(bind, [AmendPayPalShipping], [CHECKOUT.Orders, PAYPAL.PayPalOrders, SHOPPER_DETAILS.PostcodeFormat]);
  bindUseCases(bind, [CapturePayPalOrder], [CHECKOUT.Orders, PAYPAL.PayPalOrders, CloseOrder, AppLogRelay, TOKENS.Clock, CHECKOUT.CaptureModeOf]);
  // The capture webhooks also settle the captures of authorizations asked later (an operator's, a dispatch's).
  bindUseCases(bind, [HandlePayPalWebhook], [CHECKOUT.Orders, PAYPAL.PayPalOrders, CloseOrder, AppLogRelay, TOKENS.Clock, CHECKOUT.CaptureModeOf, SettlePaymentModification]);
  // The refund webhooks settle the orders area's refunds.
  bindUseCases(bind, [SettlePayPalRefund], [SettlePaymentModification, AppLogRelay]);
  bindUseCases(bind, [CancelPayPalOrder], [CHECKOUT.Orders, CloseOrder]);
}, (c) => {
  if (c.get(TOKENS.Config).payPal.kind === 'off') return [];
  const amendShipping = c.get(AmendPayPalShipping);
  const sandbox = c.get(PAYPAL.Sandbox);
  return [
    routesOf(payPalRoutes, {
      createOrder: c.get(CreatePayPalOrder), amendShipping, capture: c.get(CapturePayPalOrder),
      cancel: c.get(CancelPayPalOrder), cipher: c.get(CHECKOUT.OrderIdCipher), userGuidOf: payPalUserGuidFor(c.get(TOKENS.Config)),
    }),
    routesOf(payPalWebhookRoutes, { payPal: c.get(PAYPAL.PayPalOrders), handleWebhook: c.get(HandlePayPalWebhook), settleRefund: c.get(SettlePayPalRefund) }),
    ...(sandbox === null ? [] : [routesOf(payPalSandboxRoutes, { sandbox, amendShipping })]),
  ];
});
