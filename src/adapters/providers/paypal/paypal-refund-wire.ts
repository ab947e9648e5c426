import type { Money } from '../../../domain/pricing/money.js';
import type { Result } from '../../../domain/shared/result.js';
import type { PayPalRefund, PayPalRefundError, RefundPayPalCapture } from '../../../ports/paypal-orders.port.js';
import { moneyOfWire, wireAmountOf, type WireAmount, type WireError } from './paypal-wire.js';

/** A Payments v2 refund as PayPal answers it (`Prefer: return=representation`). */
export interface WireRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount?: WireAmount;
  links?: { href: string; rel: string; method?: string }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PayPal's longest `invoice_id` and `custom_id` on a refund. */
const MAX_REFUND_ID_LENGTH = 127;
/** PayPal's longest `note_to_payer`. */
const MAX_NOTE_LENGTH = 255;

/** The refund request's body: the amount (none: what is left of the capture), and the `invoice_id`, `custom_id` and `note_to_payer` when given. */
export const wireOfRefundRequest = (request: Pick<RefundPayPalCapture, 'amount' | 'invoiceId' | 'customId' | 'noteToPayer'>): Record<string, unknown> => ({
  ...(request.amount === null ? {} : { amount: wireAmountOf(request.amount) }),
  ...(request.invoiceId === undefined ? {} : { invoice_id: request.invoiceId.slice(0, MAX_REFUND_ID_LENGTH) }),
  ...(request.customId === undefined ? {} : { custom_id: request.customId.slice(0, MAX_REFUND_ID_LENGTH) }),
  ...(request.noteToPayer === undefined ? {} : { note_to_payer: request.noteToPayer.slice(0, MAX_NOTE_LENGTH) }),
});

/**
 * What a refund request's body asks (amount null: all that is left); undefined when it names an
 * amount PayPal cannot read, an `invoice_id` or `custom_id` that is not a string of at most 127
 * characters, or a `note_to_payer` of more than 255.
 */
export function refundRequestOfWire(body: unknown): Pick<RefundPayPalCapture, 'amount' | 'invoiceId' | 'customId' | 'noteToPayer'> | undefined {
  if (!isRecord(body)) return { amount: null };
  const amount = body['amount'] === undefined ? null : moneyOfWire(body['amount'] as WireAmount);
  if (amount === null && body['amount'] !== undefined) return undefined;
  const text = (name: string, max: number): string | undefined | null => {
    const value = body[name];
    if (value === undefined) return undefined;
    return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
  };
  const invoiceId = text('invoice_id', MAX_REFUND_ID_LENGTH);
  const customId = text('custom_id', MAX_REFUND_ID_LENGTH);
  const noteToPayer = text('note_to_payer', MAX_NOTE_LENGTH);
  if (invoiceId === null || customId === null || noteToPayer === null) return undefined;
  return {
    amount, ...(invoiceId === undefined ? {} : { invoiceId }), ...(customId === undefined ? {} : { customId }), ...(noteToPayer === undefined ? {} : { noteToPayer }),
  };
}

/**
 * Our view of a refund answer. A refund PayPal reports FAILED or CANCELLED gave nothing back:
 * it is a refusal, not a refund. Null when the body is not a refund (no id or status).
 */
export function refundOfWire(body: unknown): Result<PayPalRefund, PayPalRefundError> | null {
  if (!isRecord(body) || typeof body['id'] !== 'string' || typeof body['status'] !== 'string') return null;
  const status = body['status'];
  if (status === 'COMPLETED' || status === 'PENDING') return { ok: true, value: { id: body['id'], status } };
  if (status === 'FAILED' || status === 'CANCELLED') return { ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: `REFUND_${status}` } };
  return null;
}

/** A refund to its wire body, with the amount when it is known (the stand-in answers with it). */
export function wireOfRefund(refund: Pick<WireRefund, 'id' | 'status'>, amount: Money | null): WireRefund {
  return {
    id: refund.id, status: refund.status, ...(amount === null ? {} : { amount: wireAmountOf(amount) }),
    links: [{ href: `/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
  };
}

/** PayPal's 4xx answers to a refund, to our error codes. */
export function refundErrorOfWire(status: number, body: unknown): PayPalRefundError {
  const wire = isRecord(body) ? (body as unknown as WireError) : null;
  const issue = wire?.details?.[0]?.issue ?? wire?.name ?? `HTTP_${status}`;
  if (status === 404 || issue === 'RESOURCE_NOT_FOUND' || issue === 'INVALID_RESOURCE_ID') return { code: 'PAYPAL_CAPTURE_NOT_FOUND' };
  if (issue === 'CAPTURE_FULLY_REFUNDED') return { code: 'PAYPAL_CAPTURE_REFUNDED' };
  return { code: 'PAYMENT_REQUEST_REFUSED', reason: String(issue).slice(0, 100) };
}

/** Our refund error to the wire (the stand-in answers with it). */
export function wireOfRefundError(error: PayPalRefundError): { status: number; body: WireError } {
  switch (error.code) {
    case 'PAYPAL_CAPTURE_NOT_FOUND':
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    case 'PAYPAL_CAPTURE_REFUNDED':
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } };
    case 'PAYMENT_REQUEST_REFUSED':
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: error.reason }] } };
    case 'PROVIDER_UNAVAILABLE':
      return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
  }
}
