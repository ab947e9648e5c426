import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { ChooseDelivery } from '../../../application/delivery/choose-delivery.use-case.js';
import type { ViewCheckout } from '../../../application/delivery/view-checkout.use-case.js';
import { deliverySelection, type DeliverySelection } from '../../../domain/delivery/delivery-selection.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import { BasketTotals } from '../../ui-react/screens/basket/basket-totals.js';
import { checkoutEvent } from '../../../application/site/ga4-events.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';
import { DeliveryAccordion } from '../../ui-react/screens/basket/delivery/delivery-accordion.js';
import { CHECKOUT_SECTIONS_URL, UPDATE_DELIVERY_URL } from '../../ui-react/screens/basket/delivery/delivery-urls.js';
import { loadCheckoutSections } from '../basket/basket-page.loader.js';
import { requireJsonOrForm } from '../plugins/require-json.js';
import { HttpError } from '../errors/http-error.js';
import { renderFragment } from '../pages/page-renderer.js';
import { CheckoutSectionsQuery, DeliverySelectionBody } from './delivery-schemas.js';

export interface DeliveryRoutesOptions {
  chooseDelivery: ChooseDelivery;
  viewCheckout: ViewCheckout;
}

const isTrue = (value: boolean | string | undefined): boolean => value === true || value === 'true';

function selectionOf(body: Static<typeof DeliverySelectionBody>): DeliverySelection {
  return deliverySelection({
    ...(body.DeliveryOptionID === undefined ? {} : { DeliveryOptionID: body.DeliveryOptionID }),
    StoreID: body.StoreID ?? '',
    StatedDay: body.StatedDay ?? '',
    ChosenSafePlace: body.ChosenSafePlace ?? '',
    ChosenSafePlaceInstructions: body.ChosenSafePlaceInstructions ?? '',
    JsonData: body.JsonData ?? '',
    DeliveryCountryID: (body.DeliveryCountryID ?? '').toUpperCase(),
    showCountries: isTrue(body.showCountries),
    isExpressPayment: isTrue(body.isExpressPayment),
  });
}

/** A plain form post (no JavaScript) is answered with the page again; the script's JSON post with the sections. */
const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * The delivery accordion's server side: saving a choice (spec section 7, POST
 * /DeliveryAccordion/UpdateSelectedDeliveryOption, answered with the delivery section and the
 * order summary as HTML) and reading both sections again after the basket changed.
 */
export const deliveryRoutes: FastifyPluginAsync<DeliveryRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The sections again; after a saved choice, with its add_shipping_info event (pushed by the script that swaps them in). */
  async function sendSections(request: FastifyRequest, reply: FastifyReply, shippingChosen = false): Promise<FastifyReply> {
    const sections = await loadCheckoutSections(opts, { session: await request.currentSession(), site: request.site });
    const html = renderFragment(request.site, createElement(AnalyticsEvents, { events: shippingChosen ? [checkoutEvent('add_shipping_info', sections.overview, request.site)] : [] },
      createElement(DeliveryAccordion, { view: sections.delivery }),
      createElement(BasketTotals, { view: sections.totals })));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  app.post(UPDATE_DELIVERY_URL, {
    schema: { body: DeliverySelectionBody }, config: { changesState: true }, onRequest: requireJsonOrForm,
  }, async (request, reply) => {
    const session = await request.ensureSession(reply);
    const result = await opts.chooseDelivery.execute({ owner: ownerOfSession(session, request.site.id), site: request.site, selection: selectionOf(request.body) });
    if (isFormPost(request)) return reply.redirect(result.ok ? '/basket#delivery-accordion' : '/basket?error=delivery#delivery-accordion', 303);
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return sendSections(request, reply, true);
  });

  app.get(CHECKOUT_SECTIONS_URL, { schema: { querystring: CheckoutSectionsQuery } }, (request, reply) => sendSections(request, reply));
};
