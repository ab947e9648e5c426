import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PayPalOrder, PayPalWebhookEvent, PayPalWebhookSignature } from '../../../ports/paypal-orders.port.js';
import { wireAmountOf, wireOfOrder } from './paypal-wire.js';

/** The event types the shop acts on. */
const PAYPAL_EVENT_TYPES = {
  'CHECKOUT.ORDER.APPROVED': 'order-approved',
  'PAYMENT.CAPTURE.COMPLETED': 'capture-completed',
  'PAYMENT.CAPTURE.DENIED': 'capture-denied',
} as const satisfies Record<string, PayPalWebhookEvent['kind']>;

export type PayPalEventType = keyof typeof PAYPAL_EVENT_TYPES;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOr = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : null);

/**
 * What a webhook event body says, as PayPal sends it: CHECKOUT.ORDER.APPROVED carries the order
 * (`resource.id`, `resource.purchase_units[0].reference_id`); PAYMENT.CAPTURE.* carry the capture,
 * whose order is `resource.supplementary_data.related_ids.order_id` and whose `invoice_id` is our
 * reference. Null when the body is not an event (no id or event_type).
 */
export function webhookEventOfWire(body: unknown): PayPalWebhookEvent | null {
  if (!isRecord(body)) return null;
  const id = stringOr(body['id']);
  const type = stringOr(body['event_type']);
  if (id === null || type === null) return null;
  const resource = isRecord(body['resource']) ? body['resource'] : {};
  const kind: PayPalWebhookEvent['kind'] = Object.hasOwn(PAYPAL_EVENT_TYPES, type) ? PAYPAL_EVENT_TYPES[type as PayPalEventType] : 'other';
  if (kind === 'order-approved') {
    const unit = Array.isArray(resource['purchase_units']) && isRecord(resource['purchase_units'][0]) ? resource['purchase_units'][0] : {};
    return { id, kind, payPalOrderId: stringOr(resource['id']), reference: stringOr(unit['reference_id']) };
  }
  if (kind === 'capture-completed' || kind === 'capture-denied') {
    const related = isRecord(resource['supplementary_data']) && isRecord(resource['supplementary_data']['related_ids']) ? resource['supplementary_data']['related_ids'] : {};
    return { id, kind, payPalOrderId: stringOr(related['order_id']), reference: stringOr(resource['invoice_id']) ?? stringOr(resource['custom_id']) };
  }
  return { id, kind, payPalOrderId: null, reference: null };
}

/** A webhook event body in PayPal's format for an order (approved) or its capture (completed or denied); the sandbox sends these. */
export function wireOfWebhookEvent(eventId: string, type: PayPalEventType, order: PayPalOrder, at: Date): Record<string, unknown> {
  const base = { id: eventId, create_time: at.toISOString(), event_version: '1.0', event_type: type };
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    return { ...base, resource_type: 'checkout-order', resource_version: '2.0', summary: 'An order has been approved by buyer', resource: wireOfOrder(order) };
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
