import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { HandlePayPalWebhook } from '../../../../application/checkout/paypal/handle-paypal-webhook.use-case.js';
import { isPayPalRefundEvent, type SettlePayPalRefund } from '../../../../application/orders/settle-paypal-refund.use-case.js';
import type { PayPalOrders, PayPalWebhookSignature } from '../../../../ports/paypal-orders.port.js';
import { requireJson } from '../../plugins/require-json.js';
import { HttpError } from '../../errors/http-error.js';
import { WebhookBody, WebhookHeaders } from './paypal-schemas.js';

export interface PayPalWebhookRoutesOptions {
  payPal: Pick<PayPalOrders, 'verifyWebhook'>;
  handleWebhook: HandlePayPalWebhook;
  settleRefund: SettlePayPalRefund;
}

/** Where PayPal (and the PayPal sandbox, the same way) posts its webhooks. */
export const PAYPAL_WEBHOOK_ROUTE = '/checkout/paypal/webhook';

/** PayPal's transmission headers, as the port names them. */
export const PAYPAL_SIGNATURE_HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
  transmissionSig: 'paypal-transmission-sig',
} as const satisfies Record<keyof PayPalWebhookSignature, string>;

/** The signature headers of a request, or null when one is missing (an unsigned webhook). */
function signatureOf(headers: Record<string, string | undefined>): PayPalWebhookSignature | null {
  const read = (name: string): string | null => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
  const signature = {
    transmissionId: read(PAYPAL_SIGNATURE_HEADERS.transmissionId),
    transmissionTime: read(PAYPAL_SIGNATURE_HEADERS.transmissionTime),
    certUrl: read(PAYPAL_SIGNATURE_HEADERS.certUrl),
    authAlgo: read(PAYPAL_SIGNATURE_HEADERS.authAlgo),
    transmissionSig: read(PAYPAL_SIGNATURE_HEADERS.transmissionSig),
  };
  return Object.values(signature).some((v) => v === null) ? null : (signature as PayPalWebhookSignature);
}

/**
 * POST /checkout/paypal/webhook: PayPal's webhooks (CHECKOUT.ORDER.APPROVED, PAYMENT.AUTHORIZATION.CREATED,
 * PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.DENIED for the checkout and the captures of an
 * authorization; PAYMENT.CAPTURE.REFUNDED,
 * PAYMENT.REFUND.PENDING, PAYMENT.REFUND.FAILED and PAYMENT.CAPTURE.REVERSED for an operator's
 * refunds; other event types are answered 200 and change nothing). Verified through the port before anything is read (PayPal's
 * verify-webhook-signature with PAYPAL_WEBHOOK_ID; the sandbox's own HMAC): unsigned, forged or
 * altered is 401 NOT_AUTHORISED and changes nothing; PayPal unreachable is 503 (PayPal delivers
 * again). The events complete or release our order exactly once with the browser's capture, so a
 * replay is harmless. Posted by PayPal's servers, not a browser: exempt from the same-site check
 * (`signedByProvider`), authenticated by the signature.
 */
export const payPalWebhookRoutes: FastifyPluginAsync<PayPalWebhookRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(PAYPAL_WEBHOOK_ROUTE, {
    schema: { body: WebhookBody, headers: WebhookHeaders }, onRequest: requireJson, config: { signedByProvider: true },
  }, async (request, reply) => {
    const signature = signatureOf(request.headers as Record<string, string | undefined>);
    if (signature === null) throw new HttpError('NOT_AUTHORISED');
    const verified = await opts.payPal.verifyWebhook({ signature, event: request.body }, request.site.id);
    if (!verified.ok) throw new HttpError(verified.error.code === 'PROVIDER_UNAVAILABLE' ? 'PROVIDER_UNAVAILABLE' : 'NOT_AUTHORISED');
    const event = verified.value;
    const handled = isPayPalRefundEvent(event) ? { ok: true as const, value: await opts.settleRefund.execute(event) } : await opts.handleWebhook.execute(event);
    if (!handled.ok) throw new HttpError('PROVIDER_UNAVAILABLE');
    request.log.info({ event: event.id, kind: event.kind, outcome: handled.value }, 'paypal webhook accepted');
    return reply.header('cache-control', 'no-store').status(200).send({ received: true, outcome: handled.value });
  });
};
