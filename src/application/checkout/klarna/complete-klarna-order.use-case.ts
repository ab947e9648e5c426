import type { Order } from '../../../domain/orders/order.js';
import { MAX_PAYMENT_ATTEMPTS, paymentIdempotencyKey } from '../../../domain/orders/payment-idempotency-key.js';
import type { BasketOwner } from '../../../domain/accounts/basket-owner.js';
import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { KlarnaOrder, KlarnaPayments, KlarnaPaymentsError } from '../../../ports/klarna-payments.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { PaymentOutcome } from '../../../ports/payment-gateway.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import { attemptsOf, digestOfRequest, readRecorded, recorded } from '../payment-attempts.js';
import type { KlarnaFailure } from './klarna-errors.js';
import { reverseKlarnaOrder } from './klarna-reversal.js';
import { KLARNA_METHOD, klarnaPurchaseOf, orderOfKlarnaSession, tokenOfSession, type KlarnaLineLabelsFor } from './klarna-sessions.js';

export interface CompleteKlarnaOrderCommand {
  owner: BasketOwner;
  /** The authorisation token Klarna's authorise gave the browser. */
  authToken: string;
  sessionId: string;
}

/** Klarna's fraud statuses that leave no order to ship. */
const REJECTED = 'REJECTED';

const outcomeOf = (placed: KlarnaOrder): PaymentOutcome => ({
  resultCode: placed.fraudStatus === REJECTED ? 'Refused' : 'Authorised', pspReference: placed.orderId, action: null,
  refusalReason: placed.fraudStatus === REJECTED ? 'FRAUD_REJECTED' : null, paymentMethodType: KLARNA_METHOD,
});

const refusedOutcome = (reason: string): PaymentOutcome => ({
  resultCode: 'Refused', pspReference: null, action: null, refusalReason: reason, paymentMethodType: KLARNA_METHOD,
});

/**
 * GET /checkout/klarna/CompleteOrder: places the Klarna order from the authorisation token and
 * completes ours exactly once. The call is an attempt of the order (recorded BEFORE Klarna is
 * called, its key sent as Klarna-Idempotency-Key), so a repeated or concurrent call never
 * places twice: a repeat gets the first answer, a concurrent one the order as it stands (pending
 * until the first call is done; the confirmation page follows it); a call after Klarna could
 * not be reached tries again with the same key. Before a token is first placed, Klarna reads the
 * session back: a token the session was not authorised with (another order's, or forged) is
 * KLARNA_AUTHORIZATION_MISMATCH and changes nothing. Placed: the order is closed paid through
 * CloseOrder (basket emptied, confirmation sent once); if the order was closed meanwhile or paid
 * by another payment, the Klarna order is cancelled and that recorded in the order's history.
 * Refused: closed refused, stock released. Unreachable: the order stays pending (Klarna may have
 * placed it), for a retry. On a site that captures at payment the Klarna order is placed with
 * `auto_capture` (the money is taken as the order is paid, as the ledger then counts it); on a
 * manual-capture site it stays authorised, and dispatch captures what it sends.
 */
export class CompleteKlarnaOrder {
  constructor(
    private readonly orders: Orders,
    private readonly klarna: KlarnaPayments,
    private readonly closeOrder: Pick<CloseOrder, 'execute'>,
    private readonly clock: Clock,
    private readonly labelsFor: KlarnaLineLabelsFor,
    private readonly problems: ProblemLog,
    private readonly captureModeOf: CaptureModeOf,
  ) {}

  async execute(cmd: CompleteKlarnaOrderCommand): Promise<Result<Order, KlarnaFailure>> {
    const found = await orderOfKlarnaSession(this.orders, cmd.sessionId, cmd.owner);
    if (found === null) return err({ code: 'KLARNA_SESSION_NOT_FOUND' });
    const { order, locale } = found;
    if (order.status === 'paid') return ok(order);
    if (order.status !== 'pending') return err({ code: 'KLARNA_DECLINED' });
    const digest = digestOfRequest({ klarnaAuthorizationToken: cmd.authToken });
    const attempts = await attemptsOf(this.orders, order.id);
    let key: string | null = null;
    for (const attempt of attempts) {
      const answer = readRecorded(attempt);
      if (answer === null) return this.underWay(order);
      if (answer.requestDigest !== digest) continue;
      if (answer.outcome !== null) return this.settle(order, answer.outcome);
      if (answer.failure?.code === 'PAYMENT_REQUEST_REFUSED') return err({ code: 'KLARNA_DECLINED' });
      key = attempt.idempotencyKey;
    }
    if (key === null) {
      if (attempts.length >= MAX_PAYMENT_ATTEMPTS) return err({ code: 'TOO_MANY_PAYMENT_ATTEMPTS' });
      const bound = await tokenOfSession(this.klarna, cmd.sessionId, cmd.authToken, order.siteCode);
      if (!bound.ok) return bound;
      key = paymentIdempotencyKey(order.id, attempts.length + 1);
      if (!(await this.orders.recordAttempt(order.id, key, this.clock.now()))) return this.underWay(order);
    }
    const purchase = klarnaPurchaseOf(order, locale, this.labelsFor(locale));
    const placed = purchase === null
      ? err<KlarnaPaymentsError>({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ORDER_LINES_DO_NOT_ADD_UP' })
      : await this.klarna.placeOrder(cmd.authToken, purchase, { idempotencyKey: key, autoCapture: this.autoCaptures(order) }, order.siteCode)
        .catch(() => err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }));
    let outcome: PaymentOutcome;
    if (placed.ok) outcome = outcomeOf(placed.value);
    else if (placed.error.code === 'PAYMENT_REQUEST_REFUSED') outcome = refusedOutcome(placed.error.reason);
    else {
      await this.orders.saveAttemptOutcome(key, { ...recorded(digest, placed) });
      return err(placed.error);
    }
    await this.orders.saveAttemptOutcome(key, { ...recorded(digest, ok(outcome)) });
    return this.settle(order, outcome);
  }

  /** Whether the order's Klarna order is captured as it is placed: its site captures at payment. */
  private autoCaptures(order: Order): boolean {
    return this.captureModeOf(order.siteCode) === 'automatic';
  }

  /**
   * Another call is placing this order right now: the order as it stands (pending, or paid by
   * then), for the confirmation page to follow until it is paid.
   */
  private async underWay(order: Order): Promise<Result<Order, KlarnaFailure>> {
    const now = (await this.orders.byId(order.id))!;
    return now.status === 'paid' || now.status === 'pending' ? ok(now) : err({ code: 'KLARNA_DECLINED' });
  }

  /**
   * Closes the order as Klarna's answer says (a no-op when a concurrent call closed it first) and
   * answers by its status. A Klarna order our order does not take (closed meanwhile, or paid by
   * another payment) is cancelled: no authorised payment stays without a paid order.
   */
  private async settle(order: Order, outcome: PaymentOutcome): Promise<Result<Order, KlarnaFailure>> {
    const paid = outcome.resultCode === 'Authorised';
    await this.closeOrder.execute(order.id, paid ? 'paid' : 'refused', KLARNA_METHOD, outcome.pspReference);
    const now = (await this.orders.byId(order.id))!;
    if (paid && outcome.pspReference !== null && !(now.status === 'paid' && now.pspReference === outcome.pspReference)) {
      const deps = { orders: this.orders, klarna: this.klarna, problems: this.problems, clock: this.clock };
      await reverseKlarnaOrder(deps, now, outcome.pspReference, now.status === 'paid' ? 'ORDER_PAID_OTHERWISE' : 'ORDER_CLOSED', { autoCapture: this.autoCaptures(order) });
    }
    return now.status === 'paid' ? ok(now) : err({ code: 'KLARNA_DECLINED' });
  }
}
