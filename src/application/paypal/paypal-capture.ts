import { moneyEquals } from '../../domain/pricing/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Order, Orders } from '../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from '../orders/close-order.js';
import type { PayPalFailure } from './paypal-errors.js';
import { captureRequestId, PAYPAL_METHOD, savePayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';

/** What capturing a PayPal order needs. */
export interface PayPalCaptureDeps {
  orders: Orders;
  payPal: PayPalOrders;
  closeOrder: CloseOrder;
  problems: ProblemLog;
}

/**
 * Captures the PayPal order of this attempt and completes our pending order exactly once: the
 * browser's capture and the webhooks (order approved, capture completed) all come here. The
 * capture's PayPal-Request-Id is fixed per try, so two callers at once are the same capture at
 * PayPal, and CloseOrder completes our order only for the first. A declined funding source starts
 * a new try (the buyer approves again); an order not approved yet is PAYPAL_CAPTURE_FAILED.
 */
export async function captureAndComplete(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt): Promise<Result<Order, PayPalFailure>> {
  if (order.status === 'paid') return ok(order);
  if (order.status !== 'pending') return err({ code: 'PAYPAL_ORDER_CLOSED' });
  const captured = await deps.payPal.capture(attempt.payPalOrderId, captureRequestId(attempt));
  if (captured.ok) return completeCaptured(deps, order, attempt, captured.value);
  switch (captured.error.code) {
    case 'PAYPAL_ORDER_ALREADY_CAPTURED': {
      const read = await deps.payPal.get(attempt.payPalOrderId);
      if (read.ok && read.value.status === 'COMPLETED') return completeCaptured(deps, order, attempt, read.value);
      return err(read.ok ? { code: 'PAYPAL_CAPTURE_FAILED' } : read.error.code === 'PROVIDER_UNAVAILABLE' ? read.error : { code: 'PAYPAL_ORDER_NOT_FOUND' });
    }
    case 'PAYPAL_INSTRUMENT_DECLINED':
      await savePayPalAttempt(deps.orders, { ...attempt, captureTries: attempt.captureTries + 1 });
      return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    case 'PAYPAL_ORDER_NOT_APPROVED':
      return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    case 'PAYPAL_ORDER_NOT_FOUND':
      return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
    default:
      return err(captured.error);
  }
}

/**
 * Completes our order for a PayPal order PayPal says is captured (COMPLETED with a capture id):
 * paid once; another amount than our order's is reported and pays nothing; a capture for an
 * order closed meanwhile is reported for a refund.
 */
export async function completeCaptured(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<Result<Order, PayPalFailure>> {
  if (payPal.status !== 'COMPLETED' || payPal.captureId === null) return err({ code: 'PAYPAL_CAPTURE_FAILED' });
  if (!moneyEquals(payPal.amount, order.total)) {
    deps.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: payPal.captureId, amount: payPal.amount, total: order.total });
    return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'AMOUNT_MISMATCH' });
  }
  await savePayPalAttempt(deps.orders, attempt, payPal.captureId);
  const closed = await deps.closeOrder.execute(order.id, 'paid', PAYPAL_METHOD, payPal.captureId);
  const now = (await deps.orders.byId(order.id))!;
  if (!closed && now.status !== 'paid') {
    deps.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: order.reference, pspReference: payPal.captureId });
    return err({ code: 'PAYPAL_ORDER_CLOSED' });
  }
  return ok(now);
}
