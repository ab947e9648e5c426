import type { Money } from '../../../domain/pricing/money.js';
import type { Orders, PaymentAttempt } from '../../../ports/orders.port.js';
import type { PaymentOutcome } from '../../../ports/payment-gateway.port.js';
import { attemptsOf, digestOfRequest, readRecorded, recorded } from '../payment-attempts.js';

/** The payment method our orders record for PayPal. */
export const PAYPAL_METHOD = 'paypal';

/**
 * A PayPal order as one of our order's payment attempts: the attempt's stored outcome (as every
 * attempt has: `RedirectShopper` while the buyer is on PayPal, `Authorised` once captured, with
 * PayPal's order or capture id as pspReference) plus the PayPal order id and how many captures
 * were declined (each capture try has its own PayPal-Request-Id, so a retry after a timeout is the
 * same capture and a try after a decline is a new one).
 */
export interface PayPalAttempt {
  idempotencyKey: string;
  payPalOrderId: string;
  captureTries: number;
  requestDigest: string;
}

interface StoredPayPal {
  orderId: string;
  captureTries: number;
}

/** The digest of "pay this order's total with PayPal" (a changed total is another attempt). */
export const payPalDigest = (total: Money): string => digestOfRequest({ method: PAYPAL_METHOD, total });

export function payPalAttemptOf(attempt: PaymentAttempt): PayPalAttempt | null {
  const answer = readRecorded(attempt);
  const stored = attempt.outcome?.['paypal'] as StoredPayPal | undefined;
  if (answer === null || stored === undefined || typeof stored.orderId !== 'string' || !Number.isSafeInteger(stored.captureTries)) return null;
  return { idempotencyKey: attempt.idempotencyKey, payPalOrderId: stored.orderId, captureTries: stored.captureTries, requestDigest: answer.requestDigest };
}

/** The attempt of our order that created this PayPal order, or null. */
export async function findPayPalAttempt(orders: Orders, orderId: string, payPalOrderId: string): Promise<PayPalAttempt | null> {
  for (const attempt of await attemptsOf(orders, orderId)) {
    const found = payPalAttemptOf(attempt);
    if (found?.payPalOrderId === payPalOrderId) return found;
  }
  return null;
}

const outcomeOf = (resultCode: 'RedirectShopper' | 'Authorised', pspReference: string): PaymentOutcome => ({
  resultCode, pspReference, action: null, refusalReason: null, paymentMethodType: PAYPAL_METHOD,
});

/** Stores the attempt's state: waiting for the buyer (RedirectShopper) or captured (Authorised, with the capture id). */
export async function savePayPalAttempt(
  orders: Orders,
  attempt: Omit<PayPalAttempt, 'idempotencyKey'> & { idempotencyKey: string },
  captureId: string | null = null,
): Promise<void> {
  const outcome = captureId === null ? outcomeOf('RedirectShopper', attempt.payPalOrderId) : outcomeOf('Authorised', captureId);
  await orders.saveAttemptOutcome(attempt.idempotencyKey, {
    ...recorded(attempt.requestDigest, { ok: true, value: outcome }),
    paypal: { orderId: attempt.payPalOrderId, captureTries: attempt.captureTries } satisfies StoredPayPal,
  });
}

/** The PayPal-Request-Id of a capture try. */
export const captureRequestId = (attempt: PayPalAttempt): string => `${attempt.idempotencyKey}.c${attempt.captureTries}`;
