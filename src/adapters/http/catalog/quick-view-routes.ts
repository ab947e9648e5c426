import { createElement } from 'react';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewProduct } from '../../../application/catalog/view-product.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import type { ViewProductById } from '../../../application/catalog/view-product-by-id.use-case.js';
import { stockLevelOf } from '../../../domain/catalog/product.js';
import { sizeLabelIn } from '../../../domain/catalog/sizing-region.js';
import { productSlugFromUrl, QUICK_BUY_STOCKS_PATH, QUICK_VIEW_PATH } from '../../ui-react/parts/tiles/quick-view-links.js';
import { QuickView } from '../../ui-react/screens/quick-view/quick-view.js';
import { productHref } from '../../ui-react/parts/chrome/page-chrome.view.js';
import { ADD_TO_BAG_ACTION } from '../../ui-react/parts/basket/buy-grid.view.js';
import { toProductDetailView } from '../../ui-react/parts/catalog/product-detail.view.js';
import { HttpError } from '../errors/http-error.js';
import { renderFragment, stringsFor } from '../pages/page-renderer.js';
import { QuickBuyStockQuery, QuickViewQuery, type QuickBuyStockJson } from './quick-view-schemas.js';

export interface QuickViewRoutesOptions {
  viewProduct: ViewProduct;
  viewProductById: ViewProductById;
  viewLowestPriorPrice: ViewLowestPriorPrice;
}

/**
 * Quick view and quick buy (spec sections 2 and 7):
 * - GET /product/api/getquickviewproduct?url=/product/<slug>: the quick-view HTML fragment;
 *   only same-site relative product URLs are accepted (400 otherwise), unknown product 404.
 * - GET /product/api/getproductstocksforquickbuy?productid=&productcode=[&sizingRegion=]: the
 *   sizes of a product of the shopper's brand as JSON (stockId, label in the region, stock level).
 */
export const quickViewRoutes: FastifyPluginAsync<QuickViewRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(QUICK_VIEW_PATH, { schema: { querystring: QuickViewQuery } }, async (request, reply) => {
    const slug = productSlugFromUrl(request.query.url);
    if (!slug.ok) throw new HttpError('INVALID_INPUT', { messageCode: 'PRODUCT_URL' });
    const site = request.site;
    const found = await opts.viewProduct.execute(site.brand, slug.value, catalogLanguageOf(site.locale));
    if (!found.ok) throw new HttpError(found.error.code, found.error);
    const { product, category } = found.value;
    const lowestPriorPrice = await opts.viewLowestPriorPrice.execute({ product, site, now: request.pricedAt });
    const view = toProductDetailView({
      product, category, site, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home, now: request.pricedAt, lowestPriorPrice,
    });
    const html = renderFragment(site, createElement(QuickView, { view, productHref: productHref(product.slug) }));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });

  app.get(QUICK_BUY_STOCKS_PATH, { schema: { querystring: QuickBuyStockQuery } }, async (request, reply) => {
    const { productid, productcode } = request.query;
    const region = request.query.sizingRegion ?? 'UK';
    const found = await opts.viewProductById.execute({ brand: request.site.brand, productId: productid, productCode: productcode, language: catalogLanguageOf(request.site.locale) });
    if (!found.ok) throw new HttpError(found.error.code, found.error);
    const product = found.value;
    const body: QuickBuyStockJson = {
      productId: product.id,
      productCode: product.code,
      productName: product.name,
      sizingRegion: region,
      action: ADD_TO_BAG_ACTION,
      sizes: product.sizes.map((s) => ({ stockId: s.stockId, label: sizeLabelIn(s.ukSize, region), ukSize: s.ukSize, stock: stockLevelOf(s.unitsInStock) })),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
};
