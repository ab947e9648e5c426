import type { FastifyPluginAsync } from 'fastify';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import {
  GIFT_CARD_ID_PATTERN, IMAGE_NUMBER_PATTERN, PRODUCT_CODE_PATTERN, brandIconSvg, giftCardImageSvg, productImageSvg,
} from './generated-images.js';
import { themeCss, themeVersion } from './theme-css.js';

const ONE_DAY_S = 86_400;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_TYPE = 'image/svg+xml';

/** Brand theme stylesheets and the generated catalog images. */
export const generatedAssetRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { siteId: string } }>('/theme/:siteId.css', async (request, reply) => {
    const site = findSiteVariant(request.params.siteId);
    if (!site) return reply.callNotFound();
    const etag = `"${themeVersion(site.theme)}"`;
    reply.header('cache-control', `public, max-age=${ONE_DAY_S}`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(themeCss(site.theme));
  });

  app.get<{ Params: { siteId: string } }>('/theme/icons/:siteId.svg', async (request, reply) => {
    const site = findSiteVariant(request.params.siteId);
    if (!site) return reply.callNotFound();
    const { logoText, colours } = site.theme;
    return reply.header('cache-control', `public, max-age=${ONE_DAY_S}`).type(SVG_TYPE)
      .send(brandIconSvg(logoText, colours.primary, colours.primaryText));
  });

  app.get<{ Params: { code: string; n: string }; Querystring: { c?: unknown } }>('/images/p/:code/:n.svg', async (request, reply) => {
    const { code, n } = request.params;
    if (!PRODUCT_CODE_PATTERN.test(code) || !IMAGE_NUMBER_PATTERN.test(n)) return reply.callNotFound();
    const colour = typeof request.query.c === 'string' ? request.query.c : undefined;
    return reply.header('cache-control', IMMUTABLE).type(SVG_TYPE).send(productImageSvg(code, Number(n), colour));
  });

  app.get<{ Params: { id: string } }>('/images/giftcards/:id.svg', async (request, reply) => {
    const { id } = request.params;
    if (!GIFT_CARD_ID_PATTERN.test(id)) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).type(SVG_TYPE).send(giftCardImageSvg(id));
  });
};
