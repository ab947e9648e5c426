import type { Result } from '../../../domain/shared/result.js';
import type { CapturePayPalAuthorization, PayPalAuthorizationCapture, PayPalAuthorizationError } from '../../../ports/paypal-orders.port.js';
import { moneyOfWire, wireAmountOf, type WireAmount, type WireError } from './paypal-wire.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PayPal's longest `invoice_id` on a capture. */
const MAX_INVOICE_ID_LENGTH = 127;

/** A capture request's body: the amount, `final_capture`, and the `invoice_id` when given. */
export const wireOfAuthorizationCapture = (request: Omit<CapturePayPalAuthorization, 'requestId'>): Record<string, unknown> => ({
  amount: wireAmountOf(request.amount), final_capture: request.finalCapture,
  ...(request.invoiceId === undefined ? {} : { invoice_id: request.invoiceId.slice(0, MAX_INVOICE_ID_LENGTH) }),
});

/** What a capture request's body asks; undefined when its amount or `final_capture` cannot be read (PayPal wants both here). */
export function authorizationCaptureOfWire(body: unknown): Omit<CapturePayPalAuthorization, 'requestId'> | undefined {
  if (!isRecord(body)) return undefined;
  const amount = moneyOfWire(body['amount'] as WireAmount | undefined);
  const finalCapture = body['final_capture'] ?? false;
  const invoiceId = body['invoice_id'];
  if (amount === null || typeof finalCapture !== 'boolean' || (invoiceId !== undefined && typeof invoiceId !== 'string')) return undefined;
  return { amount, finalCapture, ...(typeof invoiceId === 'string' ? { invoiceId } : {}) };
}

/** A capture's answer body to ours; a DECLINED or FAILED capture took nothing: a refusal. Null when it is not a capture. */
export function authorizationCaptureOfAnswer(body: unknown): Result<PayPalAuthorizationCapture, PayPalAuthorizationError> | null {
  if (!isRecord(body) || typeof body['id'] !== 'string' || typeof body['status'] !== 'string') return null;
  const status = body['status'];
  if (status === 'COMPLETED' || status === 'PENDING') return { ok: true, value: { id: body['id'], status } };
  if (status === 'DECLINED' || status === 'FAILED') return { ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: `CAPTURE_${status}` } };
  return null;
}

/** PayPal's 4xx answers to a capture or void of an authorization, to our error codes. */
export function authorizationErrorOfWire(status: number, body: unknown): PayPalAuthorizationError {
  const wire = isRecord(body) ? (body as unknown as WireError) : null;
  const issue = wire?.details?.[0]?.issue ?? wire?.name ?? `HTTP_${status}`;
  if (status === 404 || issue === 'RESOURCE_NOT_FOUND' || issue === 'INVALID_RESOURCE_ID') return { code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' };
  return { code: 'PAYMENT_REQUEST_REFUSED', reason: String(issue).slice(0, 100) };
}

/** Our authorization error to the wire (the stand-in answers with it). */
export function wireOfAuthorizationError(error: PayPalAuthorizationError): { status: number; body: WireError } {
  switch (error.code) {
    case 'PAYPAL_AUTHORIZATION_NOT_FOUND':
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    case 'PAYMENT_REQUEST_REFUSED':
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: error.reason }] } };
    case 'PROVIDER_UNAVAILABLE':
      return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
  }
}
