import { routesOf } from '../adapters/http/app.js';
import { klarnaRoutes } from '../adapters/http/checkout/klarna/klarna-routes.js';
import { klarnaSandboxRoutes } from '../adapters/http/checkout/klarna/klarna-sandbox-routes.js';
import { KlarnaPaymentsClient } from '../adapters/providers/klarna/klarna-payments-client.js';
import { SandboxKlarnaPayments } from '../adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { CompleteKlarnaOrder } from '../application/checkout/klarna/complete-klarna-order.use-case.js';
import { DeclineKlarnaCheckout } from '../application/checkout/klarna/decline-klarna-checkout.use-case.js';
import { StartKlarnaCheckout } from '../application/checkout/klarna/start-klarna-checkout.use-case.js';
import { CloseOrder } from '../application/checkout/close-order.js';
import { PlaceOrder } from '../application/checkout/place-order.use-case.js';
import type { CaptureModeOf } from '../domain/orders/payment-ledger.js';
import type { Clock } from '../ports/clock.port.js';
import type { KlarnaPayments } from '../ports/klarna-payments.port.js';
import type { Orders } from '../ports/orders.port.js';
import { CHECKOUT } from './checkout-module.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { klarnaLineLabelsFor } from '../adapters/i18n/klarna-line-labels.js';
import { TOKENS, token } from './tokens.js';
import { bindLiveOrSandbox, bindUseCases } from './bind-singleton.js';

/** The Klarna area's tokens: Klarna Payments (or its sandbox); its use cases are their own tokens. */
export const KLARNA = {
  KlarnaPayments: token<KlarnaPayments | null>('KlarnaPayments'),
  Sandbox: token<SandboxKlarnaPayments | null>('KlarnaSandbox'),
} as const;

/**
 * Klarna from the basket page: Klarna Payments over fetch when every KLARNA_* is set,
 * else the Klarna sandbox (with its authorise route), or nothing in production without them.
 * The use cases reuse the checkout area's orders, PlaceOrder and CloseOrder.
 */
export const klarnaArea = httpArea('klarna', (bind) => {
  bind(KLARNA.Sandbox).toResolvedValue(
    (config: AppConfig, clock: Clock) => (config.klarna.kind === 'sandbox' ? new SandboxKlarnaPayments(clock) : null),
    [TOKENS.Config, TOKENS.Clock]).inSingletonScope();
  bindLiveOrSandbox(bind, KLARNA.KlarnaPayments, KLARNA.Sandbox,
    (config) => (config.klarna.kind === 'klarna' ? new KlarnaPaymentsClient(config.klarna.settings, config.klarna.bySite) : null));
  bind(StartKlarnaCheckout).toResolvedValue(
    (place: PlaceOrder, orders: Orders, klarna: KlarnaPayments | null, close: CloseOrder, clock: Clock) => new StartKlarnaCheckout(place, orders, klarna!, close, clock, klarnaLineLabelsFor),
    [PlaceOrder, CHECKOUT.Orders, KLARNA.KlarnaPayments, CloseOrder, TOKENS.Clock]).inSingletonScope();
  bind(CompleteKlarnaOrder).toResolvedValue(
    (orders: Orders, klarna: KlarnaPayments | null, close: CloseOrder, clock: Clock, log: AppLogRelay, captureModeOf: CaptureModeOf) =>
      new CompleteKlarnaOrder(orders, klarna!, close, clock, klarnaLineLabelsFor, log, captureModeOf),
    [CHECKOUT.Orders, KLARNA.KlarnaPayments, CloseOrder, TOKENS.Clock, AppLogRelay, CHECKOUT.CaptureModeOf]).inSingletonScope();
  bindUseCases(bind, [DeclineKlarnaCheckout], [CHECKOUT.Orders, CloseOrder]);
}, (c) => {
  if (c.get(KLARNA.KlarnaPayments) === null) return [];
  const sandbox = c.get(KLARNA.Sandbox);
  return [
    routesOf(klarnaRoutes, {
      startKlarna: c.get(StartKlarnaCheckout), completeKlarna: c.get(CompleteKlarnaOrder),
      declineKlarna: c.get(DeclineKlarnaCheckout), cipher: c.get(CHECKOUT.OrderIdCipher),
    }),
    ...(sandbox === null ? [] : [routesOf(klarnaSandboxRoutes, { sandbox })]),
  ];
});
