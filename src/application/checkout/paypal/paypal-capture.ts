import { assertNever, err, ok, type Result } from '../../../domain/shared/result.js';
import type { Order } from '../../../ports/orders.port.js';
import type { PayPalOrder } from '../../../ports/paypal-orders.port.js';
import type { PayPalFailure } from './paypal-errors.js';
import { captureRequestId, savePayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { settleCapture, type PayPalCaptureDeps } from './paypal-capture-settlement.js';

export type { PayPalCaptureDeps } from './paypal-capture-settlement.js';

/**
 * Captures the PayPal order of this attempt and completes our pending order exactly once: the
 * browser's capture and the webhooks (order approved, capture completed) all come here. The
 * capture's PayPal-Request-Id is fixed per try, so two callers at once are the same capture at
 * PayPal, and CloseOrder completes our order only for the first. A declined funding source starts
 * a new try (the buyer approves again); an order not approved yet is PAYPAL_CAPTURE_FAILED. What
 * the capture took pays our order or is refunded (`completeCaptured`).
 */
export async function captureAndComplete(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt): Promise<Result<Order, PayPalFailure>> {
  if (order.status === 'paid') return ok(order);
  if (order.status !== 'pending') return err({ code: 'PAYPAL_ORDER_CLOSED' });
  const captured = await deps.payPal.capture(attempt.payPalOrderId, captureRequestId(attempt), order.siteCode);
  if (captured.ok) return completeCaptured(deps, order, attempt, captured.value);
  switch (captured.error.code) {
    case 'PAYPAL_ORDER_ALREADY_CAPTURED': {
      const read = await deps.payPal.get(attempt.payPalOrderId, order.siteCode);
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
 * Completes our order for a PayPal order PayPal says is captured (COMPLETED with a capture id), as
 * the browser's capture answers: paid once; a capture of another amount than our order's, or for
 * an order closed meanwhile, is refunded (`settleCapture`) and answered as such; a capture for an
 * order another payment paid is refunded and the paid order answered.
 */
async function completeCaptured(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<Result<Order, PayPalFailure>> {
  const settled = await settleCapture(deps, order, attempt, payPal);
  switch (settled.kind) {
    case 'paid':
      return ok(settled.order);
    case 'not-captured':
      return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    case 'given-back':
      switch (settled.reason) {
        case 'AMOUNT_MISMATCH':
          return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'AMOUNT_MISMATCH' });
        case 'ORDER_CLOSED':
          return err({ code: 'PAYPAL_ORDER_CLOSED' });
        case 'ORDER_PAID_OTHERWISE':
          return ok(settled.order);
        default:
          return assertNever(settled.reason);
      }
    default:
      return assertNever(settled);
  }
}
