import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SaveShopperDetails, ShopperDetailsError } from '../../../application/checkout/save-shopper-details.use-case.js';
import { ADDRESS_FIELDS, type Address } from '../../../domain/checkout/address.js';
import { isTicked, type ShopperDetails } from '../../../domain/checkout/shopper-details.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import { BasketPage } from '../../ui-react/screens/basket/basket-page.js';
import { SHOPPER_DETAILS_ACTION, SHOPPER_DETAILS_ID, type AddressValues, type ShopperDetailsValues } from '../../ui-react/screens/basket/checkout/shopper-details.view.js';
import { loadBasketPage, type BasketPageDeps } from '../basket/basket-page.loader.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { stringsFor } from '../pages/page-renderer.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { detailsInputOf } from '../../ui-react/rules/checkout/shopper-details-form.js';
import { fieldErrorsOf, typedValuesOf } from './shopper-details-form.js';
import { ShopperDetailsAnswer, ShopperDetailsBody } from './shopper-details-schemas.js';

export interface ShopperDetailsRoutesOptions {
  saveShopperDetails: SaveShopperDetails;
  /** The basket page's loader's use cases: a refused plain form post shows the page again. */
  basketPage: BasketPageDeps;
}

const mediaTypeOf = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (request: FastifyRequest): boolean => mediaTypeOf(request) === 'application/json';

/** The form's island sends JSON; a browser without JavaScript posts the form. Nothing else is read. */
async function requireJsonOrForm(request: FastifyRequest): Promise<void> {
  if (!['application/json', 'application/x-www-form-urlencoded'].includes(mediaTypeOf(request))) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
}

const blankAddress = (): AddressValues => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues;
const valuesOfAddress = (address: Address): AddressValues => ({ ...address });

/** The saved details as the form's values (the billing address blank when it is the delivery one). */
const savedValuesOf = (details: ShopperDetails): ShopperDetailsValues => ({
  email: details.email,
  delivery: valuesOfAddress(details.deliveryAddress),
  billingSameAsDelivery: details.billingSameAsDelivery,
  billing: details.billingAddress === null ? { ...blankAddress(), countryCode: details.deliveryAddress.countryCode } : valuesOfAddress(details.billingAddress),
});

/**
 * POST /basket/details: the shopper details saved with the basket. JSON (from the form's island)
 * answers `{ success, errors: [], values }`, or refused the one error body with `fields:
 * [{ field, message }]`; a plain form post (without JavaScript) is
 * sent back to the basket page, or, when refused, gets the page again with what was typed, each
 * field's message and the error summary. Nothing is saved when anything is refused.
 */
export const shopperDetailsRoutes: FastifyPluginAsync<ShopperDetailsRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const refusedPage = async (request: FastifyRequest, reply: FastifyReply, body: Readonly<Record<string, unknown>>, error: ShopperDetailsError) => {
    const input = detailsInputOf(body);
    const view = await loadBasketPage(opts.basketPage, {
      session: await request.currentSession(), site: request.site, token: issueAntiForgeryToken(reply), query: {}, errorCode: undefined, changeDelivery: false,
      refusedDetails: { values: typedValuesOf(input, isTicked(input.billingSameAsDelivery)), errors: fieldErrorsOf(localeOf(request), error.fields) },
    });
    return reply.sendPage({ status: STATUS_OF[error.code], title: stringsFor(request.site).basketPageTitle, body: createElement(BasketPage, { view }) });
  };

  app.post(SHOPPER_DETAILS_ACTION, {
    schema: { body: ShopperDetailsBody, response: { 200: ShopperDetailsAnswer, 303: Type.Null() } },
    onRequest: requireJsonOrForm,
    preValidation: requireAntiForgeryToken(fastify),
    config: { changesState: true },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body as Readonly<Record<string, unknown>>;
    const details = { deliveryCountries: request.site.deliveryCountries, input: detailsInputOf(body) };
    // Judged before a guest's session is made for them, so a refusal stores nothing, not even a session.
    const result = opts.saveShopperDetails.judge(details);
    if (result.ok) {
      await opts.saveShopperDetails.save(ownerOfSession(await request.ensureSession(reply), request.site.id), result.value);
      if (isJson(request)) return { success: true as const, errors: [] as [], values: savedValuesOf(result.value) };
      return reply.code(303).redirect(`/basket#${SHOPPER_DETAILS_ID}`);
    }
    if (!isJson(request)) return refusedPage(request, reply, body, result.error);
    const { summary, fields } = fieldErrorsOf(localeOf(request), result.error.fields);
    throw new HttpError(result.error.code, { fields: Object.entries(fields).map(([field, message]) => ({ field, message })) }, summary);
  });
};
