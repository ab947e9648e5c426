import { err, ok } from '../../../../domain/shared/result.js';
import type { CapturePayPalAuthorization, PayPalAuthorizationCapture, PayPalAuthorizationError } from '../../../../ports/paypal-orders.port.js';
import type { Result } from '../../../../domain/shared/result.js';
import type { SandboxChange, SandboxHeld } from './sandbox-paypal-store.js';

/** The sandbox's failing test amounts: a capture whose minor units end in 13 (10.13, 45.13) is declined. */
const declinedInSandbox = (amountMinor: number): boolean => amountMinor % 100 === 13;

type CaptureAnswer = Result<PayPalAuthorizationCapture, PayPalAuthorizationError>;
type VoidAnswer = Result<{ id: string }, PayPalAuthorizationError>;

const refused = (reason: string): { next: null; answer: Result<never, PayPalAuthorizationError> } => ({
  next: null, answer: err({ code: 'PAYMENT_REQUEST_REFUSED', reason }),
});

/**
 * What PayPal decides on a capture of an order's authorization: captures in parts up to the amount
 * authorised (MAX_CAPTURE_AMOUNT_EXCEEDED beyond it), none after the final one
 * (AUTHORIZATION_ALREADY_CAPTURED) or a void (AUTHORIZATION_VOIDED), in the authorization's
 * currency. The capture that takes the rest is final whatever it asked. A declined test amount is
 * refused (CAPTURE_DECLINED) and takes nothing. The answer is kept under the request id.
 */
export function captureOfAuthorization(held: SandboxHeld | null, authorizationId: string, request: Omit<CapturePayPalAuthorization, 'requestId'>, captureId: string): SandboxChange<CaptureAnswer> {
  const authorization = held?.authorization;
  if (held === null || authorization?.id !== authorizationId) return { next: null, answer: err({ code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' }) };
  if (authorization.voided) return refused('AUTHORIZATION_VOIDED');
  if (authorization.captures.some((c) => c.final)) return refused('AUTHORIZATION_ALREADY_CAPTURED');
  const authorised = held.order.amount;
  if (request.amount.currency !== authorised.currency) return refused('CURRENCY_MISMATCH');
  if (request.amount.amountMinor <= 0) return refused('CANNOT_BE_ZERO_OR_NEGATIVE');
  const captured = authorization.captures.reduce((sum, c) => sum + c.amount.amountMinor, 0);
  if (captured + request.amount.amountMinor > authorised.amountMinor) return refused('MAX_CAPTURE_AMOUNT_EXCEEDED');
  if (declinedInSandbox(request.amount.amountMinor)) return { ...refused('CAPTURE_DECLINED'), keepAnswer: true };
  const final = request.finalCapture || captured + request.amount.amountMinor === authorised.amountMinor;
  const capture = { id: captureId, amount: request.amount, final };
  return {
    next: { ...held, authorization: { ...authorization, captures: [...authorization.captures, capture] } },
    answer: ok({ id: captureId, status: 'COMPLETED' }),
    keepAnswer: true,
  };
}

/** What PayPal decides on a void: an authorization is given back before its final capture only, once (AUTHORIZATION_VOIDED after). */
export function voidOfAuthorization(held: SandboxHeld | null, authorizationId: string): SandboxChange<VoidAnswer> {
  const authorization = held?.authorization;
  if (held === null || authorization?.id !== authorizationId) return { next: null, answer: err({ code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' }) };
  if (authorization.voided) return refused('AUTHORIZATION_VOIDED');
  if (authorization.captures.some((c) => c.final)) return refused('PREVIOUSLY_CAPTURED');
  return { next: { ...held, authorization: { ...authorization, voided: true } }, answer: ok({ id: authorizationId }), keepAnswer: true };
}
