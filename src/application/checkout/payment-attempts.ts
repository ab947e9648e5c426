import { canonicalJson } from '../../domain/shared/canonical-json.js';
import { MAX_PAYMENT_ATTEMPTS, paymentIdempotencyKey, requestDigest } from '../../domain/orders/payment-idempotency-key.js';
import type { Order } from '../../domain/orders/order.js';
import { isResultCode, resultCodeStage } from '../../domain/checkout/payment-result-code.js';
import type { Orders, PaymentAttempt } from '../../ports/orders.port.js';
import type { PaymentGatewayError, PaymentOutcome } from '../../ports/payment-gateway.port.js';

/**
 * What is stored with an attempt once the provider answered: the answer, or the gateway error it
 * gave, and a digest of what was asked (so the same request again is recognised as a repeat).
 */
export interface RecordedOutcome {
  requestDigest: string;
  outcome: PaymentOutcome | null;
  failure: PaymentGatewayError | null;
}

export const recorded = (requestDigestText: string, answer: { ok: true; value: PaymentOutcome } | { ok: false; error: PaymentGatewayError }): RecordedOutcome => ({
  requestDigest: requestDigestText,
  outcome: answer.ok ? answer.value : null,
  failure: answer.ok ? null : answer.error,
});

export function readRecorded(attempt: PaymentAttempt): RecordedOutcome | null {
  const stored = attempt.outcome;
  if (stored === null || typeof stored.requestDigest !== 'string') return null;
  const outcome = stored.outcome as PaymentOutcome | null;
  if (outcome !== null && !isResultCode(String(outcome.resultCode))) return null;
  return { requestDigest: stored.requestDigest, outcome, failure: (stored.failure as PaymentGatewayError | null) ?? null };
}

/** The order's numbered payment attempts, first to last. */
export async function attemptsOf(orders: Orders, orderId: string): Promise<PaymentAttempt[]> {
  const found: PaymentAttempt[] = [];
  for (let n = 1; n <= MAX_PAYMENT_ATTEMPTS; n += 1) {
    const attempt = await orders.attempt(paymentIdempotencyKey(orderId, n));
    if (attempt === null) break;
    found.push(attempt);
  }
  return found;
}

/**
 * Whether a payment of the order may be under way: a call made and not answered yet, or an
 * answer that waits for the provider's notification (Pending, Received). Such an order must not
 * be cancelled to make way for another.
 */
export async function paymentUnderWay(orders: Orders, order: Order): Promise<boolean> {
  for (const attempt of await attemptsOf(orders, order.id)) {
    const answer = readRecorded(attempt);
    if (answer === null) return true;
    if (answer.outcome !== null && resultCodeStage(answer.outcome.resultCode) === 'awaitingWebhook') return true;
  }
  return false;
}

/**
 * Closes a call left without an answer (see `isUnanswered`) as PROVIDER_UNAVAILABLE, the answer of
 * a call whose outcome is not known: the same request may replay it under its key. A late answer
 * of the call itself still overwrites this one.
 */
export async function closeUnanswered(orders: Orders, attempt: PaymentAttempt, now: Date): Promise<RecordedOutcome> {
  const answer = recorded(attempt.requestDigest ?? '', { ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  await orders.saveAttemptOutcome(attempt.idempotencyKey, { ...answer });
  await orders.recordHistory(attempt.orderId, { kind: 'attempt-unanswered', at: now, detail: { idempotencyKey: attempt.idempotencyKey, recordedAt: attempt.createdAt.toISOString() } });
  return answer;
}

/** The digest of a payment request as the shopper's browser sent it. */
export const digestOfRequest = (request: Record<string, unknown>): string => requestDigest(canonicalJson(request));
