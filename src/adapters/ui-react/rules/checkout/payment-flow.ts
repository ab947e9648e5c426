/**
 * The basket page's payment result handling (spec section 4), as pure decisions: what the browser
 * does with each payment response (InitiatePayment, SubmitAdditionalDetails) and with a failed
 * call. The routing by result code is the domain's `routePaymentResult` (page kind: basket); this
 * file adds how the sandbox and Adyen actions are carried out and the encrypted order id's update.
 */
import { assertNever } from '../../../../domain/shared/result.js';
import {
  CONFIRMATION_PATH,
  routePaymentResult,
  type PaymentAction,
  type PaymentResponse,
} from '../../../../domain/checkout/route-payment-result.js';
import { FORM_FIELD_ORDER, fieldIdOf } from './shopper-details-form.js';

export const GET_PAYMENT_METHODS_URL = '/Checkout/PaymentComponent/GetPaymentMethods';
/** The basket page already shows the out-of-stock message for this address. */
export const OUT_OF_STOCK_URL = '/basket?error=stock';
/** The sandbox challenge page's message to its parent window. */
const CHALLENGE_MESSAGE_TYPE = 'payment-sandbox:challenge';

/** Wallets pay with their own `type` query parameter. */
export type WalletType = 'applepay' | 'paywithgoogle';

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

export function initiatePaymentUrl(encryptedOrderId: string, wallet?: WalletType): string {
  const params: Record<string, string> = { encryptedOrderId, isBasket: 'true' };
  if (wallet) params.type = wallet;
  return `/Checkout/PaymentComponent/InitiatePayment?${query(params)}`;
}

export function submitAdditionalDetailsUrl(encryptedOrderId: string): string {
  return `/Checkout/PaymentComponent/SubmitAdditionalDetails?${query({ encryptedOrderId, isBasket: 'true' })}`;
}

/** Each answer names the order it paid for: later calls carry that id (the first one carries ''). */
export function encryptedOrderIdAfter(current: string, response: PaymentResponse): string {
  const next = response.additionalData?.orderId;
  return typeof next === 'string' && next !== '' ? next : current;
}

type RedirectMethod = 'GET' | 'POST';

/** What the browser does next with a payment response. */
export type PaymentStep =
  /** Sandbox 3-D Secure challenge: the page at `url` in an iframe inside the challenge container. */
  | { kind: 'challenge'; url: string; paymentData: string | null }
  /** Sandbox fingerprint: the details go to SubmitAdditionalDetails at once. */
  | { kind: 'submitDetails'; details: Record<string, string>; paymentData: string | null }
  /** Adyen's own components carry the action out (client key set): `createFromAction`. */
  | { kind: 'providerAction'; action: PaymentAction }
  | { kind: 'redirect'; url: string; method: RedirectMethod; data: Record<string, string> }
  | { kind: 'navigate'; url: string }
  /** Refused: the reason in the alert list, the shopper stays on the basket page. */
  | { kind: 'refused'; refusalReason: string };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The sandbox's fingerprint completes at once: its token is base64 JSON (as Adyen's is) carrying
 * the `threeDSResult` to send back. Null for a token that is not one.
 */
function sandboxFingerprintResult(token: unknown): string | null {
  const raw = text(token);
  if (raw === null || raw === '') return null;
  try {
    const decoded: unknown = JSON.parse(atob(raw));
    const result = typeof decoded === 'object' && decoded !== null ? (decoded as { threeDSResult?: unknown }).threeDSResult : null;
    return typeof result === 'string' && result !== '' ? result : null;
  } catch {
    return null;
  }
}

function actionStep(action: PaymentAction, encryptedOrderId: string, withProvider: boolean): PaymentStep {
  if (withProvider) return { kind: 'providerAction', action };
  const paymentData = text(action.paymentData);
  if (action.type === 'threeDS2') {
    const url = text(action.url);
    if (action.subtype === 'challenge' && url) return { kind: 'challenge', url, paymentData };
    const threeDSResult = action.subtype === 'fingerprint' ? sandboxFingerprintResult(action.token) : null;
    if (threeDSResult !== null) return { kind: 'submitDetails', details: { threeDSResult }, paymentData };
  }
  if (action.type === 'redirect' && text(action.url)) {
    return { kind: 'redirect', url: text(action.url) ?? '', method: action.method === 'POST' ? 'POST' : 'GET', data: stringRecord(action.data) };
  }
  // An action the sandbox cannot show: the confirmation page tells the shopper where the order stands.
  return { kind: 'navigate', url: confirmationUrl(encryptedOrderId) };
}

/**
 * Spec 4: an action is carried out (a 3-D Secure challenge in its container); otherwise Authorised
 * goes to CompleteOrder with status 3, Pending or Received with status 9, Refused shows the reason
 * and stays on the basket page, anything else goes to the confirmation page.
 */
export function nextPaymentStep(response: PaymentResponse, encryptedOrderId: string, withProvider = false): PaymentStep {
  const route = routePaymentResult(response, 'basket', { encryptedOrderId, isBasket: true });
  switch (route.kind) {
    case 'challenge':
    case 'action':
      return actionStep(route.action, encryptedOrderId, withProvider);
    case 'navigate':
      return { kind: 'navigate', url: route.url === CONFIRMATION_PATH ? confirmationUrl(encryptedOrderId) : route.url };
    case 'refused':
      return { kind: 'refused', refusalReason: route.refusalReason };
    default:
      return assertNever(route);
  }
}

export function confirmationUrl(encryptedOrderId: string): string {
  return `${CONFIRMATION_PATH}?${query({ encryptedOrderId })}`;
}

/** A coded error answer of the payment calls: the server's one error body, `{ code, message, fields? }`. */
export interface PaymentErrorAnswer {
  code: string;
  /** The shopper's message in the page's language; '' when the answer had none. */
  message: string;
  /** SHOPPER_DETAILS_MISSING: the details form's fields still to fill ('email', 'delivery.postcode'). */
  fields: readonly string[];
}

const MAX_NAMED_FIELDS = 50;

/** The coded error in a failed call's body, or null when the body is not one (no answer, HTML, a proxy's page). */
export function readPaymentError(body: unknown): PaymentErrorAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as { code?: unknown; message?: unknown; fields?: unknown };
  const code = text(answer.code);
  if (code === null || code === '') return null;
  const message = (text(answer.message) ?? '').trim();
  const named = Array.isArray(answer.fields) ? answer.fields : [];
  // The server's one error body lists them as `fields: [{ field, message }]`.
  const fields = named.map((f: unknown) => (typeof f === 'object' && f !== null ? (f as { field?: unknown }).field : null))
    .filter((f): f is string => typeof f === 'string').slice(0, MAX_NAMED_FIELDS);
  return { code, message, fields };
}

/**
 * A failed call. Out of stock goes to the basket's stock message; a payment in progress (a twin
 * submit's call is under way) is asked again until it has its answer; shopper details not saved
 * show the server's message and lead to the first field to fill; any other coded answer shows its
 * message. Only a call that got no answer (network failure, no readable body) re-enables the
 * buttons silently (spec 4).
 */
export type PaymentFailure =
  | { kind: 'navigate'; url: string }
  | { kind: 'wait'; message: string }
  | { kind: 'details'; message: string; fields: readonly string[] }
  | { kind: 'alert'; message: string }
  | { kind: 'silent' };

export function paymentFailure(status: number | null, body: unknown): PaymentFailure {
  const error = status === null ? null : readPaymentError(body);
  if (error === null) return { kind: 'silent' };
  if (status === 409 && error.code === 'OUT_OF_STOCK') return { kind: 'navigate', url: OUT_OF_STOCK_URL };
  if (status === 409 && error.code === 'PAYMENT_IN_PROGRESS') return { kind: 'wait', message: error.message };
  if (error.code === 'SHOPPER_DETAILS_MISSING') return { kind: 'details', message: error.message, fields: error.fields };
  return { kind: 'alert', message: error.message };
}

/**
 * The element ids of the details form's fields a SHOPPER_DETAILS_MISSING answer names, in the
 * order the form asks them (names the form does not have are dropped).
 */
export function missingDetailsFieldIds(fields: readonly string[]): string[] {
  const named = new Set(fields);
  return FORM_FIELD_ORDER.filter((field) => named.has(field)).map(fieldIdOf);
}

/**
 * A challenge result, accepted only from the shop's own origin and in the sandbox page's shape:
 * `{ type: 'payment-sandbox:challenge', threeDSResult }`.
 */
export function challengeResultOf(origin: string, ownOrigin: string, data: unknown): string | null {
  if (origin !== ownOrigin || typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; threeDSResult?: unknown };
  if (message.type !== CHALLENGE_MESSAGE_TYPE) return null;
  return typeof message.threeDSResult === 'string' && message.threeDSResult !== '' ? message.threeDSResult : null;
}
