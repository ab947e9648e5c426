/**
 * Payment status polling on the confirmation page (spec sections 4 and 9): while the order's
 * payment is pending, ask `GET /Checkout/PaymentComponent/PaymentStatus` every 2000 ms, then every
 * 10000 ms once 60000 ms have passed since polling began; each answer goes through the provider
 * status mapping, and polling stops on anything but pending.
 */
import { assertNever } from '../../../../domain/shared/result.js';
import { paymentStatusPollInterval } from '../polling.js';

const PAYMENT_STATUS_URL = '/Checkout/PaymentComponent/PaymentStatus';

export function paymentStatusUrlOf(encryptedOrderId: string): string {
  return `${PAYMENT_STATUS_URL}?${new URLSearchParams({ encryptedOrderId }).toString()}`;
}

/** The statuses PaymentStatus answers (contract). */
const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refused', 'cancelled', 'expired'] as const;
type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

function isOrderPaymentStatus(value: unknown): value is OrderPaymentStatus {
  return typeof value === 'string' && (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** What the shopper is shown for an answer (spec section 4, provider status mapping). */
export type ShownPaymentState = 'success' | 'pending' | 'error' | 'unknownError';

/**
 * The provider status mapping over PaymentStatus's answers: refused and cancelled become error,
 * and so does expired (nothing was charged; polling stops when expired); pending stays pending;
 * paid is the success. Anything else ('unknown', or a status this page does not know) is an
 * unknown error and never a success: an answer nobody understood must not read as paid.
 */
export function shownPaymentState(status: unknown): ShownPaymentState {
  if (!isOrderPaymentStatus(status)) return 'unknownError';
  switch (status) {
    case 'pending':
      return 'pending';
    case 'paid':
      return 'success';
    case 'refused':
    case 'cancelled':
    case 'expired':
      return 'error';
    default:
      return assertNever(status);
  }
}

export type StatusPollStep = { kind: 'stop'; state: Exclude<ShownPaymentState, 'pending'> } | { kind: 'wait'; delayMs: number };

/**
 * After an answer: pending, or a failed call (`null`: the network or the server stumbled, the
 * payment may still complete), waits by the schedule and asks again; any other state stops.
 */
export function nextStatusPollStep(elapsedMs: number, state: ShownPaymentState | null): StatusPollStep {
  if (state === null || state === 'pending') return { kind: 'wait', delayMs: paymentStatusPollInterval(elapsedMs) };
  return { kind: 'stop', state };
}
