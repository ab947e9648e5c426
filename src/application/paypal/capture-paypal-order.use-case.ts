import { moneyEquals } from '../../domain/pricing/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Order, Orders } from '../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from '../orders/close-order.js';
import type { PayPalFailure } from './paypal-errors.js';
import { captureRequestId, PAYPAL_METHOD, savePayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { payPalOrderOfShopper, type PayPalOrderRef } from './paypal-order-of-shopper.js';

/**
 * Approve and capture (spec 4): captures the approved PayPal order and completes ours exactly
 * once. The capture's PayPal-Request-Id is fixed per try, so a repeat (double approve, a retry
 * after a timeout) is the same capture, and CloseOrder completes our order only for the first
 * caller. A declined funding source or an order not approved yet is PAYPAL_CAPTURE_FAILED: the
 * browser restarts the flow on PayPal (the next capture is a new try), our order stays pending.
 * PayPal unreachable leaves our order pending too: money may have moved, so only a capture (the
 * retry) or the expiry sweep settles it. A capture for another amount than our order's is
 * reported and pays nothing; one for an order closed meanwhile is reported for a refund.
 */
export class CapturePayPalOrder {
  constructor(
    private readonly orders: Orders,
    private readonly payPal: PayPalOrders,
    private readonly closeOrder: CloseOrder,
    private readonly problems: ProblemLog,
  ) {}

  async execute(ref: PayPalOrderRef): Promise<Result<Order, PayPalFailure>> {
    const found = await payPalOrderOfShopper(this.orders, ref);
    if (!found.ok) return found;
    const { order, attempt } = found.value;
    if (order.status === 'paid') return ok(order);
    if (order.status !== 'pending') return err({ code: 'PAYPAL_ORDER_CLOSED' });
    const captured = await this.payPal.capture(attempt.payPalOrderId, captureRequestId(attempt));
    if (captured.ok) return this.complete(order, attempt, captured.value);
    switch (captured.error.code) {
      case 'PAYPAL_ORDER_ALREADY_CAPTURED': {
        const read = await this.payPal.get(attempt.payPalOrderId);
        if (read.ok && read.value.status === 'COMPLETED') return this.complete(order, attempt, read.value);
        return err(read.ok ? { code: 'PAYPAL_CAPTURE_FAILED' } : read.error.code === 'PROVIDER_UNAVAILABLE' ? read.error : { code: 'PAYPAL_ORDER_NOT_FOUND' });
      }
      case 'PAYPAL_INSTRUMENT_DECLINED':
        await savePayPalAttempt(this.orders, { ...attempt, captureTries: attempt.captureTries + 1 });
        return err({ code: 'PAYPAL_CAPTURE_FAILED' });
      case 'PAYPAL_ORDER_NOT_APPROVED':
        return err({ code: 'PAYPAL_CAPTURE_FAILED' });
      case 'PAYPAL_ORDER_NOT_FOUND':
        return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
      default:
        return err(captured.error);
    }
  }

  private async complete(order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<Result<Order, PayPalFailure>> {
    if (payPal.status !== 'COMPLETED' || payPal.captureId === null) return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    if (!moneyEquals(payPal.amount, order.total)) {
      this.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: payPal.captureId, amount: payPal.amount, total: order.total });
      return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'AMOUNT_MISMATCH' });
    }
    await savePayPalAttempt(this.orders, attempt, payPal.captureId);
    const closed = await this.closeOrder.execute(order.id, 'paid', PAYPAL_METHOD, payPal.captureId);
    const now = (await this.orders.byId(order.id))!;
    if (!closed && now.status !== 'paid') {
      this.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: order.reference, pspReference: payPal.captureId });
      return err({ code: 'PAYPAL_ORDER_CLOSED' });
    }
    return ok(now);
  }
}
