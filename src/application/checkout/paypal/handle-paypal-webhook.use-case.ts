import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders, PayPalWebhookEvent } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { SettlePaymentModification } from '../../orders/settle-payment-modification.use-case.js';
import type { CloseOrder } from '../close-order.js';
import { findPayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { completeApproved } from './paypal-capture.js';
import { settlePayment, type PaymentSettlement, type PayPalCaptureDeps } from './paypal-capture-settlement.js';

/**
 * What a verified webhook did: nothing (not ours, another event type, already settled), our order
 * paid, released, or still pending; the money was given back (no order may keep it), or PayPal
 * refused that (recorded in the order's history and the problem log); or an operator's (or a
 * dispatch's) capture of an authorization was settled.
 */
type PayPalWebhookOutcome = 'ignored' | 'paid' | 'released' | 'pending' | 'refunded' | 'refund-failed' | 'capture-settled';

type WebhookResult = Result<PayPalWebhookOutcome, { code: 'PROVIDER_UNAVAILABLE' }>;

type CheckoutEvent = PayPalWebhookEvent & { kind: 'order-approved' | 'authorization-created' | 'capture-completed' | 'capture-denied' };

/**
 * A verified PayPal webhook, exactly once whatever the order of the browser's return and the
 * webhooks: CHECKOUT.ORDER.APPROVED takes the money on the server (the browser may never come
 * back), captured or authorised as the order was created (`completeApproved`), with the same
 * PayPal-Request-Id as the browser's, so both are one capture or authorization.
 * PAYMENT.CAPTURE.COMPLETED and PAYMENT.AUTHORIZATION.CREATED read the PayPal order and settle
 * what it took (`settlePayment`): it completes our pending order, or, when our order was closed
 * meanwhile, is paid by another payment, or the amount differs, it goes back (a capture refunded,
 * an authorization voided). PAYMENT.CAPTURE.DENIED releases our pending order (refused: stock and
 * discounts back, the basket kept). A capture event about a capture of an authorization (an
 * operator's or a dispatch's, on a manual-capture site) settles that capture: COMPLETED as taken,
 * DENIED as failed (a PENDING capture waits for one of them). Events for orders we do not know, or
 * whose PayPal order is not one of our order's attempts, change nothing; a replay finds the order
 * settled (and the money given back) and changes nothing. PROVIDER_UNAVAILABLE: PayPal could not
 * be asked, or could not take the giving back; the route answers 503 and PayPal delivers again.
 */
export class HandlePayPalWebhook {
  private readonly deps: PayPalCaptureDeps;

  constructor(
    orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog, clock: Clock, captureModeOf: CaptureModeOf,
    private readonly captures: Pick<SettlePaymentModification, 'settle'>,
  ) {
    this.deps = { orders, payPal, closeOrder, problems, clock, captureModeOf };
  }

  async execute(event: PayPalWebhookEvent): Promise<WebhookResult> {
    // Refund events are the orders area's (SettlePayPalRefund); other events change nothing.
    if (!isCheckoutEvent(event)) return ok('ignored');
    if (event.captureId !== null) {
      const settled = await this.settleLaterCapture(event.kind === 'capture-completed', event.captureId);
      // Not a capture of an authorization the shop asked: the capture of a checkout's PayPal order (intent CAPTURE).
      if (settled !== null) return ok(settled);
    }
    if (event.reference === null || event.payPalOrderId === null) return ok('ignored');
    const order = await this.deps.orders.byReference(event.reference);
    if (order === null) return ok('ignored');
    const attempt = await findPayPalAttempt(this.deps.orders, order.id, event.payPalOrderId);
    if (attempt === null) return ok('ignored');
    // Money taken or held for an order that is settled already must still pay it or go back.
    const tookMoney = event.kind === 'capture-completed' || event.kind === 'authorization-created';
    if (order.status !== 'pending') return tookMoney ? this.settle(order, attempt, event.payPalOrderId) : ok('ignored');
    switch (event.kind) {
      case 'capture-denied':
        await this.deps.closeOrder.execute(order.id, 'refused', null, null);
        return ok('released');
      case 'capture-completed':
      case 'authorization-created':
        return this.settle(order, attempt, event.payPalOrderId);
      case 'order-approved': {
        const taken = await completeApproved(this.deps, order, attempt);
        if (taken.ok) return ok(taken.value.status === 'paid' ? 'paid' : 'pending');
        return taken.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('pending');
      }
    }
  }

  /** A capture of an authorization the shop asked, settled by the capture's id; null when no capture modification has that id. */
  private async settleLaterCapture(completed: boolean, captureId: string): Promise<PayPalWebhookOutcome | null> {
    const outcome = completed ? { succeeded: true, reason: null } : { succeeded: false, reason: 'CAPTURE_DENIED' };
    const settled = await this.captures.settle({ id: '', providerReference: captureId, kind: 'capture' }, outcome);
    if (settled === 'not-ours') return null;
    return settled === 'settled' ? 'capture-settled' : 'ignored';
  }

  private async settle(order: Order, attempt: PayPalAttempt, payPalOrderId: string): Promise<WebhookResult> {
    const read = await this.deps.payPal.get(payPalOrderId, order.siteCode);
    if (!read.ok) return read.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('ignored');
    return outcomeOf(order, await settlePayment(this.deps, order, attempt, read.value));
  }
}

const isCheckoutEvent = (event: PayPalWebhookEvent): event is CheckoutEvent =>
  event.kind === 'order-approved' || event.kind === 'authorization-created' || event.kind === 'capture-completed' || event.kind === 'capture-denied';

/** The outcome of settled money, for an order that was `before` when the webhook came. */
function outcomeOf(before: Order, settled: PaymentSettlement): WebhookResult {
  switch (settled.kind) {
    case 'paid':
      return ok(before.status === 'pending' ? 'paid' : 'ignored');
    case 'not-taken':
      return ok(before.status === 'pending' ? 'pending' : 'ignored');
    case 'given-back':
      if (settled.reversal === 'unavailable') return err({ code: 'PROVIDER_UNAVAILABLE' });
      return ok(settled.reversal === 'requested' ? 'refunded' : 'refund-failed');
  }
}
