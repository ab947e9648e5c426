import { assertNever, err, ok, type Result } from '../../../domain/shared/result.js';
import type { Order } from '../../../ports/orders.port.js';
import type { PayPalOrder } from '../../../ports/paypal-orders.port.js';
import type { PayPalFailure } from './paypal-errors.js';
import { intentFor, savePayPalAttempt, takeRequestId, type PayPalAttempt } from './paypal-attempts.js';
import { settlePayment, type PayPalCaptureDeps } from './paypal-capture-settlement.js';

export type { PayPalCaptureDeps } from './paypal-capture-settlement.js';

/** PayPal's answer to an authorize of an order authorised already under another request id. */
const ORDER_ALREADY_AUTHORIZED = 'ORDER_ALREADY_AUTHORIZED';

/**
 * Takes the money of the attempt's approved PayPal order and completes our pending order exactly
 * once: the browser's return and the webhook (order approved) both come here. An order created
 * with intent CAPTURE is captured; one created with AUTHORIZE (a manual-capture site) is
 * authorised instead, and captured later as it is dispatched. The PayPal-Request-Id is fixed per
 * try, so two callers at once are the same capture or authorization at PayPal, and CloseOrder
 * completes our order only for the first. A declined funding source starts a new try (the buyer
 * approves again); an order not approved yet is PAYPAL_CAPTURE_FAILED. So is a PayPal order
 * created before its site changed its capture mode: its money would be taken otherwise than the
 * order's ledger opens, so the buyer approves a new one (the create makes it with the site's
 * intent now). What was taken pays our order or goes back (`completeTaken`).
 */
export async function completeApproved(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt): Promise<Result<Order, PayPalFailure>> {
  if (order.status === 'paid') return ok(order);
  if (order.status !== 'pending') return err({ code: 'PAYPAL_ORDER_CLOSED' });
  if (attempt.intent !== intentFor(deps.captureModeOf(order.siteCode))) return err({ code: 'PAYPAL_CAPTURE_FAILED' });
  const requestId = takeRequestId(attempt);
  const taken = attempt.intent === 'AUTHORIZE'
    ? await deps.payPal.authorize(attempt.payPalOrderId, requestId, order.siteCode)
    : await deps.payPal.capture(attempt.payPalOrderId, requestId, order.siteCode);
  if (taken.ok) return completeTaken(deps, order, attempt, taken.value);
  switch (taken.error.code) {
    case 'PAYPAL_ORDER_ALREADY_CAPTURED':
      return completeTakenBefore(deps, order, attempt);
    case 'PAYMENT_REQUEST_REFUSED':
      return taken.error.reason === ORDER_ALREADY_AUTHORIZED ? completeTakenBefore(deps, order, attempt) : err(taken.error);
    case 'PAYPAL_INSTRUMENT_DECLINED':
      await savePayPalAttempt(deps.orders, { ...attempt, captureTries: attempt.captureTries + 1 });
      return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    case 'PAYPAL_ORDER_NOT_APPROVED':
      return err({ code: 'PAYPAL_CAPTURE_FAILED' });
    case 'PAYPAL_ORDER_NOT_FOUND':
      return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
    case 'PROVIDER_UNAVAILABLE':
      return err(taken.error);
    default:
      return assertNever(taken.error);
  }
}

/** PayPal says the order took its money already, under another request id (captured, or authorised): what it took, read from PayPal, completes ours. */
async function completeTakenBefore(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt): Promise<Result<Order, PayPalFailure>> {
  const read = await deps.payPal.get(attempt.payPalOrderId, order.siteCode);
  if (read.ok && read.value.status === 'COMPLETED') return completeTaken(deps, order, attempt, read.value);
  return err(read.ok ? { code: 'PAYPAL_CAPTURE_FAILED' } : read.error.code === 'PROVIDER_UNAVAILABLE' ? read.error : { code: 'PAYPAL_ORDER_NOT_FOUND' });
}

/**
 * Completes our order for a PayPal order PayPal says took the money (COMPLETED with a capture or
 * an authorization), as the browser's return answers: paid once; money of another amount than our
 * order's, or for an order closed meanwhile, goes back (`settlePayment`) and is answered as such;
 * money for an order another payment paid goes back and the paid order is answered.
 */
async function completeTaken(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<Result<Order, PayPalFailure>> {
  const settled = await settlePayment(deps, order, attempt, payPal);
  switch (settled.kind) {
    case 'paid':
      return ok(settled.order);
    case 'not-taken':
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
