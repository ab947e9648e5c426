import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CompleteKlarnaOrder } from '../../../../application/checkout/klarna/complete-klarna-order.use-case.js';
import type { DeclineKlarnaCheckout } from '../../../../application/checkout/klarna/decline-klarna-checkout.use-case.js';
import type { KlarnaCheckoutStart, StartKlarnaCheckout } from '../../../../application/checkout/klarna/start-klarna-checkout.use-case.js';
import { purchaseToWire } from '../../../providers/klarna/klarna-wire.js';
import { formatMoney } from '../../../../domain/pricing/format-price.js';
import { ownerOfSession } from '../../../../domain/accounts/basket-owner.js';
import type { OrderIdCipher } from '../../../../ports/order-id-cipher.port.js';
import { requireJson } from '../../plugins/require-json.js';
import { HttpError } from '../../errors/http-error.js';
import { confirmationPageUrl } from '../payment-routes.js';
import { KlarnaCompleteQuery, KlarnaDeclineBody, KlarnaSessionBody } from './klarna-schemas.js';
import { ownerOrRefuse } from '../../plugins/request-owner.js';

export interface KlarnaRoutesOptions {
  startKlarna: StartKlarnaCheckout;
  completeKlarna: CompleteKlarnaOrder;
  declineKlarna: DeclineKlarnaCheckout;
  cipher: OrderIdCipher;
}

const KLARNA_PATH = '/checkout/klarna';
const KLARNA_COMPLETE_PATH = `${KLARNA_PATH}/CompleteOrder`;
/** Where a declined or failed Klarna payment sends the shopper (the basket page words `klarna`). */
const KLARNA_FAILED_URL = '/basket?error=klarna';

/**
 * The wallet button's payload (spec 3: payload JSON): the options and data Klarna's
 * `authorize` takes, with the session made to finalise at once (`auto_finalize: true`) and to
 * collect the shipping address (`collect_shipping_address: true`, spec 7).
 */
function klarnaPayloadOf(start: KlarnaCheckoutStart): Record<string, unknown> {
  const { purchase_country, purchase_currency, locale, order_amount, order_tax_amount, order_lines } = purchaseToWire(start.purchase);
  return {
    payment_method_category: start.paymentMethodCategories[0] ?? 'pay_later',
    auto_finalize: true,
    collect_shipping_address: true,
    data: { purchase_country, purchase_currency, locale, order_amount, order_tax_amount, order_lines },
  };
}

const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'no-store');
};

/**
 * Klarna from the basket page. POST `/checkout/klarna/session` (JSON; the spec names
 * no route for it) places the order from the basket and answers the wallet button's hidden
 * fields: client token, payload and locale, with the session id. GET `CompleteOrder` (spec 2,
 * the browser's navigation once authorise approved) places the Klarna order and completes ours
 * exactly once, then goes to the confirmation page; a decline or a failure goes back to the
 * basket with the message. POST `decline` releases the order when authorise said no.
 */
export const klarnaRoutes: FastifyPluginAsync<KlarnaRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const changing = { onRequest: requireJson, config: { changesState: true } } as const;

  app.post(`${KLARNA_PATH}/session`, { ...changing, schema: { body: KlarnaSessionBody } }, async (request, reply) => {
    noStore(reply);
    const owner = await ownerOrRefuse(request, 'BASKET_EMPTY');
    const form = request.body.formData;
    const result = await opts.startKlarna.execute({
      owner, site: request.site,
      preferences: { marketingOptIn: form?.SubscriptionPreference === true, deliveryInstructions: form?.delInstructions ?? null },
    });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const start = result.value;
    return {
      sessionId: start.sessionId,
      clientToken: start.clientToken,
      payload: JSON.stringify(klarnaPayloadOf(start)),
      locale: start.purchase.locale,
      amount: formatMoney(start.order.total, request.site.price),
      encryptedOrderId: opts.cipher.seal(start.order.id),
    };
  });

  app.post(`${KLARNA_PATH}/decline`, { ...changing, schema: { body: KlarnaDeclineBody } }, async (request, reply) => {
    noStore(reply);
    const session = await request.currentSession();
    if (session === null) throw new HttpError('KLARNA_SESSION_NOT_FOUND');
    const result = await opts.declineKlarna.execute({ owner: ownerOfSession(session, request.site.id), sessionId: request.body.sessionId });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return { redirect: KLARNA_FAILED_URL };
  });

  // The browser's own navigation from the basket page once Klarna approved: same-site, never for HEAD.
  app.get(KLARNA_COMPLETE_PATH, {
    schema: { querystring: KlarnaCompleteQuery }, exposeHeadRoute: false, config: { errorPage: true, changesState: true },
  }, async (request, reply) => {
    noStore(reply);
    const session = await request.currentSession();
    if (session === null) throw new HttpError('KLARNA_SESSION_NOT_FOUND');
    const { authToken, sessionId } = request.query;
    const result = await opts.completeKlarna.execute({ owner: ownerOfSession(session, request.site.id), authToken, sessionId });
    if (result.ok) return reply.code(303).redirect(confirmationPageUrl(opts.cipher.seal(result.value.id)));
    switch (result.error.code) {
      case 'KLARNA_SESSION_NOT_FOUND':
      case 'KLARNA_AUTHORIZATION_MISMATCH':
        throw new HttpError(result.error.code, result.error);
      default:
        return reply.code(303).redirect(KLARNA_FAILED_URL);
    }
  });
};
