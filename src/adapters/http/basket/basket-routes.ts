import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AddToBasket } from '../../../application/basket/add-to-basket.use-case.js';
import type { ChangeBasketLineQuantity } from '../../../application/basket/change-basket-line-quantity.use-case.js';
import type { FindBuyableProduct } from '../../../application/basket/find-buyable-product.use-case.js';
import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import { currentPriceMinor } from '../../../domain/catalog/product.js';
import { formatMoney, formatPrice } from '../../../domain/pricing/format-price.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { AddToBagModal } from '../../ui-react/parts/basket/add-to-bag-modal.js';
import { toBasketView } from '../../ui-react/parts/basket/basket.view.js';
import { Island } from '../../ui-react/runtime/island.js';
import { renderFragment } from '../pages/page-renderer.js';
import { statusOf } from './basket-error-status.js';
import {
  AddQuery, AddResponse, CountResponse, ErrorBody, fieldMessage, ModalQuery, QuantityParams, QuantityResponse, QuickBasketQuery, QuickBasketResponse,
} from './basket-schemas.js';
import { requireJson } from './require-json.js';

export interface BasketRoutesOptions {
  addToBasket: AddToBasket;
  changeQuantity: ChangeBasketLineQuantity;
  viewBasket: ViewQuickBasket;
  findProduct: FindBuyableProduct;
}

/** Brands whose quick basket shows the complete-the-look pop-up. */
export const COMPLETE_THE_LOOK_BRANDS: ReadonlySet<string> = new Set(['yours-clothing', 'evans']);

export const NO_STORE = 'no-store';

const failedAdd = (message: string, reason: string) => ({ success: false, message, reason, hasWarning: false, dataLayer: null, eventId: null });

/** The owner of the request's basket, or null when the shopper has no session yet. */
const ownerOf = async (request: FastifyRequest) => {
  const session = await request.currentSession();
  return session === null ? null : ownerOfSession(session);
};

async function quickBasketJson(opts: BasketRoutesOptions, request: FastifyRequest, site: SiteVariant, addedProductId: number | null) {
  const basket = await opts.viewBasket.execute({
    owner: await ownerOf(request), site, addedProductId, completeTheLook: COMPLETE_THE_LOOK_BRANDS.has(site.brand),
  });
  const view = toBasketView(basket, site.price);
  const html = renderFragment(site, createElement(Island<'QuickBasket'>, { name: 'QuickBasket', props: { view, variant: 'panel' } }));
  return { view: html, count: view.count };
}

/** Add to bag, quantity changes, the quick basket and the add-to-bag modal (spec sections 3, 7). */
export const basketRoutes: FastifyPluginAsync<BasketRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', NO_STORE);
    return payload;
  });

  app.get('/basket/api/add', {
    schema: { querystring: AddQuery, response: { 200: AddResponse, '4xx': AddResponse } }, attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return reply.code(400).send(failedAdd(fieldMessage(request.validationError.validation), 'INVALID_REQUEST'));
    const q = request.query;
    const isVoucher = [q.price, q.giftCardValue, q.cardType, q.recipientName, q.recipientEmail].some((v) => v !== undefined);
    const session = await request.ensureSession(reply);
    const result = await opts.addToBasket.execute({
      owner: ownerOfSession(session),
      site: request.site,
      productId: q.productId,
      stockId: q.stockId,
      quantity: q.quantity ?? 1,
      giftVoucher: isVoucher
        ? {
            price: q.price ?? q.giftCardValue ?? '', cardType: q.cardType ?? '', recipientName: q.recipientName ?? '',
            recipientEmail: q.recipientEmail ?? '', message: q.message ?? '', deliveryDate: q.deliveryDate ?? '',
          }
        : null,
    });
    if (!result.ok) return reply.code(statusOf(result.error.code)).send(failedAdd(result.error.message, result.error.code));
    const added = result.value;
    return {
      success: true, message: added.message, reason: added.reason, hasWarning: added.hasWarning,
      dataLayer: added.dataLayer, eventId: added.eventId, count: added.count,
    };
  });

  app.post('/api/basket/:action/:shoppingBasketId', {
    schema: { params: QuantityParams, response: { 200: QuantityResponse, '4xx': QuantityResponse } },
    onRequest: requireJson,
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) {
      return reply.code(400).send({ success: false, dataLayer: null, error: 'INVALID_REQUEST', message: fieldMessage(request.validationError.validation) });
    }
    const owner = await ownerOf(request);
    const { action, shoppingBasketId } = request.params;
    const notFound = { success: false, dataLayer: null, error: 'LINE_NOT_FOUND', message: `Basket line ${shoppingBasketId} not found` };
    if (owner === null) return reply.code(404).send(notFound);
    const result = await opts.changeQuantity.execute({ owner, site: request.site, shoppingBasketId, action });
    if (!result.ok) return reply.code(statusOf(result.error.code)).send({ success: false, dataLayer: null, error: result.error.code, message: result.error.message });
    const changed = result.value;
    return {
      success: true, dataLayer: changed.dataLayer, count: changed.count, quantity: changed.line?.quantity ?? 0,
      removed: changed.removed, lineTotal: changed.lineTotal && formatMoney(changed.lineTotal, request.site.price),
      total: formatMoney(changed.total, request.site.price),
    };
  });

  app.get('/basket/quickbasket', {
    schema: { querystring: QuickBasketQuery, response: { 200: QuickBasketResponse, 400: ErrorBody } }, attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: fieldMessage(request.validationError.validation) });
    return quickBasketJson(opts, request, request.site, request.query.productid ?? null);
  });

  app.get('/basket/quickbasket/count', { schema: { response: { 200: CountResponse } } }, async (request) => {
    const view = await opts.viewBasket.execute({ owner: await ownerOf(request), site: request.site, addedProductId: null, completeTheLook: false });
    return { count: view.count };
  });

  app.get('/frontendComponents/api/GetAddToBagModal', { schema: { querystring: ModalQuery }, attachValidation: true }, async (request, reply) => {
    if (request.validationError) return reply.code(400).type('text/plain; charset=utf-8').send(fieldMessage(request.validationError.validation));
    const site = request.site;
    const found = await opts.findProduct.execute(site.brand, request.query.productId);
    if (!found.ok) return reply.code(statusOf(found.error.code)).type('text/plain; charset=utf-8').send(found.error.message);
    const product = found.value;
    const basket = await opts.viewBasket.execute({ owner: await ownerOf(request), site, addedProductId: null, completeTheLook: false });
    const line = basket.lines.find((l) => l.productId === product.id);
    const isVoucher = product.kind === 'evoucher-giftcard';
    const view = {
      productName: product.name,
      sizeLabel: isVoucher ? null : (line?.sizeLabel ?? null),
      image: product.images[0] ?? '',
      price: line === undefined ? formatPrice(currentPriceMinor(product), site.price) : formatMoney(line.unitPrice, site.price),
    };
    return reply.type('text/html; charset=utf-8').send(renderFragment(site, createElement(AddToBagModal, { view })));
  });
};

