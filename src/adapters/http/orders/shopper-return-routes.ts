import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RequestReturn } from '../../../application/orders/request-return.use-case.js';
import type { FindOrderForReturn } from '../../../application/orders/view-order-returns.use-case.js';
import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { Order } from '../../../domain/orders/order.js';
import type { OrderIdCipher } from '../../../ports/order-id-cipher.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { RETURN_LINE_FIELD, RETURN_LOOKUP_PATH, RETURN_REQUEST_PATH } from '../../ui-react/parts/orders/order-returns.view.js';
import { ConfirmationPage } from '../../ui-react/screens/confirmation/confirmation-page.js';
import { ReturnLookupPage } from '../../ui-react/screens/confirmation/return-lookup-page.js';
import { loadConfirmationPage, type ConfirmationPageDeps } from '../checkout/confirmation-page.loader.js';
import { CONFIRMATION_PAGE_PATH } from '../checkout/payment-routes.js';
import { classify } from '../errors/error-handler.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { stringsFor } from '../pages/page-renderer.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { returnRefusal } from './return-refusals.js';

export interface ShopperReturnRoutesOptions {
  orders: Pick<Orders, 'byId'>;
  cipher: OrderIdCipher;
  findOrderForReturn: FindOrderForReturn;
  requestReturn: RequestReturn;
  /** Lookups counted per address in the database, for every node. */
  rateLimits: RateLimits;
  /** The order page, shown again with the reason when a return is refused. */
  confirmationPage: ConfirmationPageDeps;
  /** Lookups allowed per address within `windowMs`. */
  lookupLimit?: { perAddress: number; windowMs: number };
}

const DEFAULT_LOOKUP_LIMIT = { perAddress: 10, windowMs: 10 * 60_000 };

const LookupForm = Type.Object({
  orderNumber: Type.Optional(Type.String({ maxLength: 40 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
});

/** The return form: the order's sealed id, a reason, and the units of each line as `line-<position>`. */
const ReturnForm = Type.Object({
  encryptedOrderId: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.Optional(Type.String({ maxLength: 40 })),
  RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
}, { patternProperties: { [`^${RETURN_LINE_FIELD}[0-9]{1,3}$`]: Type.String({ pattern: '^[0-9]{0,4}$' }) }, additionalProperties: false });

const orderPageUrl = (encryptedOrderId: string, returnReference?: string): string =>
  `${CONFIRMATION_PAGE_PATH}?encryptedOrderId=${encodeURIComponent(encryptedOrderId)}${returnReference === undefined ? '' : `&return=${encodeURIComponent(returnReference)}`}#returns`;

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html') && request.headers['x-requested-with'] === undefined;

/** The units asked per line from the form's `line-<position>` fields; empty and zero fields ask nothing. */
function unitsOf(form: Readonly<Record<string, string | undefined>>): LineQuantity[] {
  const lines: LineQuantity[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith(RETURN_LINE_FIELD) || value === undefined || value === '') continue;
    lines.push({ position: Number(name.slice(RETURN_LINE_FIELD.length)), quantity: Number(value) });
  }
  return lines;
}

/**
 * The shopper's returns: the order page's return form posts here (signed-in owners of an account's
 * order, or anyone holding a guest order's sealed id, the guest's own link to it), and guests find
 * an order by its number and email at /returns (rate limited per address; the same answer for a
 * wrong number and a wrong email). A return asked goes back to the order page by a 303, which shows
 * its reference and the instructions; a refusal shows the order page again with the reason and
 * its status (409 over-return, window closed, not dispatched; 400 no line or reason). Scripts get
 * the JSON error body instead. Every post carries the anti-forgery token.
 */
export const shopperReturnRoutes: FastifyPluginAsync<ShopperReturnRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify) } as const;
  const limit = opts.lookupLimit ?? DEFAULT_LOOKUP_LIMIT;

  const lookupPage = (request: FastifyRequest, reply: FastifyReply, status: number, form: { orderNumber: string; email: string }, problem: string | null) =>
    reply.sendPage({
      status,
      title: stringsFor(request.site).returnLookupTitle,
      body: createElement(ReturnLookupPage, { view: { token: issueAntiForgeryToken(reply), ...form, problem } }),
      cache: 'no-store',
    });

  /** The order the form names, if this viewer may return from it: a guest order, or an account's order to its signed-in owner. */
  const returnableOrder = async (request: FastifyRequest, encryptedOrderId: string): Promise<Order> => {
    const orderId = opts.cipher.open(encryptedOrderId);
    const order = orderId === null ? null : await opts.orders.byId(orderId);
    if (order === null) throw new HttpError('ORDER_NOT_FOUND');
    if (order.shopperId !== null && order.shopperId !== (await request.currentSession())?.shopperId) throw new HttpError('ORDER_NOT_FOUND');
    return order;
  };

  app.get(RETURN_LOOKUP_PATH, async (request, reply) => lookupPage(request, reply, 200, { orderNumber: '', email: '' }, null));

  app.post(RETURN_LOOKUP_PATH, { ...guarded, schema: { body: LookupForm } }, async (request, reply) => {
    const form = { orderNumber: request.body.orderNumber ?? '', email: request.body.email ?? '' };
    const hits = await opts.rateLimits.hit(`return-lookup:${request.ip}`, limit.windowMs);
    if (hits.hits > limit.perAddress) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(hits.resetInMs / 1000))));
      return lookupPage(request, reply, STATUS_OF.TOO_MANY_REQUESTS, form, messageFor(localeOf(request), 'TOO_MANY_REQUESTS'));
    }
    const order = await opts.findOrderForReturn.execute({ reference: form.orderNumber, email: form.email });
    if (order === null) return lookupPage(request, reply, STATUS_OF.ORDER_NOT_FOUND, form, stringsFor(request.site).returnLookupNotFound);
    return reply.code(303).header('cache-control', 'no-store').redirect(orderPageUrl(opts.cipher.seal(order.id)));
  });

  app.post(RETURN_REQUEST_PATH, { ...guarded, schema: { body: ReturnForm } }, async (request, reply) => {
    const { encryptedOrderId, reason = '' } = request.body;
    const order = await returnableOrder(request, encryptedOrderId);
    const result = await opts.requestReturn.execute({ order, lines: unitsOf(request.body), reason, by: { kind: 'shopper' } });
    if (result.ok) return reply.code(303).header('cache-control', 'no-store').redirect(orderPageUrl(encryptedOrderId, result.value.ret.reference));
    const refusal = returnRefusal(result.error, order);
    if (!wantsHtml(request)) throw refusal;
    const session = await request.currentSession();
    const page = await loadConfirmationPage(opts.confirmationPage, {
      encryptedOrderId,
      returns: { viewerShopperId: session?.shopperId ?? null, token: () => issueAntiForgeryToken(reply), registered: null, problem: classify(refusal, localeOf(request)).message },
    });
    if (!page.ok) throw new HttpError(page.error.code);
    return reply.sendPage({ status: refusal.statusCode, title: stringsFor(request.site).confirmationTitle, body: createElement(ConfirmationPage, { view: page.value }), cache: 'no-store' });
  });
};
