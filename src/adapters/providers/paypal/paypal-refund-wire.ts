import type { Money } from '../../../domain/pricing/money.js';
import type { Result } from '../../../domain/shared/result.js';
import type { PayPalRefund, PayPalRefundError } from '../../../ports/paypal-orders.port.js';
import { moneyOfWire, wireAmountOf, type WireAmount, type WireError } from './paypal-wire.js';

/** A Payments v2 refund as PayPal answers it (`Prefer: return=representation`). */
export interface WireRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount?: WireAmount;
  links?: { href: string; rel: string; method?: string }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The refund request's body: the amount, or nothing for "what is left of the capture". */
export const wireOfRefundRequest = (amount: Money | null): Record<string, unknown> => (amount === null ? {} : { amount: wireAmountOf(amount) });

/** The amount a refund request names (null: all that is left); undefined when the body names an amount PayPal cannot read. */
export function refundAmountOfWire(body: unknown): Money | null | undefined {
  if (!isRecord(body) || body['amount'] === undefined) return null;
  return moneyOfWire(body['amount'] as WireAmount) ?? undefined;
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
export function wireOfRefund(refund: PayPalRefund, amount: Money | null): WireRefund {
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
