import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AmendPayPalShipping } from '../../../../application/checkout/paypal/amend-paypal-shipping.use-case.js';
import type { CancelPayPalOrder } from '../../../../application/checkout/paypal/cancel-paypal-order.use-case.js';
import type { CapturePayPalOrder } from '../../../../application/checkout/paypal/capture-paypal-order.use-case.js';
import type { CreatePayPalOrder, PayPalStart } from '../../../../application/checkout/paypal/create-paypal-order.use-case.js';
import type { BasketOwner } from '../../../../domain/accounts/basket-owner.js';
import type { Order } from '../../../../domain/orders/order.js';
import type { OrderIdCipher } from '../../../../ports/order-id-cipher.port.js';
import { requireJsonOrForm } from '../../plugins/require-json.js';
import { HttpError } from '../../errors/http-error.js';
import { confirmationPageUrl, openOrderId } from '../payment-routes.js';
import type { PayPalUserGuidOf } from './paypal-user-guid.js';
import { AmendBody, CancelBody, CaptureBody, CreateBody, CreateFromBasketBody } from './paypal-schemas.js';
import { ownerOrRefuse } from '../../plugins/request-owner.js';

export interface PayPalRoutesOptions {
  createOrder: CreatePayPalOrder;
  amendShipping: AmendPayPalShipping;
  capture: CapturePayPalOrder;
  cancel: CancelPayPalOrder;
  cipher: OrderIdCipher;
  /** The spec's UserGuid of a shopper (paypal-user-guid.ts). */
  userGuidOf: PayPalUserGuidOf;
}

const PAYPAL_PATH = '/checkout/paypal';
/** Where the basket page takes the shopper back to after PayPal (the button reads `paypal`, `reference` and PayPal's `token`). */
const payPalReturnUrl = (origin: string, outcome: 'approved' | 'cancelled', reference: string): string =>
  `${origin}/basket?${new URLSearchParams({ paypal: outcome, reference }).toString()}`;

const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'no-store');
};

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;


/**
 * The spec's UserGuid: the page's shopper. The session decides whose order it is (ADR 0024), so a
 * guid naming another shopper (a page of another session, a signed-out or switched account, a
 * forged form) is refused before anything changes; an empty one claims nothing.
 */
function checkUserGuid(userGuidOf: PayPalUserGuidOf, owner: BasketOwner, userGuid: string | undefined): BasketOwner {
  if (userGuid !== undefined && userGuid !== '' && userGuid !== userGuidOf(owner)) throw new HttpError('PAYPAL_USER_MISMATCH');
  return owner;
}

/**
 * PayPal's calls from the basket page (spec 7), form data or JSON, answers
 * `{ success, message, reference, orderID, redirectUrl }` and errors `{ success: false, code, message }`:
 * createfrombasket (express: our order from the basket, then PayPal's), create (the same for the
 * order the page has), amend (the buyer's shipping change: success false with COUNTRY_ERROR,
 * METHOD_UNAVAILABLE or ADDRESS_ERROR as the message), capture (completes our order once; a
 * PAYPAL_CAPTURE_FAILED answer makes the browser restart the flow), cancel (the stock goes back).
 * All change state: refused cross-site.
 */
export const payPalRoutes: FastifyPluginAsync<PayPalRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const changing = { onRequest: requireJsonOrForm, config: { specErrorFields: 'success', changesState: true } } as const;
  const started = ({ order, payPal }: PayPalStart) => ({
    success: true, message: '', reference: order.reference, orderID: payPal.id, redirectUrl: payPal.approveUrl ?? '',
  });
  const returnUrls = (request: FastifyRequest) => {
    const origin = originOf(request);
    return { returnUrlFor: (r: string) => payPalReturnUrl(origin, 'approved', r), cancelUrlFor: (r: string) => payPalReturnUrl(origin, 'cancelled', r) };
  };

  app.post(`${PAYPAL_PATH}/createfrombasket`, { ...changing, schema: { body: CreateFromBasketBody } }, async (request, reply) => {
    noStore(reply);
    const owner = checkUserGuid(opts.userGuidOf, await ownerOrRefuse(request, 'BASKET_EMPTY'), request.body.UserGuid);
    const result = await opts.createOrder.execute({ owner, site: request.site, orderId: null, ...returnUrls(request) });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return started(result.value);
  });

  app.post(`${PAYPAL_PATH}/create`, { ...changing, schema: { body: CreateBody } }, async (request, reply) => {
    noStore(reply);
    const orderId = openOrderId(opts.cipher, request.body.EncryptedOrderId);
    const owner = checkUserGuid(opts.userGuidOf, await ownerOrRefuse(request, 'ORDER_NOT_FOUND'), request.body.UserGuid);
    const result = await opts.createOrder.execute({ owner, site: request.site, orderId, ...returnUrls(request) });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return started(result.value);
  });

  app.post(`${PAYPAL_PATH}/amend`, { ...changing, schema: { body: AmendBody } }, async (request, reply) => {
    noStore(reply);
    const { reference, orderID, CountryCode, Postcode } = request.body;
    const result = await opts.amendShipping.execute({
      owner: checkUserGuid(opts.userGuidOf, await ownerOrRefuse(request, 'ORDER_NOT_FOUND'), request.body.UserGuid), reference, payPalOrderId: orderID, site: request.site, countryCode: CountryCode, postcode: Postcode,
    });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const decision = result.value;
    return {
      success: decision.accepted, message: decision.accepted ? '' : decision.refusal, reference, orderID, redirectUrl: '',
    };
  });

  // Capture and cancel: our order the PayPal order belongs to, closed, then where the browser goes next.
  const closings = [
    { path: 'capture', body: CaptureBody, close: opts.capture, nextUrl: (order: Order) => confirmationPageUrl(opts.cipher.seal(order.id)) },
    { path: 'cancel', body: CancelBody, close: opts.cancel, nextUrl: () => '/basket' },
  ];
  for (const { path, body, close, nextUrl } of closings) {
    app.post(`${PAYPAL_PATH}/${path}`, { ...changing, schema: { body } }, async (request, reply) => {
      noStore(reply);
      const { reference, orderID, UserGuid } = request.body;
      const result = await close.execute({ owner: checkUserGuid(opts.userGuidOf, await ownerOrRefuse(request, 'ORDER_NOT_FOUND'), UserGuid), reference, payPalOrderId: orderID });
      if (!result.ok) throw new HttpError(result.error.code, result.error);
      return { success: true, message: '', reference: result.value.reference, orderID, redirectUrl: nextUrl(result.value) };
    });
  }
};
