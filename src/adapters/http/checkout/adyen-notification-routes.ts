import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { HandlePaymentNotifications } from '../../../application/checkout/handle-payment-notifications.use-case.js';
import type { SettlePaymentModification } from '../../../application/orders/settle-payment-modification.use-case.js';
import type { PaymentGateway } from '../../../ports/payment-gateway.port.js';
import { requireJson } from '../plugins/require-json.js';
import { HttpError } from '../errors/http-error.js';
import { NotificationsBody } from './payment-schemas.js';

export interface AdyenNotificationRoutesOptions {
  gateway: Pick<PaymentGateway, 'verifyNotifications'>;
  handleNotifications: HandlePaymentNotifications;
  /** Results of the captures, cancels and refunds the shop asked: they settle the order's payment ledger, not its checkout. */
  settleModification: Pick<SettlePaymentModification, 'execute'>;
}

/** Where Adyen (and the payment sandbox, the same way) posts its standard webhooks. */
const ADYEN_NOTIFICATIONS_ROUTE = '/api/payments/adyen/notifications';

/**
 * POST /api/payments/adyen/notifications: Adyen's standard webhook. Every item must carry a valid
 * HMAC signature (ADYEN_HMAC_KEY; the sandbox's own key in the sandbox): one missing or wrong
 * signature and the whole body is answered 401 NOT_AUTHORISED and changes nothing. Results of the
 * captures, cancels and refunds the shop asked settle those (`SettlePaymentModification`); the
 * other signed items are settled (`HandlePaymentNotifications`). A replay is harmless; the answer
 * is Adyen's `[accepted]`, or 503 when a payment to give back found the gateway out of reach (Adyen delivers again). Posted by the provider's servers, not by a browser: the route is exempt
 * from the same-site check (`signedByProvider`) and authenticated by the signature instead.
 */
export const adyenNotificationRoutes: FastifyPluginAsync<AdyenNotificationRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(ADYEN_NOTIFICATIONS_ROUTE, {
    schema: { body: NotificationsBody }, onRequest: requireJson, config: { signedByProvider: true },
  }, async (request, reply) => {
    const items = opts.gateway.verifyNotifications(request.body);
    if (items === null) throw new HttpError('NOT_AUTHORISED');
    const checkoutItems = [];
    let settled = 0;
    for (const item of items) {
      const settlement = await opts.settleModification.execute(item);
      if (settlement === 'not-ours') checkoutItems.push(item);
      else if (settlement === 'settled') settled += 1;
    }
    const handled = await opts.handleNotifications.execute(checkoutItems);
    // A payment to give back could not reach the gateway: not accepted, so Adyen delivers again and the reversal is asked again (same key).
    if (handled.retryLater) throw new HttpError('PROVIDER_UNAVAILABLE');
    request.log.info({ items: items.length, closed: handled.closed, settled }, 'payment notifications accepted');
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('[accepted]');
  });
};
