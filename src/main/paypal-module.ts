import { ContainerModule } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { payPalRoutes } from '../adapters/http/paypal/paypal-routes.js';
import { payPalSandboxRoutes } from '../adapters/http/paypal/paypal-sandbox-routes.js';
import { PayPalOrdersClient } from '../adapters/providers/paypal/paypal-orders-client.js';
import { SandboxPayPalOrders } from '../adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { PAYPAL_SANDBOX_PAGE } from '../adapters/ui-react/screens/payment-sandbox/paypal-sandbox.view.js';
import type { CloseOrder } from '../application/orders/close-order.js';
import type { PlaceOrder } from '../application/orders/place-order.use-case.js';
import { AmendPayPalShipping } from '../application/paypal/amend-paypal-shipping.use-case.js';
import { CancelPayPalOrder } from '../application/paypal/cancel-paypal-order.use-case.js';
import { CapturePayPalOrder } from '../application/paypal/capture-paypal-order.use-case.js';
import { CreatePayPalOrder } from '../application/paypal/create-paypal-order.use-case.js';
import type { Clock } from '../ports/clock.port.js';
import type { Orders } from '../ports/orders.port.js';
import type { PayPalOrders } from '../ports/paypal-orders.port.js';
import type { PostcodeFormat } from '../ports/postcode-format.port.js';
import { CHECKOUT } from './checkout-module.js';
import type { AppConfig } from './config.js';
import type { HttpArea } from './http-area.js';
import { SHOPPER_DETAILS } from './shopper-details-tokens.js';
import { TOKENS, token } from './tokens.js';

/** The PayPal area's tokens: Orders v2 (or its sandbox, null on PayPal) and the PayPal use cases. */
export const PAYPAL = {
  Sandbox: token<SandboxPayPalOrders | null>('SandboxPayPalOrders'),
  PayPalOrders: token<PayPalOrders>('PayPalOrders'),
  CreatePayPalOrder: token<CreatePayPalOrder>('CreatePayPalOrder'),
  AmendPayPalShipping: token<AmendPayPalShipping>('AmendPayPalShipping'),
  CapturePayPalOrder: token<CapturePayPalOrder>('CapturePayPalOrder'),
  CancelPayPalOrder: token<CancelPayPalOrder>('CancelPayPalOrder'),
} as const;

/** The PayPal sandbox for this configuration (its approval page is ours), or null on PayPal itself. */
export const payPalSandboxOf = (config: AppConfig): SandboxPayPalOrders | null =>
  (config.payPal.kind === 'paypal' ? null : new SandboxPayPalOrders((id) => `${PAYPAL_SANDBOX_PAGE}?${new URLSearchParams({ token: id }).toString()}`));

/**
 * PayPal (issue 10): Orders v2 over fetch when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set,
 * else the PayPal sandbox and its approval page; the PayPal use cases over the checkout's orders
 * (PlaceOrder, CloseOrder); the routes /checkout/paypal/*. Production without PayPal and without
 * PAYMENTS_SANDBOX_IN_PRODUCTION registers no PayPal route (the basket page shows no button).
 */
export const payPalArea: HttpArea = {
  name: 'paypal',
  module: new ContainerModule(({ bind }) => {
    bind(PAYPAL.Sandbox).toResolvedValue((config: AppConfig) => payPalSandboxOf(config), [TOKENS.Config]).inSingletonScope();
    bind(PAYPAL.PayPalOrders).toResolvedValue(
      (config: AppConfig, sandbox: SandboxPayPalOrders | null): PayPalOrders =>
        (config.payPal.kind === 'paypal' ? new PayPalOrdersClient(config.payPal.settings) : sandbox!),
      [TOKENS.Config, PAYPAL.Sandbox]).inSingletonScope();
    bind(PAYPAL.CreatePayPalOrder).toResolvedValue(
      (place: PlaceOrder, orders: Orders, payPal: PayPalOrders, close: CloseOrder, clock: Clock) => new CreatePayPalOrder(place, orders, payPal, close, clock),
      [CHECKOUT.PlaceOrder, CHECKOUT.Orders, PAYPAL.PayPalOrders, CHECKOUT.CloseOrder, TOKENS.Clock]).inSingletonScope();
    bind(PAYPAL.AmendPayPalShipping).toResolvedValue(
      (orders: Orders, payPal: PayPalOrders, postcodes: PostcodeFormat) => new AmendPayPalShipping(orders, payPal, postcodes),
      [CHECKOUT.Orders, PAYPAL.PayPalOrders, SHOPPER_DETAILS.PostcodeFormat]).inSingletonScope();
    bind(PAYPAL.CapturePayPalOrder).toResolvedValue(
      (orders: Orders, payPal: PayPalOrders, close: CloseOrder, log: AppLogRelay) => new CapturePayPalOrder(orders, payPal, close, log),
      [CHECKOUT.Orders, PAYPAL.PayPalOrders, CHECKOUT.CloseOrder, CHECKOUT.LogRelay]).inSingletonScope();
    bind(PAYPAL.CancelPayPalOrder).toResolvedValue(
      (orders: Orders, close: CloseOrder) => new CancelPayPalOrder(orders, close),
      [CHECKOUT.Orders, CHECKOUT.CloseOrder]).inSingletonScope();
  }),
  routes: (c) => {
    if (c.get(TOKENS.Config).payPal.kind === 'off') return [];
    const amendShipping = c.get(PAYPAL.AmendPayPalShipping);
    const sandbox = c.get(PAYPAL.Sandbox);
    return [
      routesOf(payPalRoutes, {
        createOrder: c.get(PAYPAL.CreatePayPalOrder), amendShipping, capture: c.get(PAYPAL.CapturePayPalOrder),
        cancel: c.get(PAYPAL.CancelPayPalOrder), cipher: c.get(CHECKOUT.OrderIdCipher),
      }),
      ...(sandbox === null ? [] : [routesOf(payPalSandboxRoutes, { sandbox, amendShipping })]),
    ];
  },
};
