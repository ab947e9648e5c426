import { MAX_PAYMENT_ATTEMPTS, paymentIdempotencyKey } from '../../../domain/orders/payment-idempotency-key.js';
import type { Order } from '../../../domain/orders/order.js';
import { ownerKeyOf, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { CloseOrder } from '../close-order.js';
import { attemptsOf, readRecorded } from '../payment-attempts.js';
import type { PlaceOrder } from '../place-order.use-case.js';
import type { PayPalFailure } from './paypal-errors.js';
import { intentFor, payPalAttemptOf, payPalDigest, savePayPalAttempt } from './paypal-attempts.js';

export interface CreatePayPalOrderCommand {
  owner: BasketOwner;
  site: SiteVariant;
  /** The order the page already has (its encrypted id opened by the edge: `create` from the order page), or null (`createfrombasket`). */
  orderId: string | null;
  /** Where PayPal sends the buyer back after approving, and after cancelling, for our order's reference. */
  returnUrlFor: (reference: string) => string;
  cancelUrlFor: (reference: string) => string;
}

/** Our order and the PayPal order the buyer approves. */
export interface PayPalStart {
  order: Order;
  payPal: PayPalOrder;
}

/** PayPal orders still waiting for the buyer or for our capture: a repeated create reuses them. */
const OPEN_STATUSES: ReadonlySet<PayPalOrder['status']> = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED']);

/**
 * Starts a PayPal payment (spec 4: create order): places our order from the basket with PlaceOrder
 * (stock reserved; the open order reused while the basket holds the same), records a payment
 * attempt BEFORE asking PayPal, and creates the PayPal order for the order's total with the
 * attempt's key as PayPal-Request-Id: with intent CAPTURE where the site captures automatically
 * (the money is taken at approval), AUTHORIZE where it captures by hand (held at approval,
 * captured as it is dispatched). A repeated create (double click, the button rendered again)
 * gets the same PayPal order while it is open and takes the money as the site does now. When
 * PayPal cannot create it our order is cancelled at once: its stock goes back and the basket is
 * as it was.
 */
export class CreatePayPalOrder {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly orders: Orders,
    private readonly payPal: PayPalOrders,
    private readonly closeOrder: CloseOrder,
    private readonly clock: Clock,
    private readonly captureModeOf: CaptureModeOf,
  ) {}

  async execute(cmd: CreatePayPalOrderCommand): Promise<Result<PayPalStart, PayPalFailure>> {
    if (cmd.orderId !== null) {
      const known = await this.orders.byId(cmd.orderId);
      if (known === null || ownerKeyOf(known.owner) !== ownerKeyOf(cmd.owner)) return err({ code: 'ORDER_NOT_FOUND' });
      if (known.status === 'paid') return err({ code: 'PAYPAL_ORDER_CLOSED' });
    }
    const placed = await this.placeOrder.execute({ owner: cmd.owner, site: cmd.site });
    if (!placed.ok) return placed;
    const { order } = placed.value;
    if (order.total.amountMinor <= 0) return err({ code: 'PAYPAL_NOTHING_TO_PAY' });
    const intent = intentFor(this.captureModeOf(order.siteCode));
    const digest = payPalDigest(order.total, intent);
    const attempts = await attemptsOf(this.orders, order.id);
    for (const attempt of attempts) {
      if (readRecorded(attempt) === null) return err({ code: 'PAYMENT_IN_PROGRESS' });
      const earlier = payPalAttemptOf(attempt);
      if (earlier === null || earlier.requestDigest !== digest) continue;
      const current = await this.payPal.get(earlier.payPalOrderId, order.siteCode);
      if (!current.ok && current.error.code === 'PROVIDER_UNAVAILABLE') return err(current.error);
      if (current.ok && OPEN_STATUSES.has(current.value.status)) return ok({ order, payPal: current.value });
      // Captured or authorised while our order is still pending (the answer was lost): never a second PayPal order; the retry, or the webhook, completes it.
      if (current.ok && current.value.status === 'COMPLETED') return err({ code: 'PAYMENT_IN_PROGRESS' });
    }
    if (attempts.length >= MAX_PAYMENT_ATTEMPTS) return err({ code: 'TOO_MANY_PAYMENT_ATTEMPTS' });
    const key = paymentIdempotencyKey(order.id, attempts.length + 1);
    if (!(await this.orders.recordAttempt(order.id, key, this.clock.now()))) return err({ code: 'PAYMENT_IN_PROGRESS' });
    const created = await this.payPal.create({
      reference: order.reference, amount: order.total, returnUrl: cmd.returnUrlFor(order.reference), cancelUrl: cmd.cancelUrlFor(order.reference), requestId: key, intent,
    }, order.siteCode);
    if (!created.ok) {
      await this.orders.saveAttemptOutcome(key, { requestDigest: digest, outcome: null, failure: created.error.code === 'PROVIDER_UNAVAILABLE' ? created.error : { code: 'PAYMENT_REQUEST_REFUSED', reason: created.error.code } });
      await this.closeOrder.execute(order.id, 'cancelled', null, null);
      return err(created.error.code === 'PROVIDER_UNAVAILABLE' || created.error.code === 'PAYMENT_REQUEST_REFUSED' ? created.error : { code: 'PAYMENT_REQUEST_REFUSED', reason: created.error.code });
    }
    await savePayPalAttempt(this.orders, { idempotencyKey: key, payPalOrderId: created.value.id, intent, captureTries: 0, requestDigest: digest });
    return ok({ order: (await this.orders.byId(order.id))!, payPal: created.value });
  }
}
