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
import type { ReportPurchase } from '../../../application/site/report-purchase.use-case.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';

export interface ConfirmationPageRouteOptions extends ConfirmationPageDeps {
  /** The order's GA4 purchase event, on the first showing of a paid order's page only. */
  reportPurchase: ReportPurchase;
}

/** The order page's address; `return` names the return just asked for, whose reference and instructions the page confirms. */
const ConfirmationQuery = Type.Object({ ...OrderQuery.properties, return: Type.Optional(Type.String({ maxLength: 60 })) });

/**
 * GET /Checkout/Confirmation?encryptedOrderId=: the order as it stands now. One shopper's data,
 * so never page-cached (`no-store`), which also keeps the purchase event that only the first
 * showing of a paid order carries out of every cache; an id that does not open is the 404 page.
 */
export const confirmationPageRoute: FastifyPluginAsync<ConfirmationPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(CONFIRMATION_PAGE_PATH, { schema: { querystring: ConfirmationQuery }, config: { errorPage: true } }, async (request, reply) => {
    const session = await request.currentSession();
    const loaded = await loadConfirmationPage(opts, {
      encryptedOrderId: request.query.encryptedOrderId,
      returns: { viewerShopperId: session?.shopperId ?? null, token: () => issueAntiForgeryToken(reply), registered: request.query.return ?? null, problem: null },
    });
    if (!loaded.ok) throw new HttpError(loaded.error.code, loaded.error);
    const orderId = opts.cipher.open(request.query.encryptedOrderId);
    const purchase = orderId === null ? null : await opts.reportPurchase.execute(orderId, request.site);
    const page = createElement(ConfirmationPage, { view: loaded.value });
    const body = purchase === null ? page : createElement(AnalyticsEvents, { events: [purchase] }, page);
    return reply.sendPage({ title: stringsFor(request.site).confirmationTitle, body, cache: 'no-store' });
  });
};
