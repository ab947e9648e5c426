import type { CaptureMode } from '../../../domain/orders/payment-ledger.js';
import type { Money } from '../../../domain/pricing/money.js';
import type { Orders, PaymentAttempt } from '../../../ports/orders.port.js';
import type { PaymentOutcome } from '../../../ports/payment-gateway.port.js';
import type { PayPalIntent } from '../../../ports/paypal-orders.port.js';
import { attemptsOf, digestOfRequest, readRecorded, recorded } from '../payment-attempts.js';

/** The payment method our orders record for PayPal. */
export const PAYPAL_METHOD = 'paypal';

/**
 * A PayPal order as one of our order's payment attempts: the attempt's stored outcome (as every
 * attempt has: `RedirectShopper` while the buyer is on PayPal, `Authorised` once captured or
 * authorised, with PayPal's order id, or its capture's or authorization's id, as pspReference)
 * plus the PayPal order id, how it takes the money (its intent) and how many captures or
 * authorizations were declined (each try has its own PayPal-Request-Id, so a retry after a
 * timeout is the same capture and a try after a decline is a new one).
 */
export interface PayPalAttempt {
  idempotencyKey: string;
  payPalOrderId: string;
  intent: PayPalIntent;
  captureTries: number;
  requestDigest: string;
}

interface StoredPayPal {
  orderId: string;
  captureTries: number;
  /** Absent on attempts stored before PayPal orders were authorised: CAPTURE. */
  intent?: PayPalIntent;
}

/** How a PayPal order takes the money on a site of this capture mode: held at approval where the site captures by hand, taken at approval elsewhere. */
export const intentFor = (mode: CaptureMode): PayPalIntent => (mode === 'manual' ? 'AUTHORIZE' : 'CAPTURE');

/**
 * The digest of "pay this order's total with PayPal, taking the money this way" (a changed total,
 * or a site whose capture mode changed, is another attempt). A capture's digest names no intent,
 * as it did before authorisations, so an attempt stored then is still the same request.
 */
export const payPalDigest = (total: Money, intent: PayPalIntent): string =>
  digestOfRequest(intent === 'CAPTURE' ? { method: PAYPAL_METHOD, total } : { method: PAYPAL_METHOD, total, intent });

export function payPalAttemptOf(attempt: PaymentAttempt): PayPalAttempt | null {
  const answer = readRecorded(attempt);
  const stored = attempt.outcome?.['paypal'] as StoredPayPal | undefined;
  if (answer === null || stored === undefined || typeof stored.orderId !== 'string' || !Number.isSafeInteger(stored.captureTries)) return null;
  return {
    idempotencyKey: attempt.idempotencyKey, payPalOrderId: stored.orderId, intent: stored.intent === 'AUTHORIZE' ? 'AUTHORIZE' : 'CAPTURE',
    captureTries: stored.captureTries, requestDigest: answer.requestDigest,
  };
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

/** Stores the attempt's state: waiting for the buyer (RedirectShopper) or paid (Authorised, with the capture's or authorization's id). */
export async function savePayPalAttempt(orders: Orders, attempt: PayPalAttempt, takenId: string | null = null): Promise<void> {
  const outcome = takenId === null ? outcomeOf('RedirectShopper', attempt.payPalOrderId) : outcomeOf('Authorised', takenId);
  await orders.saveAttemptOutcome(attempt.idempotencyKey, {
    ...recorded(attempt.requestDigest, { ok: true, value: outcome }),
    paypal: { orderId: attempt.payPalOrderId, captureTries: attempt.captureTries, intent: attempt.intent } satisfies StoredPayPal,
  });
}

/**
 * The PayPal-Request-Id of a try at taking the money of the attempt's PayPal order: its capture,
 * or its authorization (the browser's return and the webhook ask with the same id, so PayPal
 * answers both alike and takes the money once).
 */
export const takeRequestId = (attempt: PayPalAttempt): string => `${attempt.idempotencyKey}.${attempt.intent === 'AUTHORIZE' ? 'a' : 'c'}${attempt.captureTries}`;
