import { createElement } from 'react';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FindBuyableProduct } from '../../../application/basket/find-buyable-product.use-case.js';
import type { ListBackInStockRequests } from '../../../application/catalog/list-back-in-stock-requests.use-case.js';
import type { RequestBackInStockNotice } from '../../../application/catalog/request-back-in-stock-notice.use-case.js';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { Island } from '../../ui-react/runtime/island.js';
import { toProductDetailView } from '../../ui-react/parts/catalog/product-detail.view.js';
import { renderFragment, stringsFor } from '../pages/page-renderer.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { BackInStockList, BuyGridQuery, NotifyBody, NotifyResponse } from './basket-schemas.js';
import { limitAttempts } from '../plugins/attempt-limits.js';
import { requireJson } from '../plugins/require-json.js';
import { requireOperator } from '../plugins/operator-auth.js';

export interface ProductApiRoutesOptions {
  findProduct: FindBuyableProduct;
  requestBackInStock: RequestBackInStockNotice;
  listBackInStock: ListBackInStockRequests;
  /** Back-in-stock requests one client may send per minute. */
  notifyPerMinute?: number;
  /** Request counters every node shares. */
  rateLimits: RateLimits;
}

/** The buy grid fragment, back-in-stock requests, and the operators' list of them. */
export const productApiRoutes: FastifyPluginAsync<ProductApiRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const notifyLimit = limitAttempts(opts.rateLimits, [
    { name: 'notify-address', max: opts.notifyPerMinute ?? 10, windowMs: 60_000, keyOf: (request) => request.ip },
  ], 'TOO_MANY_REQUESTS');

  app.get('/product/api/buygrid', { schema: { querystring: BuyGridQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const site = request.site;
    const found = await opts.findProduct.execute(site.brand, request.query.productid, catalogLanguageOf(site.locale));
    if (!found.ok) throw new HttpError(found.error.code, found.error);
    const view = toProductDetailView({
      product: found.value, category: null, site, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home, now: request.pricedAt,
    });
    const primaryProductId = request.query.primaryProductID ?? null;
    const autoAdd = request.query.autoAdd === 'true';
    const island = view.buyGrid !== null
      ? createElement(Island<'BuyGrid'>, { name: 'BuyGrid', props: { grid: view.buyGrid, primaryProductId, autoAdd } })
      : createElement(Island<'GiftCardGrid'>, { name: 'GiftCardGrid', props: { grid: view.giftCard! } });
    return reply.type('text/html; charset=utf-8').send(renderFragment(site, island));
  });

  app.post('/product/api/notify', {
    schema: { body: NotifyBody, response: { 200: NotifyResponse } },
    onRequest: requireJson,
    
    preHandler: notifyLimit,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const result = await opts.requestBackInStock.execute({ ...request.body, site: request.site });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const saved = result.value;
    return {
      success: true, message: messageFor(localeOf(request), 'BACK_IN_STOCK_SAVED', { name: saved.productName, size: saved.size }),
    };
  });

  app.get('/operator/back-in-stock', { preHandler: requireOperator('read'), schema: { response: { 200: BackInStockList } } }, async () => {
    const requests = await opts.listBackInStock.execute();
    return { requests: requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })) };
  });
};
