import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteSummary } from '../../../../src/adapters/http/errors/method-not-allowed.js';
import { signNotificationItem, type NotificationItemWire } from '../../../../src/adapters/providers/adyen/adyen-notifications.js';
import { PAYPAL_SIGNATURE_HEADERS } from '../../../../src/adapters/http/checkout/paypal/paypal-webhook-routes.js';
import { wireOfWebhookEvent, type PayPalEventType } from '../../../../src/adapters/providers/paypal/paypal-webhook-wire.js';
import type { SandboxPayPalOrders } from '../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { literalsOf, propertiesOf, scalar } from './hostile-values.js';
import { card, CHALLENGE_CARD, SHOPPER_DETAILS, type ShopState } from './shop-state.js';

/**
 * The routes of a checkout (card, PayPal, Klarna, payment sandboxes, webhooks, delivery, loyalty
 * and vouchers), which a bare session rarely gets past validation: they are fuzzed from a
 * ShopState too, with the values that state names, some of them replaced by hostile ones.
 */
export const CHECKOUT_ROUTE = /^\/(Checkout|checkout|payment-sandbox|klarna-sandbox|DeliveryAccordion)\/|^\/api\/payments\/|^\/basket\/(details|sections|voucher|api\/(ApplyLoyaltyCoupon|CreateLoyaltyVoucher|voucher))/;

/** A value once the state it names is known (undefined: the field is left out). */
type FromState = (state: ShopState) => unknown;

export interface Signers {
  /** The payment sandbox's HMAC key, which signs Adyen notifications. */
  adyenHmacKey: string;
  /** Signs PayPal webhooks as the app's PayPal sandbox does. */
  payPal: SandboxPayPalOrders;
  /** Pick-up points the pick-up networks know. */
  storeIds: readonly string[];
}

const fixed = (value: unknown): FromState => () => value;
const oneOf = (...values: FromState[]) => fc.constantFrom(...values);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** An order id with one character changed: still well formed, opening no order. */
const tampered = (id: string | undefined) => (id === undefined ? undefined : `${id.slice(0, -2)}${id.endsWith('A') ? 'B' : 'A'}${id.slice(-1)}`);

const notificationItem = fc.record({
  eventCode: fc.constantFrom('AUTHORISATION', 'AUTHORISATION', 'CANCELLATION', 'REFUND', 'CAPTURE', 'CHARGEBACK', 'OFFER_CLOSED', '\u0000'),
  success: fc.constantFrom('true', 'true', 'false', 'maybe'),
  amountDelta: fc.constantFrom(0, 0, 0, 1, -1, 1e9),
  currency: fc.constantFrom('GBP', 'GBP', 'EUR', 'gbp', ''),
  ownReference: fc.boolean(),
  signed: fc.constantFrom(true, true, true, false),
});

function realValues(signers: Signers): Record<string, fc.Arbitrary<FromState>> {
  const own: FromState = (s) => s.card?.orderId;
  const orderId = oneOf(own, own, own, own, (s) => tampered(s.card?.orderId));
  const reference = oneOf((s) => s.card?.reference, (s) => s.payPal?.reference);
  const payPalOrderId = oneOf((s) => s.payPal?.orderID);
  const text = (...values: string[]) => fc.constantFrom(...values).map(fixed);
  const details = Object.fromEntries(Object.entries(SHOPPER_DETAILS).flatMap(([key, value]) => [[key, text(value)], [key.replace(/^delivery\./, 'billing.'), text(value)]]));
  return {
    ...details,
    encryptedOrderId: orderId, EncryptedOrderId: orderId, merchRef: reference, reference,
    orderID: payPalOrderId, token: payPalOrderId, paymentID: text('', 'PAYID-1'), Id: text(''), UserGuid: text(''), Area: text('basket'),
    // The bank's session where the route is the bank's, else (and sometimes there too) the challenge's.
    session: oneOf((s) => s.bank?.session ?? s.card?.session, (s) => s.bank?.session ?? s.card?.session, (s) => s.card?.session), password: text('password', 'password', 'wrong'), issuer: text('ing'),
    sessionId: oneOf((s) => s.klarna?.sessionId), authToken: oneOf((s) => s.klarna?.authToken, (s) => s.klarna?.clientToken),
    clientToken: oneOf((s) => s.klarna?.clientToken), approve: fc.boolean().map(fixed),
    couponId: text('demo-coupon-gbp-5', 'demo-coupon-gbp-10', 'demo-coupon-eur-5', 'no-such-coupon'), isConfirmation: text('true', 'false'),
    code: text('DEMO-GB25-0001', 'demogb100002', 'DEMOGB000003', 'DEMOEU250004', 'DEMO GB99 9999'),
    DeliveryOptionID: text('1', '2', '3', '10', '11', '12', '13', '14', '99'), StoreID: fc.constantFrom(...signers.storeIds, 'NO-SUCH-POINT').map(fixed),
    StatedDay: text(inDays(3), inDays(4), inDays(0), '2020-01-01'), ChosenSafePlace: text('Porch', ''), ChosenSafePlaceInstructions: text('Behind the bin'),
    DeliveryCountryID: text('GB', 'GB', 'GB', 'IE', 'ZZ'), JsonData: text('{}', '{"companyName":"x"}'), showCountries: text('true', 'false'), isExpressPayment: text('false', 'true'),
    searchTerm: text('Leeds', 'SW1Y 4LB', 'LS1'), latitude: text('53.8', '51.5'), longitude: text('-1.55', '-0.12'), limit: text('5', '50'),
    CountryCode: text('GB', 'US', 'DE'), Postcode: text('SW1Y 4LB', 'LS1 4AP', '10117'),
    type: fc.constantFrom(undefined, undefined, undefined, 'applepay', 'paywithgoogle').map(fixed), isBasket: text('true'), status: text('3', '9'), paymentMethod: text('visa', 'ideal'), redirectResult: text('forged.result'), nolayout: text('true'), site: text('evans'),
    merchantAccount: text('SandboxMerchant'),
    pmReq: fc.constantFrom(card(CHALLENGE_CARD), card('4111111111111111'), card('4000300011112220'), card('4111111111111111', 'PENDING'), { type: 'ideal' }, { type: 'klarna' }, { type: 'scheme' })
      .chain((paymentMethod) => fc.boolean().map((withBrowser) => fixed({ paymentMethod, ...(withBrowser ? { browserInfo: { language: 'en-GB', colorDepth: 24 } } : {}) }))),
    formData: fc.record({ SubscriptionPreference: fc.boolean(), delInstructions: fc.constantFrom('', 'Leave at the door') }).map(fixed),
    details: oneOf((s) => (s.card?.threeDSResult ? { threeDSResult: s.card.threeDSResult } : undefined), fixed({ threeDSResult: 'forged' }), fixed({ redirectResult: 'forged.result' })),
    paymentData: oneOf((s) => s.card?.paymentData ?? null, fixed(null)),
    live: text('false'),
    notificationItems: notificationItem.map((n): FromState => (s) => {
      if (s.card === null) return undefined;
      const item = {
        pspReference: s.card.pspReference ?? 'PSPNONE', originalReference: '', merchantAccountCode: 'SandboxMerchant',
        merchantReference: n.ownReference ? s.card.reference : 'EV-9999999', amount: { value: s.card.totalMinor + n.amountDelta, currency: n.currency },
        eventCode: n.eventCode, success: n.success, eventDate: new Date().toISOString(), paymentMethod: 'visa', reason: '', additionalData: {},
      } as unknown as NotificationItemWire;
      return [{ NotificationRequestItem: n.signed ? signNotificationItem(item, signers.adyenHmacKey) : item }];
    }),
  };
}

/** PayPal's webhook: an event about the state's PayPal order, signed after its fields were chosen (or not at all). */
const payPalEvent = fc.record({
  type: fc.constantFrom<PayPalEventType>('CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED'),
  amountDelta: fc.constantFrom(0, 0, 1),
});

function withPayPalEvent(r: fc.Arbitrary<(s: ShopState) => InjectOptions>, signers: Signers): fc.Arbitrary<(s: ShopState) => InjectOptions> {
  return fc.tuple(r, payPalEvent, fc.constantFrom('signed', 'signed', 'signed', 'altered', 'unsigned')).map(([build, event, signing]) => (s) => {
    const request = build(s);
    if (s.payPal === null || s.card === null) return request;
    const base = wireOfWebhookEvent(`WH-${s.payPal.orderID}-${event.type}`, event.type, {
      id: s.payPal.orderID, status: event.type === 'CHECKOUT.ORDER.APPROVED' ? 'APPROVED' : 'COMPLETED', reference: s.payPal.reference,
      amount: { amountMinor: s.card.totalMinor + event.amountDelta, currency: 'GBP' }, shipping: null, approveUrl: null, captureId: null, authorizationId: null,
    }, new Date());
    const fuzzed = typeof request.payload === 'string' && request.payload.startsWith('{') ? JSON.parse(request.payload) as Record<string, unknown> : {};
    const body = { ...base, ...fuzzed };
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>), 'content-type': 'application/json' };
    if (signing !== 'unsigned') {
      const { signature } = signers.payPal.signEvent(body);
      for (const key of Object.keys(PAYPAL_SIGNATURE_HEADERS) as (keyof typeof PAYPAL_SIGNATURE_HEADERS)[]) headers[PAYPAL_SIGNATURE_HEADERS[key]] = signature[key];
    }
    return { ...request, headers, payload: JSON.stringify(signing === 'altered' ? { ...body, summary: 'altered' } : body) };
  });
}

/**
 * Most fields take the state's value (or one of the schema's literals), a few a hostile one or
 * none; a field the state has no value for is mostly left out, so most requests pass validation.
 */
function fieldOf(real: Record<string, fc.Arbitrary<FromState>>, schema: unknown, key: string): fc.Arbitrary<FromState> {
  const literals = literalsOf(schema, key);
  const own = real[key] ?? (literals.length > 0 ? fc.constantFrom(...literals).map(fixed) : null);
  const hostile = scalar.map(fixed);
  const absent = fc.constant(fixed(undefined));
  return own === null
    ? fc.oneof({ weight: 9, arbitrary: absent }, { weight: 1, arbitrary: hostile })
    : fc.oneof({ weight: 16, arbitrary: own }, { weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: absent });
}

const resolve = (fields: Record<string, FromState>, state: ShopState): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f(state)]).filter(([, v]) => v !== undefined));
const formValue = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Requests to `route` as the state's shopper would send them, fields fuzzed; built once the state is known. */
export function realisticRequestFor(route: RouteSummary, signers: Signers): fc.Arbitrary<(s: ShopState) => InjectOptions> {
  const real = realValues(signers);
  const schema = route.schema ?? {};
  const record = (part: unknown) => fc.record(Object.fromEntries(propertiesOf(part).map((key) => [key, fieldOf(real, part, key)])));
  const requests = fc.record({
    method: fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') }),
    query: record(schema.querystring),
    body: record(schema.body),
    form: fc.constantFrom(false, false, false, true),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
    validToken: fc.constantFrom(true, true, true, true, true, true, true, true, true, false),
  }).map((r) => (state: ShopState): InjectOptions => {
    const query = new URLSearchParams(Object.entries(resolve(r.query, state)).map(([k, v]) => [k, formValue(v)])).toString();
    const body = resolve(r.body, state);
    const asForm = r.form && Object.values(body).every((v) => typeof v !== 'object' || v === null);
    const headers: Record<string, string> = { accept: r.accept, 'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json' };
    headers.RequestVerificationToken = r.validToken ? state.token : 'not-a-valid-token';
    const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
    return {
      method: r.method as InjectOptions['method'],
      url: query === '' ? route.url : `${route.url}?${query}`,
      headers,
      ...(hasBody ? { payload: asForm ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, formValue(v)])).toString() : JSON.stringify(body) } : {}),
    };
  });
  return route.url === '/checkout/paypal/webhook' ? withPayPalEvent(requests, signers) : requests;
}
