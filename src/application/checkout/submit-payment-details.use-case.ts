import type { Order } from '../../domain/orders/order.js';
import { paymentEffectOf } from '../../domain/orders/payment-effect.js';
import { detailsIdempotencyKey } from '../../domain/orders/payment-idempotency-key.js';
import { assertNever, err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PaymentGateway, PaymentOutcome } from '../../ports/payment-gateway.port.js';
import type { CloseOrder } from './close-order.js';
import { paidOutcome, type PaymentStep } from './initiate-payment.use-case.js';
import type { PaymentFailure } from './order-errors.js';
import type { SettleSuccessfulPayment } from './settle-successful-payment.js';
import { attemptsOf, digestOfRequest, readRecorded, recorded } from './payment-attempts.js';

export interface SubmitPaymentDetailsCommand {
  /** The order (its encrypted id opened by the edge): the id is the capability, as on the return from a bank page. */
  orderId: string;
  /** What came back from the action: threeDSResult, redirectResult... */
  details: Record<string, unknown>;
  paymentData: string | null;
}

/**
 * Sends what came back from a 3-D Secure step or a redirect to the gateway, once: the call is
 * recorded under a key derived from the attempt and the details, so the same details again (the
 * browser's call and the return page, a reload) get the stored answer. An order closed already
 * (the webhook came first) is answered from its status without calling the gateway.
 */
export class SubmitPaymentDetails {
  constructor(
    private readonly orders: Orders,
    private readonly gateway: PaymentGateway,
    private readonly closeOrder: CloseOrder,
    private readonly settle: SettleSuccessfulPayment,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: SubmitPaymentDetailsCommand): Promise<Result<PaymentStep, PaymentFailure>> {
    const order = await this.orders.byId(cmd.orderId);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND' });
    if (order.status !== 'pending') return ok({ order, outcome: outcomeOfClosed(order) });
    const latest = (await attemptsOf(this.orders, order.id)).at(-1);
    if (latest === undefined) return err({ code: 'ORDER_NOT_FOUND' });
    if (readRecorded(latest) === null) return err({ code: 'PAYMENT_IN_PROGRESS' });
    const digest = digestOfRequest({ details: cmd.details, paymentData: cmd.paymentData });
    const key = detailsIdempotencyKey(latest.idempotencyKey, { details: cmd.details, paymentData: cmd.paymentData });
    if (!(await this.orders.recordAttempt(order.id, key, this.clock.now(), digest))) {
      const stored = await this.orders.attempt(key);
      const answer = stored === null ? null : readRecorded(stored);
      if (answer === null) return err({ code: 'PAYMENT_IN_PROGRESS' });
      if (answer.outcome !== null) return ok({ order: (await this.orders.byId(order.id))!, outcome: answer.outcome });
      if (answer.failure?.code === 'PAYMENT_REQUEST_REFUSED') return err(answer.failure);
    }
    // The payment these details must belong to: this order, its total, the attempt that asked for the action.
    const expected = { reference: order.reference, amount: order.total, pspReference: readRecorded(latest)?.outcome?.pspReference ?? null };
    const answer = await this.gateway.submitDetails({ site: order.siteCode, details: cmd.details, paymentData: cmd.paymentData, idempotencyKey: key, expected }).catch(async (error: unknown) => {
      await this.orders.saveAttemptOutcome(key, { ...recorded(digest, { ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }) });
      throw error;
    });
    if (!answer.ok && answer.error.code === 'PAYMENT_DETAILS_MISMATCH') {
      // Another payment's details (another order's 3-D Secure result): this order is left exactly as it was.
      await this.orders.discardAttempt(key);
      await this.orders.recordHistory(order.id, { kind: 'payment-details-mismatch', at: this.clock.now(), detail: { idempotencyKey: key } });
      return err(answer.error);
    }
    const attempt = { idempotencyKey: key, outcome: { ...recorded(digest, answer) } };
    if (!answer.ok) {
      await this.orders.saveAttemptOutcome(key, attempt.outcome);
      return err(answer.error);
    }
    const effect = paymentEffectOf(answer.value.resultCode);
    if (effect.kind === 'close' && effect.status === 'paid') {
      const { paymentMethodType: paymentMethod, pspReference } = answer.value;
      const { order: settled } = await this.settle.execute(order, { paymentMethod, pspReference, amount: order.total }, attempt);
      return ok({ order: settled, outcome: settled.status === 'paid' ? answer.value : outcomeOfClosed(settled) });
    }
    if (effect.kind === 'close') await this.closeOrder.closeKnown(order, effect.status, answer.value.paymentMethodType, answer.value.pspReference, attempt);
    else await this.orders.saveAttemptOutcome(key, attempt.outcome);
    const now = (await this.orders.byId(order.id))!;
    // A notification may have closed the order first: the order's status is what the shopper is told.
    return ok({ order: now, outcome: now.status === 'pending' || effect.kind === 'close' ? answer.value : outcomeOfClosed(now) });
  }
}

/** The answer a closed order stands for. */
function outcomeOfClosed(order: Order): PaymentOutcome {
  const base = { pspReference: order.pspReference, action: null, paymentMethodType: order.paymentMethod ?? '' };
  switch (order.status) {
    case 'paid':
      return paidOutcome(order);
    case 'refused':
      return { ...base, resultCode: 'Refused', refusalReason: 'Refused' };
    case 'cancelled':
    case 'expired':
      return { ...base, resultCode: 'Cancelled', refusalReason: null };
    case 'pending':
      return { ...base, resultCode: 'Received', refusalReason: null };
    default:
      return assertNever(order.status);
  }
}
