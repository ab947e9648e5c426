import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConfirmationPage } from '../../ui-react/screens/confirmation/confirmation-page.js';
import { HttpError } from '../errors/http-error.js';
import { stringsFor } from '../pages/page-renderer.js';
import { loadConfirmationPage, type ConfirmationPageDeps } from './confirmation-page.loader.js';
import { CONFIRMATION_PAGE_PATH } from './payment-routes.js';
import { Type } from 'typebox';
import { issueAntiForgeryToken } from '../plugins/anti-forgery.js';
import { OrderQuery } from './payment-schemas.js';

/** The order page's address; `return` names the return just asked for, whose reference and instructions the page confirms. */
const ConfirmationQuery = Type.Object({ ...OrderQuery.properties, return: Type.Optional(Type.String({ maxLength: 60 })) });

/**
 * GET /Checkout/Confirmation?encryptedOrderId=: the order as it stands now. One shopper's data,
 * so never page-cached (`no-store`); an id that does not open is the 404 page.
 */
export const confirmationPageRoute: FastifyPluginAsync<ConfirmationPageDeps> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(CONFIRMATION_PAGE_PATH, { schema: { querystring: ConfirmationQuery }, config: { errorPage: true } }, async (request, reply) => {
    const session = await request.currentSession();
    const loaded = await loadConfirmationPage(opts, {
      encryptedOrderId: request.query.encryptedOrderId,
      returns: { viewerShopperId: session?.shopperId ?? null, token: () => issueAntiForgeryToken(reply), registered: request.query.return ?? null, problem: null },
    });
    if (!loaded.ok) throw new HttpError(loaded.error.code, loaded.error);
    return reply.sendPage({ title: stringsFor(request.site).confirmationTitle, body: createElement(ConfirmationPage, { view: loaded.value }), cache: 'no-store' });
  });
};
