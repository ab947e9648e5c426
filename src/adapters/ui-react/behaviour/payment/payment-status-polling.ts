/**
 * Payment status polling on the confirmation page (spec section 9): while the order's payment is
 * pending, ask `GET /Checkout/PaymentComponent/PaymentStatus` every 2000 ms, then every 10000 ms
 * once 60000 ms have passed since polling began; stop on a final status.
 */
import { paymentStatusPollInterval } from '../polling.js';

export const PAYMENT_STATUS_URL = '/Checkout/PaymentComponent/PaymentStatus';

export function paymentStatusUrlOf(encryptedOrderId: string): string {
  return `${PAYMENT_STATUS_URL}?${new URLSearchParams({ encryptedOrderId }).toString()}`;
}

/** The statuses PaymentStatus answers (contract). */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refused', 'cancelled', 'expired'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export function isOrderPaymentStatus(value: unknown): value is OrderPaymentStatus {
  return typeof value === 'string' && (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Only `pending` is worth asking again; every other status is final. */
export function isFinalPaymentStatus(status: OrderPaymentStatus): boolean {
  return status !== 'pending';
}

export type StatusPollStep = { kind: 'stop'; status: OrderPaymentStatus } | { kind: 'wait'; delayMs: number };

/**
 * After an answer: a final status stops polling; pending (or an unreadable answer, or a failed
 * call: `null`) waits by the schedule and asks again.
 */
export function nextStatusPollStep(elapsedMs: number, status: OrderPaymentStatus | null): StatusPollStep {
  if (status !== null && isFinalPaymentStatus(status)) return { kind: 'stop', status };
  return { kind: 'wait', delayMs: paymentStatusPollInterval(elapsedMs) };
}

/** The moments (ms after the start) at which the status is asked, up to `horizonMs`: the first at once. */
export function statusPollSchedule(horizonMs: number): number[] {
  const times: number[] = [];
  for (let at = 0; at <= horizonMs; at += paymentStatusPollInterval(at)) times.push(at);
  return times;
}
