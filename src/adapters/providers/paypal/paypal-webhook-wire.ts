import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Money } from '../../../domain/pricing/money.js';
import type { PayPalOrder, PayPalWebhookEvent, PayPalWebhookSignature } from '../../../ports/paypal-orders.port.js';
import { wireAmountOf, wireOfOrder } from './paypal-wire.js';

/**
 * The event types about an order, its authorization or its capture the shop acts on.
 * PAYMENT.AUTHORIZATION.VOIDED is not read (it is `other`): the shop's own voids are settled from
 * PayPal's answer to the void, and an authorization PayPal lets lapse (29 days) leaves nothing
 * for the shop to change; PAYMENT.CAPTURE.PENDING neither, as a pending capture stays asked until
 * PAYMENT.CAPTURE.COMPLETED or DENIED.
 */
const PAYPAL_ORDER_EVENT_TYPES = {
  'CHECKOUT.ORDER.APPROVED': 'order-approved',
  'PAYMENT.AUTHORIZATION.CREATED': 'authorization-created',
  'PAYMENT.CAPTURE.COMPLETED': 'capture-completed',
  'PAYMENT.CAPTURE.DENIED': 'capture-denied',
} as const satisfies Record<string, PayPalWebhookEvent['kind']>;

/** The event types whose resource is a refund of a capture (Payments v2). */
const PAYPAL_REFUND_EVENT_TYPES = {
  'PAYMENT.CAPTURE.REFUNDED': 'refund-completed',
  'PAYMENT.REFUND.PENDING': 'refund-pending',
  'PAYMENT.REFUND.FAILED': 'refund-failed',
  'PAYMENT.CAPTURE.REVERSED': 'capture-reversed',
} as const satisfies Record<string, PayPalWebhookEvent['kind']>;

const PAYPAL_EVENT_TYPES = { ...PAYPAL_ORDER_EVENT_TYPES, ...PAYPAL_REFUND_EVENT_TYPES };

export type PayPalEventType = keyof typeof PAYPAL_ORDER_EVENT_TYPES;
export type PayPalRefundEventType = keyof typeof PAYPAL_REFUND_EVENT_TYPES;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOr = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : null);

/**
 * What a webhook event body says, as PayPal sends it: CHECKOUT.ORDER.APPROVED carries the order
 * (`resource.id`, `resource.purchase_units[0].reference_id`); PAYMENT.AUTHORIZATION.CREATED carries
 * the authorization, and PAYMENT.CAPTURE.COMPLETED and DENIED the capture (`resource.id`), whose
 * order is `resource.supplementary_data.related_ids.order_id` and whose `invoice_id` is our
 * reference; the refund events (PAYMENT.CAPTURE.REFUNDED and REVERSED,
 * PAYMENT.REFUND.*) carry the refund (`resource.id`, the `custom_id` and `invoice_id` it was asked
 * with). Null when the body is not an event (no id or event_type).
 */
export function webhookEventOfWire(body: unknown): PayPalWebhookEvent | null {
  if (!isRecord(body)) return null;
  const id = stringOr(body['id']);
  const type = stringOr(body['event_type']);
  if (id === null || type === null) return null;
  const resource = isRecord(body['resource']) ? body['resource'] : {};
  const kind: PayPalWebhookEvent['kind'] = Object.hasOwn(PAYPAL_EVENT_TYPES, type) ? PAYPAL_EVENT_TYPES[type as keyof typeof PAYPAL_EVENT_TYPES] : 'other';
  if (kind === 'order-approved') {
    const unit = Array.isArray(resource['purchase_units']) && isRecord(resource['purchase_units'][0]) ? resource['purchase_units'][0] : {};
    return { id, kind, payPalOrderId: stringOr(resource['id']), reference: stringOr(unit['reference_id']), captureId: null, refund: null };
  }
  if (kind === 'authorization-created' || kind === 'capture-completed' || kind === 'capture-denied') {
    const related = isRecord(resource['supplementary_data']) && isRecord(resource['supplementary_data']['related_ids']) ? resource['supplementary_data']['related_ids'] : {};
    return {
      id, kind, payPalOrderId: stringOr(related['order_id']), reference: stringOr(resource['invoice_id']) ?? stringOr(resource['custom_id']),
      captureId: kind === 'authorization-created' ? null : stringOr(resource['id']), refund: null,
    };
  }
  if (kind !== 'other') {
    const refundId = stringOr(resource['id']);
    return {
      id, kind: refundId === null ? 'other' : kind, payPalOrderId: null, reference: stringOr(resource['invoice_id']), captureId: null,
      refund: refundId === null ? null : { id: refundId, customId: stringOr(resource['custom_id']) },
    };
  }
  return { id, kind, payPalOrderId: null, reference: null, captureId: null, refund: null };
}

/** A refund of a capture as the refund webhooks carry it. */
export interface WebhookRefund {
  id: string;
  captureId: string;
  amount: Money;
  /** Our order's reference and our reference of the refund, as the refund was asked with them (null: not given). */
  invoiceId: string | null;
  customId: string | null;
}

const REFUND_EVENT_WORDS: Record<PayPalRefundEventType, { status: string; summary: string }> = {
  'PAYMENT.CAPTURE.REFUNDED': { status: 'COMPLETED', summary: 'A capture payment was refunded' },
  'PAYMENT.REFUND.PENDING': { status: 'PENDING', summary: 'A refund is pending' },
  'PAYMENT.REFUND.FAILED': { status: 'FAILED', summary: 'A refund failed' },
  'PAYMENT.CAPTURE.REVERSED': { status: 'COMPLETED', summary: 'A capture payment was reversed' },
};

/** A refund webhook event body in PayPal's format (resource_type refund, its capture linked as `up`); the sandbox sends these. */
export function wireOfRefundWebhookEvent(eventId: string, type: PayPalRefundEventType, refund: WebhookRefund, at: Date): Record<string, unknown> {
  const words = REFUND_EVENT_WORDS[type];
  return {
    id: eventId, create_time: at.toISOString(), event_version: '1.0', event_type: type, resource_type: 'refund', resource_version: '2.0', summary: words.summary,
    resource: {
      id: refund.id, status: words.status, amount: wireAmountOf(refund.amount),
      ...(refund.invoiceId === null ? {} : { invoice_id: refund.invoiceId }), ...(refund.customId === null ? {} : { custom_id: refund.customId }),
      ...(words.status === 'PENDING' || words.status === 'FAILED' ? { status_details: { reason: 'ECHECK' } } : {}),
      links: [
        { href: `/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}

/** A webhook event body in PayPal's format for an order (approved), its authorization (created) or its capture (completed or denied); the sandbox sends these. */
export function wireOfWebhookEvent(eventId: string, type: PayPalEventType, order: PayPalOrder, at: Date): Record<string, unknown> {
  const base = { id: eventId, create_time: at.toISOString(), event_version: '1.0', event_type: type };
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    return { ...base, resource_type: 'checkout-order', resource_version: '2.0', summary: 'An order has been approved by buyer', resource: wireOfOrder(order) };
  }
  if (type === 'PAYMENT.AUTHORIZATION.CREATED') {
    return wireOfAuthorizationEvent(eventId, type, { id: order.authorizationId ?? '', payPalOrderId: order.id, amount: order.amount, invoiceId: order.reference }, at);
  }

  return {
    ...base,
    resource_type: 'capture',
    resource_version: '2.0',
    summary: type === 'PAYMENT.CAPTURE.COMPLETED' ? `Payment completed for ${order.amount.currency}` : 'Payment denied',
    resource: {
      id: order.captureId ?? `DENIED${order.id}`.slice(0, 17),
      status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
      amount: wireAmountOf(order.amount),
      invoice_id: order.reference,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
    },
  };
}

/** An authorization of an order (intent AUTHORIZE), or a capture of it, as the webhooks about them carry it. */
export interface WebhookAuthorization {
  id: string;
  payPalOrderId: string;
  amount: Money;
  /** Our order's reference. */
  invoiceId: string;
}

/** The authorization events: PayPal's own words for them. */
const AUTHORIZATION_EVENT_WORDS = {
  'PAYMENT.AUTHORIZATION.CREATED': { status: 'CREATED', summary: 'A payment authorization was created' },
  'PAYMENT.AUTHORIZATION.VOIDED': { status: 'VOIDED', summary: 'A payment authorization was voided' },
} as const;

/** An authorization webhook event body in PayPal's format (resource_type authorization); the sandbox sends these. */
export function wireOfAuthorizationEvent(
  eventId: string, type: keyof typeof AUTHORIZATION_EVENT_WORDS, authorization: WebhookAuthorization, at: Date,
): Record<string, unknown> {
  const words = AUTHORIZATION_EVENT_WORDS[type];
  return {
    id: eventId, create_time: at.toISOString(), event_version: '1.0', event_type: type, resource_type: 'authorization', resource_version: '2.0', summary: words.summary,
    resource: {
      id: authorization.id, status: words.status, amount: wireAmountOf(authorization.amount), invoice_id: authorization.invoiceId,
      supplementary_data: { related_ids: { order_id: authorization.payPalOrderId } },
      links: [{ href: `/v2/payments/authorizations/${authorization.id}`, rel: 'self', method: 'GET' }],
    },
  };
}

/** PAYMENT.CAPTURE.COMPLETED for a capture of an authorization (its authorization linked as `up`); the sandbox sends these. */
export function wireOfAuthorizationCaptureEvent(
  eventId: string, capture: WebhookAuthorization & { authorizationId: string; final: boolean }, at: Date,
): Record<string, unknown> {
  return {
    id: eventId, create_time: at.toISOString(), event_version: '1.0', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture', resource_version: '2.0',
    summary: `Payment completed for ${capture.amount.currency}`,
    resource: {
      id: capture.id, status: 'COMPLETED', amount: wireAmountOf(capture.amount), invoice_id: capture.invoiceId, final_capture: capture.final,
      supplementary_data: { related_ids: { order_id: capture.payPalOrderId, authorization_id: capture.authorizationId } },
      links: [
        { href: `/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `/v2/payments/authorizations/${capture.authorizationId}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}

/** The sandbox's signature algorithm name (PayPal's own is SHA256withRSA with a certificate at `paypal-cert-url`). */
const SANDBOX_AUTH_ALGO = 'HMACSHA256';
/** Where a real webhook's certificate would be: the sandbox names no real certificate (.invalid never resolves). */
const SANDBOX_CERT_URL = 'https://paypal-sandbox.invalid/v1/notifications/certs/SANDBOX';

/**
 * What PayPal signs, as its documentation says: `transmission_id|transmission_time|webhook_id|`
 * and a digest of the body (PayPal: CRC32, the sandbox: SHA-256 of the event's JSON).
 */
const signedText = (signature: Pick<PayPalWebhookSignature, 'transmissionId' | 'transmissionTime'>, webhookId: string, event: unknown): string =>
  `${signature.transmissionId}|${signature.transmissionTime}|${webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`;

/** The sandbox's signature of an event (HMAC-SHA256 with its secret), as the five transmission headers carry it. */
export function sandboxSignature(secret: string, webhookId: string, transmissionId: string, at: Date, event: unknown): PayPalWebhookSignature {
  const partial = { transmissionId, transmissionTime: at.toISOString() };
  return { ...partial, certUrl: SANDBOX_CERT_URL, authAlgo: SANDBOX_AUTH_ALGO, transmissionSig: createHmac('sha256', secret).update(signedText(partial, webhookId, event)).digest('base64') };
}

/**
 * How far a transmission's time may be from the verifier's clock: PayPal's verification fails a
 * webhook sent long ago (a replay of a recorded one) or dated ahead.
 */
const TRANSMISSION_TIME_TOLERANCE_MS = 5 * 60_000;

/** Whether a transmission's `paypal-transmission-time` is a time within the tolerance of `now`. */
export function transmissionTimely(signature: Pick<PayPalWebhookSignature, 'transmissionTime'>, now: Date): boolean {
  const sent = Date.parse(signature.transmissionTime);
  return Number.isFinite(sent) && Math.abs(now.getTime() - sent) <= TRANSMISSION_TIME_TOLERANCE_MS;
}

/** Whether the sandbox signed this event for this webhook id (constant-time comparison). */
export function sandboxSignatureValid(secret: string, webhookId: string, signature: PayPalWebhookSignature, event: unknown): boolean {
  if (signature.authAlgo !== SANDBOX_AUTH_ALGO || signature.certUrl !== SANDBOX_CERT_URL) return false;
  const expected = createHmac('sha256', secret).update(signedText(signature, webhookId, event)).digest();
  const given = Buffer.from(signature.transmissionSig, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
