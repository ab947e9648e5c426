import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type {
  PaymentDetailsRequest, PaymentGateway, PaymentGatewayError, PaymentMethodsAnswer, PaymentNotification, PaymentOutcome, PaymentRequest,
  PaymentAmountModificationRequest, PaymentModification, PaymentModificationRequest, PaymentReversal, PaymentReversalRequest,
} from '../../src/ports/payment-gateway.port.js';

type Answer = Result<PaymentOutcome, PaymentGatewayError>;
type ReversalAnswer = Result<PaymentReversal, PaymentGatewayError>;
type ModificationAnswer = Result<PaymentModification, PaymentGatewayError>;

/** A capture, cancel or refund as the gateway was asked for it (a cancel has no amount). */
export interface ModificationCall {
  kind: 'capture' | 'cancel' | 'refund';
  request: PaymentModificationRequest & Partial<Pick<PaymentAmountModificationRequest, 'amount'>>;
}

export const outcome = (resultCode: PaymentOutcome['resultCode'], extra: Partial<PaymentOutcome> = {}): PaymentOutcome => ({
  resultCode, pspReference: `PSP-${resultCode}`, action: null, refusalReason: resultCode === 'Refused' ? 'Refused' : null, paymentMethodType: 'visa', ...extra,
});

export const redirectAction = { type: 'redirect' as const, paymentMethodType: 'ideal', url: 'https://bank.example/pay', method: 'GET' };

/** The first answer for a key, as the provider keeps it; an unavailable provider remembered nothing. */
function answerOnce<T>(answers: Map<string, Result<T, PaymentGatewayError>>, key: string, script: () => Result<T, PaymentGatewayError>): Result<T, PaymentGatewayError> {
  const first = answers.get(key);
  if (first) return first;
  const answer = script();
  if (answer.ok || answer.error.code !== 'PROVIDER_UNAVAILABLE') answers.set(key, answer);
  return answer;
}

/**
 * A PaymentGateway test double for use cases: each call answers what its script says for the
 * request (by default: Authorised; a reversal, taken), records the calls, and remembers each
 * idempotency key's first answer as the provider does. `gate` (when set) is awaited inside every
 * call, so a test can hold calls open and let others interleave. The real adapters have their own contract suite.
 */
export class ScriptedPaymentGateway implements PaymentGateway {
  readonly payCalls: PaymentRequest[] = [];
  readonly detailsCalls: PaymentDetailsRequest[] = [];
  readonly reverseCalls: PaymentReversalRequest[] = [];
  payScript: (request: PaymentRequest) => Answer = () => ok(outcome('Authorised'));
  detailsScript: (request: PaymentDetailsRequest) => Answer = () => ok(outcome('Authorised'));
  reverseScript: (request: PaymentReversalRequest) => ReversalAnswer = (request) => ok({ pspReference: `REVERSAL-${request.pspReference}` });
  readonly modificationCalls: ModificationCall[] = [];
  modificationScript: (call: ModificationCall) => ModificationAnswer = (call) => ok({ pspReference: `${call.kind.toUpperCase()}-${call.request.idempotencyKey}` });
  gate: (() => Promise<void>) | null = null;
  private readonly answersByKey = new Map<string, Answer>();
  private readonly reversalsByKey = new Map<string, ReversalAnswer>();
  private readonly modificationsByKey = new Map<string, ModificationAnswer>();

  /** Payments charged: distinct idempotency keys whose answer authorised a payment. */
  get charges(): number {
    return [...this.answersByKey.values()].filter((a) => a.ok && a.value.resultCode === 'Authorised').length;
  }

  async paymentMethods(): Promise<Result<PaymentMethodsAnswer, PaymentGatewayError>> {
    return ok({ paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }, { type: 'ideal', name: 'iDEAL' }], storedPaymentMethods: [] });
  }

  async pay(request: PaymentRequest): Promise<Answer> {
    this.payCalls.push(request);
    if (this.gate) await this.gate();
    return answerOnce(this.answersByKey, request.idempotencyKey, () => this.payScript(request));
  }

  async submitDetails(request: PaymentDetailsRequest): Promise<Answer> {
    this.detailsCalls.push(request);
    if (this.gate) await this.gate();
    return answerOnce(this.answersByKey, request.idempotencyKey, () => this.detailsScript(request));
  }

  /** Reversals taken: distinct idempotency keys whose answer was ok. */
  get reversals(): number {
    return [...this.reversalsByKey.values()].filter((a) => a.ok).length;
  }

  async reverse(request: PaymentReversalRequest): Promise<ReversalAnswer> {
    this.reverseCalls.push(request);
    if (this.gate) await this.gate();
    return answerOnce(this.reversalsByKey, request.idempotencyKey, () => this.reverseScript(request));
  }

  capture(request: PaymentAmountModificationRequest): Promise<ModificationAnswer> {
    return this.modify({ kind: 'capture', request });
  }

  cancel(request: PaymentModificationRequest): Promise<ModificationAnswer> {
    return this.modify({ kind: 'cancel', request });
  }

  refund(request: PaymentAmountModificationRequest): Promise<ModificationAnswer> {
    return this.modify({ kind: 'refund', request });
  }

  private async modify(call: ModificationCall): Promise<ModificationAnswer> {
    this.modificationCalls.push(call);
    if (this.gate) await this.gate();
    return answerOnce(this.modificationsByKey, `${call.kind}:${call.request.idempotencyKey}`, () => this.modificationScript(call));
  }

  verifyNotifications(body: unknown): PaymentNotification[] | null {
    return Array.isArray(body) ? (body as PaymentNotification[]) : null;
  }
}

export const unavailable = (): Answer => err({ code: 'PROVIDER_UNAVAILABLE' });

/** What the real adapters answer for another payment's details (script it with `detailsScript`). */
export const detailsMismatch = (): Answer => err({ code: 'PAYMENT_DETAILS_MISMATCH' });
