import { money, type Money } from '../../../../domain/pricing/money.js';
import { err, ok } from '../../../../domain/shared/result.js';
import type { SandboxChange, SandboxHeld, SandboxRefundAnswer } from './sandbox-paypal-store.js';

/**
 * What PayPal decides on a refund of an order's capture: a capture is given back at most once in
 * full, or in parts up to what it took (REFUND_AMOUNT_EXCEEDED beyond that, CAPTURE_FULLY_REFUNDED
 * once nothing is left), in the capture's currency only. A refund answers COMPLETED at once (the
 * buyer paid from a PayPal balance) and is kept with the order, and its answer under the request id.
 */
export function refundOfCapture(held: SandboxHeld | null, captureId: string, amount: Money | null, refundId: string): SandboxChange<SandboxRefundAnswer> {
  const refuse = (answer: SandboxRefundAnswer): SandboxChange<SandboxRefundAnswer> => ({ next: null, answer });
  if (held === null || held.order.captureId !== captureId) return refuse(err({ code: 'PAYPAL_CAPTURE_NOT_FOUND' }));
  const captured = held.order.amount;
  const refunds = held.refunds ?? [];
  const left = captured.amountMinor - refunds.reduce((sum, r) => sum + r.amount.amountMinor, 0);
  if (left <= 0) return refuse(err({ code: 'PAYPAL_CAPTURE_REFUNDED' }));
  const given = amount ?? money(left, captured.currency);
  if (given.currency !== captured.currency) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_CAPTURE_CURRENCY_MISMATCH' }));
  if (given.amountMinor <= 0) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' }));
  if (given.amountMinor > left) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' }));
  return {
    next: { ...held, refunds: [...refunds, { id: refundId, amount: given }] },
    answer: ok({ id: refundId, status: 'COMPLETED' }),
    keepAnswer: true,
  };
}
