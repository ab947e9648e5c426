import { createHash, timingSafeEqual } from 'node:crypto';
import { createElement } from 'react';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FindBuyableProduct } from '../../../application/basket/find-buyable-product.use-case.js';
import type { ListBackInStockRequests } from '../../../application/back-in-stock/list-back-in-stock-requests.use-case.js';
import type { RequestBackInStockNotice } from '../../../application/back-in-stock/request-back-in-stock-notice.use-case.js';
import { Island } from '../../ui-react/runtime/island.js';
import { toProductDetailView } from '../../ui-react/screens/product/product-detail.view.js';
import { renderFragment, stringsFor } from '../pages/page-renderer.js';
import { statusOf } from './basket-error-status.js';
import { BackInStockList, BuyGridQuery, ErrorBody, fieldMessage, NotifyBody, NotifyResponse } from './basket-schemas.js';
import { requireJson } from './require-json.js';

export interface ProductApiRoutesOptions {
  findProduct: FindBuyableProduct;
  requestBackInStock: RequestBackInStockNotice;
  listBackInStock: ListBackInStockRequests;
  /** Bearer token of the operator routes; without one they do not exist (404). */
  operatorToken: string | null;
  /** Back-in-stock requests one client may send per minute. */
  notifyPerMinute?: number;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compares a presented bearer token with the configured one in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** The buy grid fragment, back-in-stock requests, and the operators' list of them. */
export const productApiRoutes: FastifyPluginAsync<ProductApiRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: please try again in ${context.after}.`), { statusCode: context.statusCode }),
  });

  app.get('/product/api/buygrid', { schema: { querystring: BuyGridQuery }, attachValidation: true }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (request.validationError) return reply.code(400).type('text/plain; charset=utf-8').send(fieldMessage(request.validationError.validation));
    const site = request.site;
    const found = await opts.findProduct.execute(site.brand, request.query.productid);
    if (!found.ok) return reply.code(statusOf(found.error.code)).type('text/plain; charset=utf-8').send(found.error.message);
    const view = toProductDetailView({
      product: found.value, category: null, site, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home,
    });
    const primaryProductId = request.query.primaryProductID ?? null;
    const island = view.buyGrid !== null
      ? createElement(Island<'BuyGrid'>, { name: 'BuyGrid', props: { grid: view.buyGrid, primaryProductId } })
      : createElement(Island<'GiftCardGrid'>, { name: 'GiftCardGrid', props: { grid: view.giftCard! } });
    return reply.type('text/html; charset=utf-8').send(renderFragment(site, island));
  });

  app.post('/product/api/notify', {
    schema: { body: NotifyBody, response: { 200: NotifyResponse, 400: NotifyResponse, 404: NotifyResponse, 409: NotifyResponse, 415: NotifyResponse } },
    onRequest: requireJson,
    attachValidation: true,
    config: { rateLimit: { max: opts.notifyPerMinute ?? 10, timeWindow: 60_000 } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.validationError) return reply.code(400).send({ success: false, error: 'INVALID_REQUEST', message: fieldMessage(request.validationError.validation) });
    const result = await opts.requestBackInStock.execute({ ...request.body, site: request.site });
    if (!result.ok) return reply.code(statusOf(result.error.code) as 400 | 404 | 409).send({ success: false, error: result.error.code, message: result.error.message });
    return { success: true, message: result.value.message };
  });

  const token = opts.operatorToken;
  if (token === null) return;
  app.get('/operator/back-in-stock', { schema: { response: { 200: BackInStockList, 401: ErrorBody } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, error: 'Unauthorized', message: 'A valid operator token is needed.' });
    }
    const requests = await opts.listBackInStock.execute();
    return { requests: requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })) };
  });
};
