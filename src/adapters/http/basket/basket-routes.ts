import { createElement, Fragment } from 'react';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AddToBasket } from '../../../application/basket/add-to-basket.use-case.js';
import type { ChangeBasketLineQuantity } from '../../../application/basket/change-basket-line-quantity.use-case.js';
import type { FindBuyableProduct } from '../../../application/basket/find-buyable-product.use-case.js';
import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import { sizeLabelIn } from '../../../domain/catalog/sizing-region.js';
import { formatMoney } from '../../../domain/pricing/format-price.js';
import { productPrice } from '../../../domain/pricing/list-price.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { AddToBagModal } from '../../ui-react/parts/basket/add-to-bag-modal.js';
import { PriceNotice } from '../../ui-react/parts/chrome/price-notice.js';
import { priceNoticeOf } from '../../../domain/site/price-notices.js';
import { toBasketView } from '../../ui-react/parts/basket/basket.view.js';
import { Island } from '../../ui-react/runtime/island.js';
import { renderFragment } from '../pages/page-renderer.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import {
  AddQuery, AddResponse, CountResponse, ModalQuery, QuantityParams, QuantityResponse, QuickBasketQuery, QuickBasketResponse,
} from './basket-schemas.js';
import { requireJson } from '../plugins/require-json.js';
import { currentOwner, ownerToBe } from '../plugins/request-owner.js';

export interface BasketRoutesOptions {
  addToBasket: AddToBasket;
  changeQuantity: ChangeBasketLineQuantity;
  viewBasket: ViewQuickBasket;
  findProduct: FindBuyableProduct;
}

const NO_STORE = 'no-store';


async function quickBasketJson(opts: BasketRoutesOptions, request: FastifyRequest, site: SiteVariant, addedProductId: number | null) {
  const basket = await opts.viewBasket.execute({
    owner: await currentOwner(request), site, addedProductId, completeTheLook: site.completeTheLook,
  });
  const view = toBasketView(basket, site.price);
  // The tax notice is static markup beside the island, so it adds nothing to the island's script.
  const html = renderFragment(site, createElement(Fragment, null,
    createElement(Island<'QuickBasket'>, { name: 'QuickBasket', props: { view, variant: 'panel' } }),
    view.lines.length > 0 ? createElement(PriceNotice, { notice: priceNoticeOf(site.region) }) : null));
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
    schema: { querystring: AddQuery, response: { 200: AddResponse } }, config: { specErrorFields: 'basketAdd', changesState: true },
  }, async (request, reply) => {
    const q = request.query;
    const isVoucher = [q.price, q.giftCardValue, q.cardType, q.recipientName, q.recipientEmail].some((v) => v !== undefined);
    const result = await opts.addToBasket.execute({
      owner: await ownerToBe(request, reply),
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
    const locale = localeOf(request);
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const added = result.value;
    return {
      success: true,
      message: messageFor(locale, 'ADDED_TO_BASKET', { name: added.productName }),
      reason: added.unitsLeft === null ? null : messageFor(locale, 'LOW_STOCK', { units: added.unitsLeft }),
      hasWarning: added.hasWarning,
      dataLayer: added.dataLayer, eventId: added.eventId, count: added.count,
    };
  });

  app.post('/api/basket/:action/:shoppingBasketId', {
    schema: { params: QuantityParams, response: { 200: QuantityResponse } },
    onRequest: requireJson,
    config: { specErrorFields: 'basketQuantity' },
  }, async (request) => {
    const owner = await currentOwner(request);
    const { action, shoppingBasketId } = request.params;
    if (owner === null) throw new HttpError('LINE_NOT_FOUND', { shoppingBasketId });
    const result = await opts.changeQuantity.execute({ owner, site: request.site, shoppingBasketId, action });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const changed = result.value;
    return {
      success: true, dataLayer: changed.dataLayer, count: changed.count, quantity: changed.line?.quantity ?? 0,
      removed: changed.removed, lineTotal: changed.lineTotal && formatMoney(changed.lineTotal, request.site.price),
      total: formatMoney(changed.total, request.site.price),
    };
  });

  app.get('/basket/quickbasket', {
    schema: { querystring: QuickBasketQuery, response: { 200: QuickBasketResponse } },
  }, async (request) => {
    return quickBasketJson(opts, request, request.site, request.query.productid ?? null);
  });

  app.get('/basket/quickbasket/count', { schema: { response: { 200: CountResponse } } }, async (request) => {
    const view = await opts.viewBasket.execute({ owner: await currentOwner(request), site: request.site, addedProductId: null, completeTheLook: false });
    return { count: view.count };
  });

  app.get('/frontendComponents/api/GetAddToBagModal', { schema: { querystring: ModalQuery } }, async (request, reply) => {
    const site = request.site;
    const found = await opts.findProduct.execute(site.brand, request.query.productId, catalogLanguageOf(site.locale));
    if (!found.ok) throw new HttpError(found.error.code, found.error);
    const product = found.value;
    const basket = await opts.viewBasket.execute({ owner: await currentOwner(request), site, addedProductId: null, completeTheLook: false });
    const { stockId, sizingRegion = 'UK' } = request.query;
    const line = basket.lines.find((l) => l.productId === product.id && (stockId === undefined || l.stockId === stockId));
    const isVoucher = product.kind === 'evoucher-giftcard';
    const view = {
      productName: product.name,
      sizeLabel: isVoucher || line === undefined || line.sizeLabel === null ? null : sizeLabelIn(line.sizeLabel, sizingRegion),
      image: product.images[0] ?? '',
      price: formatMoney(line === undefined ? productPrice(product, site.price, request.pricedAt).price : line.unitPrice, site.price),
    };
    return reply.type('text/html; charset=utf-8').send(renderFragment(site, createElement(AddToBagModal, { view })));
  });
};

