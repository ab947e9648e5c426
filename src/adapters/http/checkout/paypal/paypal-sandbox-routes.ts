import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SandboxPayPalOrders } from '../../../providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { AmendPayPalShipping } from '../../../../application/checkout/paypal/amend-paypal-shipping.use-case.js';
import type { ShippingRefusal } from '../../../../application/checkout/paypal/paypal-errors.js';
import { ownerOfSession } from '../../../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import { SandboxPayPalPage } from '../../../ui-react/screens/payment-sandbox/sandbox-paypal-page.js';
import { STATUS_OF } from '../../errors/error-status.js';
import {
  PAYPAL_SANDBOX_APPROVE, PAYPAL_SANDBOX_CANCEL, PAYPAL_SANDBOX_PAGE, PAYPAL_SANDBOX_SHIPPING, type PayPalSandboxPageView,
} from '../../../ui-react/screens/payment-sandbox/paypal-sandbox.view.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { requireJsonOrForm } from '../../plugins/require-json.js';
import { HttpError } from '../../errors/http-error.js';
import { stringsFor } from '../../pages/page-renderer.js';
import { amountText } from '../../payment-sandbox/payment-sandbox-pages.loader.js';
import { SandboxApproveForm, SandboxCancelForm, SandboxShippingForm, SandboxTokenQuery } from './paypal-schemas.js';

export interface PayPalSandboxRoutesOptions {
  sandbox: SandboxPayPalOrders;
  amendShipping: AmendPayPalShipping;
}

/** Countries the sandbox buyer may pick besides the site's own: a few the shop does not deliver to. */
const OTHER_COUNTRIES = ['US', 'DE', 'FR', 'AU'] as const;
/** The payer id PayPal appends to the return URL (the sandbox has one buyer). */
const SANDBOX_PAYER_ID = 'SANDBOXBUYER1';

const REFUSAL_TEXT: Record<ShippingRefusal, (t: TranslatableStrings) => string> = {
  COUNTRY_ERROR: (t) => t.payPalShippingCountryError,
  METHOD_UNAVAILABLE: (t) => t.payPalShippingZipError,
  ADDRESS_ERROR: (t) => t.payPalShippingAddressError,
};

function countryName(site: SiteVariant, code: string): string {
  try {
    return new Intl.DisplayNames([site.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A URL with PayPal's return parameters added (`token`, and `PayerID` after an approval). */
function withPayPalParams(url: string, token: string, payerId: string | null): string {
  const target = new URL(url);
  target.searchParams.set('token', token);
  if (payerId !== null) target.searchParams.set('PayerID', payerId);
  return target.toString();
}

/**
 * The PayPal sandbox's pages (registered only while the PayPal sandbox stands for PayPal): the
 * approval page where the buyer changes the shipping address (checked by the shop exactly as
 * /checkout/paypal/amend checks PayPal's onShippingChange), approves (PayPal balance, or a card
 * declined at capture) and goes back to the shop's return URL with `token` and `PayerID`, or
 * cancels back to the cancel URL. An unknown token is 400.
 */
export const payPalSandboxRoutes: FastifyPluginAsync<PayPalSandboxRoutesOptions> = async (fastify, { sandbox, amendShipping }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const form = { onRequest: requireJsonOrForm, config: { errorPage: true, changesState: true } } as const;

  const viewOf = async (site: SiteVariant, token: string, note: PayPalSandboxPageView['shippingNote'], typed: { country: string; postcode: string } | null): Promise<PayPalSandboxPageView> => {
    const approval = await sandbox.approval(token);
    if (approval === null) throw new HttpError('INVALID_INPUT');
    const { order } = approval;
    const shipping = order.shipping;
    const codes = [...site.deliveryCountries, ...OTHER_COUNTRIES.filter((c) => !site.deliveryCountries.includes(c))];
    return {
      token,
      amountText: amountText(order.amount, site),
      reference: order.reference,
      shipsTo: shipping === null ? null : [shipping.postalCode, countryName(site, shipping.countryCode)].filter(Boolean).join(', '),
      countries: codes.map((code) => ({ code, name: countryName(site, code) })),
      chosenCountry: typed?.country ?? shipping?.countryCode ?? site.countryCode,
      postcode: typed?.postcode ?? shipping?.postalCode ?? '',
      shippingNote: note,
    };
  };
  const sendView = (reply: FastifyReply, request: FastifyRequest, view: PayPalSandboxPageView, status = 200) => {
    reply.header('cache-control', 'no-store');
    return reply.sendPage({ status, title: stringsFor(request.site).payPalSandboxTitle, body: createElement(SandboxPayPalPage, { view }) });
  };

  app.get(PAYPAL_SANDBOX_PAGE, { schema: { querystring: SandboxTokenQuery }, config: { errorPage: true } }, async (request, reply) =>
    sendView(reply, request, await viewOf(request.site, request.query.token, null, null)));

  app.post(PAYPAL_SANDBOX_APPROVE, { ...form, schema: { body: SandboxApproveForm } }, async (request, reply) => {
    const approval = await sandbox.approval(request.body.token);
    if (approval === null || !(await sandbox.approve(request.body.token, request.body.funding))) throw new HttpError('INVALID_INPUT');
    return reply.code(303).redirect(withPayPalParams(approval.returnUrl, request.body.token, SANDBOX_PAYER_ID));
  });

  app.post(PAYPAL_SANDBOX_CANCEL, { ...form, schema: { body: SandboxCancelForm } }, async (request, reply) => {
    const approval = await sandbox.approval(request.body.token);
    if (approval === null) throw new HttpError('INVALID_INPUT');
    return reply.code(303).redirect(withPayPalParams(approval.cancelUrl, request.body.token, null));
  });

  app.post(PAYPAL_SANDBOX_SHIPPING, { ...form, schema: { body: SandboxShippingForm } }, async (request, reply) => {
    const { token, CountryCode, Postcode } = request.body;
    const approval = await sandbox.approval(token);
    const session = await request.currentSession();
    if (approval === null || session === null) throw new HttpError('INVALID_INPUT');
    const result = await amendShipping.execute({
      owner: ownerOfSession(session, request.site.id), reference: approval.order.reference, payPalOrderId: token, site: request.site, countryCode: CountryCode, postcode: Postcode,
    });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const t = stringsFor(request.site);
    const decision = result.value;
    const note = decision.accepted ? { accepted: true, text: t.payPalSandboxShippingAccepted } : { accepted: false, text: REFUSAL_TEXT[decision.refusal](t) };
    const typed = decision.accepted ? null : { country: CountryCode.toUpperCase(), postcode: Postcode };
    return sendView(reply, request, await viewOf(request.site, token, note, typed), decision.accepted ? 200 : STATUS_OF.INVALID_INPUT);
  });
};
