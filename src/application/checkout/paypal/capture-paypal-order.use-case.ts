import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import type { Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import type { PayPalFailure } from './paypal-errors.js';
import { completeApproved, type PayPalCaptureDeps } from './paypal-capture.js';
import { payPalOrderOfShopper, type PayPalOrderRef } from './paypal-order-of-shopper.js';

/**
 * Approve and capture (spec 4): takes the money of the approved PayPal order and completes ours
 * exactly once (`completeApproved`, shared with the webhook): captured where the site captures
 * automatically, authorised where it captures by hand (captured later, as it is dispatched). The
 * PayPal-Request-Id is fixed per try, so a repeat (double approve, a retry after a timeout, the
 * webhook at the same moment) is the same capture or authorization, and CloseOrder completes our
 * order only for the first caller. A declined funding source or an order not approved yet is
 * PAYPAL_CAPTURE_FAILED: the browser restarts the flow on PayPal (the next try is a new one), our
 * order stays pending. PayPal unreachable leaves our order pending too: money may have moved, so
 * only a retry, the webhook or the expiry sweep settles it. Money no order may keep (another amount
 * than our order's, an order closed meanwhile or paid by another payment) goes back through
 * PayPal, a capture refunded and an authorization voided, and is recorded in the order's history
 * (`settlePayment`).
 */
export class CapturePayPalOrder {
  private readonly deps: PayPalCaptureDeps;

  constructor(orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog, clock: Clock, captureModeOf: CaptureModeOf) {
    this.deps = { orders, payPal, closeOrder, problems, clock, captureModeOf };
  }

  async execute(ref: PayPalOrderRef): Promise<Result<Order, PayPalFailure>> {
    const found = await payPalOrderOfShopper(this.deps.orders, ref);
    if (!found.ok) return found;
    return completeApproved(this.deps, found.value.order, found.value.attempt);
  }
}
