import { randomBytes } from 'node:crypto';
import type { Money } from '../../../../domain/pricing/money.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { PaymentGatewayError, PaymentReversal, PaymentReversalRequest } from '../../../../ports/payment-gateway.port.js';
import { IdempotentAnswers } from './sandbox-idempotency.js';
import type { SandboxWebhooks } from './sandbox-webhooks.js';
import { setBounded } from '../../sandbox-memory.js';

/** A payment the sandbox authorised (or received, to be authorised by webhook): what a reversal gives back. */
export interface ReversiblePayment {
  reference: string;
  amount: Money;
  /** The method paid with, as its webhooks name it ('visa', 'ideal', ...). */
  paymentMethod: string;
}

type ReversalAnswer = Result<PaymentReversal, PaymentGatewayError>;

/** Adyen's 422 for a reversal of a payment it does not know. */
export const UNKNOWN_PAYMENT_REASON = 'Original pspReference required for this operation';
const ALREADY_REVERSED_REASON = 'The payment has already been reversed';

/**
 * Reversals (Adyen's `/payments/{pspReference}/reversals`) of the payments this node authorised:
 * each payment once, one answer per idempotency key, and a signed CANCEL_OR_REFUND webhook for
 * each. Payments are kept for the last `capacity` authorisations, as idempotency keys are.
 */
export class SandboxReversals {
  private readonly payments = new Map<string, ReversiblePayment & { reversed: boolean }>();
  private readonly answers = new IdempotentAnswers<ReversalAnswer>();
  private readonly reversedReferences: string[] = [];

  constructor(private readonly webhooks: SandboxWebhooks, private readonly capacity = 100_000) {}

  /** Remembers an authorised payment; the same payment told twice (a repeated 3-D Secure result) is kept once. */
  remember(pspReference: string, payment: ReversiblePayment): void {
    if (this.payments.has(pspReference)) return;
    setBounded(this.payments, pspReference, { ...payment, reversed: false }, this.capacity);
  }

  /** Reversals actually made (a repeated idempotency key is not counted). */
  count(reference?: string): number {
    return reference === undefined ? this.reversedReferences.length : this.reversedReferences.filter((r) => r === reference).length;
  }

  reverse(request: PaymentReversalRequest): Promise<ReversalAnswer> {
    return this.answers.answer(`reversals:${request.idempotencyKey}`, async () => {
      const payment = this.payments.get(request.pspReference);
      if (payment === undefined) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: UNKNOWN_PAYMENT_REASON });
      if (payment.reversed) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: ALREADY_REVERSED_REASON });
      payment.reversed = true;
      this.reversedReferences.push(request.reference);
      const pspReference = randomBytes(8).toString('hex').toUpperCase();
      this.webhooks.schedule({
        eventCode: 'CANCEL_OR_REFUND', success: true, pspReference, originalReference: request.pspReference,
        merchantReference: request.reference, amount: payment.amount, paymentMethod: payment.paymentMethod, reason: null,
      });
      return ok({ pspReference });
    });
  }
}
