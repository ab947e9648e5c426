import { randomBytes } from 'node:crypto';
import type { Money } from '../../../../domain/pricing/money.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type {
  PaymentAmountModificationRequest, PaymentGatewayError, PaymentModification, PaymentModificationRequest,
} from '../../../../ports/payment-gateway.port.js';
import { IdempotentAnswers } from './sandbox-idempotency.js';
import { UNKNOWN_PAYMENT_REASON, type ReversiblePayment } from './sandbox-reversals.js';
import type { ModificationEventCode, SandboxWebhooks } from './sandbox-webhooks.js';
import { setBounded } from '../../sandbox-memory.js';

type ModificationAnswer = Result<PaymentModification, PaymentGatewayError>;
type ModificationKind = 'capture' | 'cancel' | 'refund';

/**
 * The sandbox's test amounts for modifications, as Adyen's test environment fails some on
 * purpose: a capture or a refund whose amount ends in 13 minor units (EUR 10.13, GBP 0.13) is
 * taken (`status: received`) and then fails by webhook, CAPTURE_FAILED or REFUND_FAILED.
 */
const FAILING_MODIFICATION_MINOR_UNITS = 13;
const FAILED_BY_TEST_AMOUNT_REASON = 'Modification failed by the sandbox test amount (ends in 13)';
const NOT_ENOUGH_AUTHORISED_REASON = 'Insufficient authorised amount';
const NOT_ENOUGH_BALANCE_REASON = 'Insufficient balance on payment';
const ALREADY_CAPTURED_REASON = 'Payment already captured';
const CANCELLED_REASON = 'Payment cancelled';

interface ModifiablePayment extends ReversiblePayment {
  captured: number;
  refunded: number;
  cancelled: boolean;
}

const endsInFailingUnits = (amount: Money): boolean => amount.amountMinor % 100 === FAILING_MODIFICATION_MINOR_UNITS;

/**
 * Captures, cancels and refunds (Adyen's `/payments/{pspReference}/captures|cancels|refunds`) of
 * the payments this node authorised: each request is taken at once (`received`, its own PSP
 * reference), one answer per idempotency key, and its outcome is sent later as a signed webhook
 * (CAPTURE, CAPTURE_FAILED, CANCELLATION, REFUND, REFUND_FAILED) naming the payment as
 * `originalReference`. A payment is captured at authorisation unless it asked for manual capture.
 * A request Adyen refuses outright (an unknown payment, another currency, no amount) is a 422.
 */
export class SandboxModifications {
  private readonly payments = new Map<string, ModifiablePayment>();
  private readonly answers = new IdempotentAnswers<ModificationAnswer>();
  private readonly made: ModificationKind[] = [];

  constructor(private readonly webhooks: SandboxWebhooks, private readonly capacity = 100_000) {}

  /** Remembers an authorised payment, captured whole unless `manualCapture`; told twice, it is kept once. */
  remember(pspReference: string, payment: ReversiblePayment, manualCapture: boolean): void {
    if (this.payments.has(pspReference)) return;
    setBounded(this.payments, pspReference, { ...payment, captured: manualCapture ? 0 : payment.amount.amountMinor, refunded: 0, cancelled: false }, this.capacity);
  }

  /** Modifications taken (a repeated idempotency key is not counted), of one kind or all. */
  count(kind?: ModificationKind): number {
    return kind === undefined ? this.made.length : this.made.filter((k) => k === kind).length;
  }

  capture(request: PaymentAmountModificationRequest): Promise<ModificationAnswer> {
    return this.take('capture', request, request.amount, (payment) => {
      if (payment.cancelled) return CANCELLED_REASON;
      if (payment.captured + request.amount.amountMinor > payment.amount.amountMinor) return NOT_ENOUGH_AUTHORISED_REASON;
      if (endsInFailingUnits(request.amount)) return FAILED_BY_TEST_AMOUNT_REASON;
      payment.captured += request.amount.amountMinor;
      return null;
    });
  }

  cancel(request: PaymentModificationRequest): Promise<ModificationAnswer> {
    return this.take('cancel', request, null, (payment) => {
      if (payment.captured > 0) return ALREADY_CAPTURED_REASON;
      payment.cancelled = true;
      return null;
    });
  }

  refund(request: PaymentAmountModificationRequest): Promise<ModificationAnswer> {
    return this.take('refund', request, request.amount, (payment) => {
      if (payment.refunded + request.amount.amountMinor > payment.captured) return NOT_ENOUGH_BALANCE_REASON;
      if (endsInFailingUnits(request.amount)) return FAILED_BY_TEST_AMOUNT_REASON;
      payment.refunded += request.amount.amountMinor;
      return null;
    });
  }

  /** Takes a modification: `decide` applies it to the payment and says why it fails (null: it succeeds), sent later by webhook. */
  private take(kind: ModificationKind, request: PaymentModificationRequest, amount: Money | null, decide: (payment: ModifiablePayment) => string | null): Promise<ModificationAnswer> {
    return this.answers.answer(`${kind}:${request.idempotencyKey}`, async () => {
      const payment = this.payments.get(request.pspReference);
      if (payment === undefined) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: UNKNOWN_PAYMENT_REASON });
      if (amount !== null && (amount.currency !== payment.amount.currency || !Number.isSafeInteger(amount.amountMinor) || amount.amountMinor <= 0)) {
        return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'Invalid amount: a positive amount in the currency of the payment is required' });
      }
      this.made.push(kind);
      const failure = decide(payment);
      const pspReference = randomBytes(8).toString('hex').toUpperCase();
      this.webhooks.schedule({
        ...outcomeEventOf(kind, failure), pspReference, originalReference: request.pspReference, merchantReference: request.reference,
        amount: amount ?? payment.amount, paymentMethod: payment.paymentMethod, reason: failure,
      });
      return ok({ pspReference });
    });
  }
}

/**
 * The webhook a modification's outcome comes as, as Adyen sends them: the event with success
 * "true" when it went through; with success "false" when Adyen refused it (nothing left to
 * capture or refund, a cancel after a capture); a capture or refund the bank failed afterwards (the
 * test amounts) is its own event, CAPTURE_FAILED or REFUND_FAILED, whose success is always "true".
 */
function outcomeEventOf(kind: ModificationKind, failure: string | null): { eventCode: ModificationEventCode; success: boolean } {
  const eventCode = kind === 'capture' ? 'CAPTURE' : kind === 'refund' ? 'REFUND' : 'CANCELLATION';
  if (failure === FAILED_BY_TEST_AMOUNT_REASON && eventCode !== 'CANCELLATION') return { eventCode: `${eventCode}_FAILED`, success: true };
  return { eventCode, success: failure === null };
}
