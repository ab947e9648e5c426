import { money, type Money } from '../../../../domain/pricing/money.js';
import { err, ok } from '../../../../domain/shared/result.js';
import type { RefundPayPalCapture } from '../../../../ports/paypal-orders.port.js';
import type { SandboxChange, SandboxHeld, SandboxRefund, SandboxRefundAnswer } from './sandbox-paypal-store.js';

/** The sandbox's failing test amounts: a refund whose minor units end in 13 (10.13, 45.13) fails. */
const failsInSandbox = (amount: Money): boolean => amount.amountMinor % 100 === 13;

/** What a refund request asks of the sandbox: what to give back and what to name it by. */
type SandboxRefundRequest = Pick<RefundPayPalCapture, 'amount' | 'invoiceId' | 'customId'>;

/** What a refund decided: the order's change and the answer, and the refund as kept (null when none was made). */
interface RefundDecision extends SandboxChange<SandboxRefundAnswer> {
  refund: SandboxRefund | null;
}

const givenBack = (refunds: readonly SandboxRefund[]): number => refunds.reduce((sum, r) => sum + (r.status === 'FAILED' ? 0 : r.amount.amountMinor), 0);

/** What a capture of the order took: its own capture's amount (intent CAPTURE), or one of its authorization's; null when it is none of the order's. */
function capturedBy(held: SandboxHeld, captureId: string): Money | null {
  if (held.order.captureId === captureId) return held.order.amount;
  return held.authorization?.captures.find((c) => c.id === captureId)?.amount ?? null;
}

/**
 * What PayPal decides on a refund of an order's capture (its own, or one of its authorization's): each capture is given back at most once in
 * full, or in parts up to what it took (REFUND_AMOUNT_EXCEEDED beyond that, CAPTURE_FULLY_REFUNDED
 * once nothing is left; a pending refund counts as given), in the capture's currency only. A
 * refund answers COMPLETED at once (the buyer paid from a PayPal balance), or PENDING when
 * `pending` (it completes or fails later, by webhook); a failing test amount that is not pending
 * answers FAILED (gave nothing back). The refund is kept with the order, and its answer under
 * the request id.
 */
export function refundOfCapture(held: SandboxHeld | null, captureId: string, request: SandboxRefundRequest, refundId: string, pending: boolean): RefundDecision {
  const refuse = (answer: SandboxRefundAnswer): RefundDecision => ({ next: null, answer, refund: null });
  const captured = held === null ? null : capturedBy(held, captureId);
  if (held === null || captured === null) return refuse(err({ code: 'PAYPAL_CAPTURE_NOT_FOUND' }));
  const refunds = held.refunds ?? [];
  const left = captured.amountMinor - givenBack(refunds.filter((r) => (r.captureId ?? held.order.captureId) === captureId));
  if (left <= 0) return refuse(err({ code: 'PAYPAL_CAPTURE_REFUNDED' }));
  const given = request.amount ?? money(left, captured.currency);
  if (given.currency !== captured.currency) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_CAPTURE_CURRENCY_MISMATCH' }));
  if (given.amountMinor <= 0) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' }));
  if (given.amountMinor > left) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' }));
  if (failsInSandbox(given) && !pending) return { ...refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_FAILED' })), keepAnswer: true };
  const refund: SandboxRefund = {
    id: refundId, amount: given, status: pending ? 'PENDING' : 'COMPLETED', ...(captureId === held.order.captureId ? {} : { captureId }),
    ...(request.invoiceId === undefined ? {} : { invoiceId: request.invoiceId }), ...(request.customId === undefined ? {} : { customId: request.customId }),
  };
  return { next: { ...held, refunds: [...refunds, refund] }, answer: ok({ id: refundId, status: refund.status as 'COMPLETED' | 'PENDING' }), keepAnswer: true, refund };
}

/** A pending refund's end: COMPLETED, or FAILED for a failing test amount (its money is left to refund again); null change when it is not pending. */
export function settlePendingRefund(held: SandboxHeld | null, refundId: string): SandboxChange<boolean> & { refund: SandboxRefund | null } {
  const refund = held?.refunds?.find((r) => r.id === refundId && r.status === 'PENDING');
  if (held === null || refund === undefined) return { next: null, answer: false, refund: null };
  const settled: SandboxRefund = { ...refund, status: failsInSandbox(refund.amount) ? 'FAILED' : 'COMPLETED' };
  return { next: { ...held, refunds: (held.refunds ?? []).map((r) => (r.id === refundId ? settled : r)) }, answer: true, refund: settled };
}
