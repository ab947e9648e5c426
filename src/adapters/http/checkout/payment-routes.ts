import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { InitiatePayment, PaymentStep } from '../../../application/checkout/initiate-payment.use-case.js';
import type { SubmitPaymentDetails } from '../../../application/checkout/submit-payment-details.use-case.js';
import type { ViewOrder } from '../../../application/orders/view-order.use-case.js';
import type { ViewPaymentMethods } from '../../../application/checkout/view-payment-methods.use-case.js';
import type { Order } from '../../../domain/orders/order.js';
import { completeOrderUrl } from '../../../domain/checkout/route-payment-result.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import type { OrderIdCipher } from '../../../ports/order-id-cipher.port.js';
import type { PaymentMethodData } from '../../../ports/payment-gateway.port.js';
import { requireJson } from '../plugins/require-json.js';
import { cardDetailsOf } from './card-details.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { walletDetailsMessage, walletDetailsOf } from './wallet-details.js';
import {
  CompleteOrderQuery, DetailsBody, DetailsQuery, InitiatePaymentBody, InitiatePaymentQuery, OrderQuery, PaymentMethodsBody,
  PaymentStatusAnswer, ReturnQuery,
} from './payment-schemas.js';
import { ownerOrRefuse } from '../plugins/request-owner.js';

export interface PaymentRoutesOptions {
  viewPaymentMethods: ViewPaymentMethods;
  initiatePayment: InitiatePayment;
  submitPaymentDetails: SubmitPaymentDetails;
  viewOrder: ViewOrder;
  cipher: OrderIdCipher;
}

const PAYMENT_COMPONENT_PATH = '/Checkout/PaymentComponent';
const RETURN_PATH = `${PAYMENT_COMPONENT_PATH}/Return`;
export const CONFIRMATION_PAGE_PATH = '/Checkout/Confirmation';
/** Where a refused or cancelled redirect payment sends the shopper (the basket page words `payment`). */
const PAYMENT_FAILED_URL = '/basket?error=payment';

export const confirmationPageUrl = (encryptedOrderId: string): string =>
  `${CONFIRMATION_PAGE_PATH}?${new URLSearchParams({ encryptedOrderId }).toString()}`;

/** The order behind an encrypted id, or a 404 in the route's error shape: a tampered id never opens to another order. */
export function openOrderId(cipher: OrderIdCipher, encryptedOrderId: string): string {
  const id = cipher.open(encryptedOrderId);
  if (id === null) throw new HttpError('ORDER_NOT_FOUND');
  return id;
}

/** The payment response of the contract (spec 3): the order named by its encrypted id, never its internal one. */
function paymentResponseOf(step: PaymentStep, cipher: OrderIdCipher) {
  return {
    action: step.outcome.action,
    additionalData: { orderId: cipher.seal(step.order.id), paymentMethod: step.outcome.paymentMethodType },
    merchantReference: step.order.reference,
    resultCode: step.outcome.resultCode,
    refusalReason: step.outcome.refusalReason,
  };
}

/** Where the shopper goes once a payment step is over, by OUR order's status (never the browser's say-so). */
function afterPayment(order: Order, encryptedOrderId: string): string {
  const complete = (status: 3 | 9) =>
    completeOrderUrl({ encryptedOrderId, paymentMethod: order.paymentMethod ?? '', status, merchRef: order.reference, isBasket: true });
  switch (order.status) {
    case 'paid':
      return complete(3);
    case 'pending':
      return complete(9);
    default:
      return PAYMENT_FAILED_URL;
  }
}

const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'no-store');
};

/** This shop's own origin as the browser reached it, for the provider's returnUrl. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * The payment calls of the basket page (contract), JSON both ways, errors as
 * `{ error: { code, message }, code, message }`: GetPaymentMethods, InitiatePayment (places the
 * order from the basket on the first attempt, or reuses the open one), SubmitAdditionalDetails; the
 * browser's landings: Return (back from a bank page or a redirect 3-D Secure), CompleteOrder
 * (to the confirmation page, by the order's own status); and PaymentStatus, which the confirmation
 * page polls. The encrypted order id is the capability: without it no order is shown.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const changing = { onRequest: requireJson, config: { changesState: true } } as const;

  app.post(`${PAYMENT_COMPONENT_PATH}/GetPaymentMethods`, {
    schema: { body: PaymentMethodsBody }, onRequest: requireJson,
  }, async (request, reply) => {
    noStore(reply);
    const session = await request.currentSession();
    const owner = session === null ? null : ownerOfSession(session, request.site.id);
    const result = await opts.viewPaymentMethods.execute({ owner, site: request.site });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return result.value;
  });

  app.post(`${PAYMENT_COMPONENT_PATH}/InitiatePayment`, {
    ...changing, schema: { querystring: InitiatePaymentQuery, body: InitiatePaymentBody },
  }, async (request, reply) => {
    noStore(reply);
    const { encryptedOrderId } = request.query;
    const orderId = encryptedOrderId === '' ? null : openOrderId(opts.cipher, encryptedOrderId);
    const owner = await ownerOrRefuse(request, orderId === null ? 'BASKET_EMPTY' : 'ORDER_NOT_FOUND');
    const origin = originOf(request);
    const { pmReq, formData, pmReqBasket } = request.body;
    const wallet = request.query.type;
    const result = await opts.initiatePayment.execute({
      owner,
      site: request.site,
      orderId,
      paymentMethod: pmReq.paymentMethod as PaymentMethodData,
      browserInfo: (pmReq.browserInfo ?? null) as Record<string, unknown> | null,
      storePaymentMethod: pmReq.storePaymentMethod === true,
      cardDetails: cardDetailsOf(pmReq),
      preferences: { marketingOptIn: formData?.SubscriptionPreference === true, deliveryInstructions: formData?.delInstructions ?? null },
      wallet: wallet === undefined ? null : { type: wallet, shippingCountry: pmReqBasket?.shippingAddress?.countryCode?.toUpperCase() ?? null },
      walletDetails: wallet === undefined ? null : walletDetailsOf(pmReqBasket),
      returnUrlFor: (id) => `${origin}${RETURN_PATH}?${new URLSearchParams({ encryptedOrderId: opts.cipher.seal(id) }).toString()}`,
    });
    if (!result.ok && result.error.code === 'INVALID_SHOPPER_DETAILS') {
      // A wallet's sheet shows one message, so each refused field is named in it.
      throw new HttpError('INVALID_SHOPPER_DETAILS', result.error, walletDetailsMessage(localeOf(request), result.error.fields));
    }
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return paymentResponseOf(result.value, opts.cipher);
  });

  app.post(`${PAYMENT_COMPONENT_PATH}/SubmitAdditionalDetails`, {
    ...changing, schema: { querystring: DetailsQuery, body: DetailsBody },
  }, async (request, reply) => {
    noStore(reply);
    const orderId = openOrderId(opts.cipher, request.query.encryptedOrderId);
    const result = await opts.submitPaymentDetails.execute({ orderId, details: request.body.details as Record<string, string>, paymentData: request.body.paymentData ?? null });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return paymentResponseOf(result.value, opts.cipher);
  });

  // A top-level navigation from the bank's or the provider's site: cross-site by nature, so no
  // same-site check. What it does is safe to repeat (the details go to the gateway once, under an
  // idempotency key) and the provider checks the redirectResult; never run for HEAD.
  app.get(RETURN_PATH, {
    schema: { querystring: ReturnQuery }, exposeHeadRoute: false, config: { errorPage: true },
  }, async (request, reply) => {
    noStore(reply);
    const { encryptedOrderId, redirectResult } = request.query;
    const orderId = openOrderId(opts.cipher, encryptedOrderId);
    const result = await opts.submitPaymentDetails.execute({ orderId, details: { redirectResult }, paymentData: null });
    if (result.ok) return reply.code(303).redirect(afterPayment(result.value.order, encryptedOrderId));
    if (result.error.code === 'ORDER_NOT_FOUND') throw new HttpError('ORDER_NOT_FOUND');
    // The gateway refused the details themselves (a redirectResult it did not issue): back to the basket to pay again.
    if (result.error.code === 'PAYMENT_REQUEST_REFUSED') return reply.code(303).redirect(PAYMENT_FAILED_URL);
    // The gateway could not be asked (or another call is under way): the order says where it stands.
    const order = await opts.viewOrder.execute(orderId);
    if (!order.ok) throw new HttpError('ORDER_NOT_FOUND');
    return reply.code(303).redirect(afterPayment(order.value, encryptedOrderId));
  });

  app.get(`${PAYMENT_COMPONENT_PATH}/CompleteOrder`, {
    schema: { querystring: CompleteOrderQuery }, config: { errorPage: true },
  }, async (request, reply) => {
    noStore(reply);
    const { encryptedOrderId } = request.query;
    const order = await opts.viewOrder.execute(openOrderId(opts.cipher, encryptedOrderId));
    if (!order.ok) throw new HttpError(order.error.code, order.error);
    return reply.code(303).redirect(confirmationPageUrl(encryptedOrderId));
  });

  app.get(`${PAYMENT_COMPONENT_PATH}/PaymentStatus`, {
    schema: { querystring: OrderQuery, response: { 200: PaymentStatusAnswer } },
  }, async (request, reply) => {
    noStore(reply);
    const result = await opts.viewOrder.execute(openOrderId(opts.cipher, request.query.encryptedOrderId));
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const order = result.value;
    return { status: order.status };
  });
};
