import type { Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import type { PayPalFailure } from './paypal-errors.js';
import { captureAndComplete, type PayPalCaptureDeps } from './paypal-capture.js';
import { payPalOrderOfShopper, type PayPalOrderRef } from './paypal-order-of-shopper.js';

/**
 * Approve and capture (spec 4): captures the approved PayPal order and completes ours exactly
 * once (`captureAndComplete`, shared with the webhook). The capture's PayPal-Request-Id is fixed
 * per try, so a repeat (double approve, a retry after a timeout, the webhook at the same moment) is
 * the same capture, and CloseOrder completes our order only for the first caller. A declined
 * funding source or an order not approved yet is PAYPAL_CAPTURE_FAILED: the browser restarts the
 * flow on PayPal (the next capture is a new try), our order stays pending. PayPal unreachable
 * leaves our order pending too: money may have moved, so only a capture (the retry, the webhook)
 * or the expiry sweep settles it. A capture no order may keep (another amount than our order's,
 * an order closed meanwhile or paid by another payment) is refunded through PayPal and the refund
 * recorded in the order's history (`settleCapture`).
 */
export class CapturePayPalOrder {
  private readonly deps: PayPalCaptureDeps;

  constructor(orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog, clock: Clock) {
    this.deps = { orders, payPal, closeOrder, problems, clock };
  }

  async execute(ref: PayPalOrderRef): Promise<Result<Order, PayPalFailure>> {
    const found = await payPalOrderOfShopper(this.deps.orders, ref);
    if (!found.ok) return found;
    return captureAndComplete(this.deps, found.value.order, found.value.attempt);
  }
}
