import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConfirmationPage } from '../../ui-react/screens/confirmation/confirmation-page.js';
import { HttpError } from '../errors/http-error.js';
import { stringsFor } from '../pages/page-renderer.js';
import { loadConfirmationPage, type ConfirmationPageDeps } from './confirmation-page.loader.js';
import { CONFIRMATION_PAGE_PATH } from './payment-routes.js';
import { OrderQuery } from './payment-schemas.js';

/**
 * GET /Checkout/Confirmation?encryptedOrderId=: the order as it stands now. One shopper's data,
 * so never page-cached (`no-store`); an id that does not open is the 404 page.
 */
export const confirmationPageRoute: FastifyPluginAsync<ConfirmationPageDeps> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(CONFIRMATION_PAGE_PATH, { schema: { querystring: OrderQuery }, config: { errorPage: true } }, async (request, reply) => {
    const loaded = await loadConfirmationPage(opts, { encryptedOrderId: request.query.encryptedOrderId });
    if (!loaded.ok) throw new HttpError(loaded.error.code, loaded.error);
    return reply.sendPage({ title: stringsFor(request.site).confirmationTitle, body: createElement(ConfirmationPage, { view: loaded.value }), cache: 'no-store' });
  });
};
