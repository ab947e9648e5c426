import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type {
  PaymentDetailsRequest, PaymentGateway, PaymentGatewayError, PaymentMethodsAnswer, PaymentNotification, PaymentOutcome, PaymentRequest,
} from '../../src/ports/payment-gateway.port.js';

type Answer = Result<PaymentOutcome, PaymentGatewayError>;

export const outcome = (resultCode: PaymentOutcome['resultCode'], extra: Partial<PaymentOutcome> = {}): PaymentOutcome => ({
  resultCode, pspReference: `PSP-${resultCode}`, action: null, refusalReason: resultCode === 'Refused' ? 'Refused' : null, paymentMethodType: 'visa', ...extra,
});

export const redirectAction = { type: 'redirect' as const, paymentMethodType: 'ideal', url: 'https://bank.example/pay', method: 'GET' };

/**
 * A PaymentGateway test double for use cases: each call answers what its script says for the
 * request (by default: Authorised), counts the calls, and remembers each idempotency key's first
 * answer as the provider does. `gate` (when set) is awaited inside every call, so a test can hold
 * calls open and let others interleave. The real adapters have their own contract suite.
 */
export class ScriptedPaymentGateway implements PaymentGateway {
  readonly payCalls: PaymentRequest[] = [];
  readonly detailsCalls: PaymentDetailsRequest[] = [];
  payScript: (request: PaymentRequest) => Answer = () => ok(outcome('Authorised'));
  detailsScript: (request: PaymentDetailsRequest) => Answer = () => ok(outcome('Authorised'));
  gate: (() => Promise<void>) | null = null;
  private readonly answersByKey = new Map<string, Answer>();

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
    return this.answer(request.idempotencyKey, () => this.payScript(request));
  }

  async submitDetails(request: PaymentDetailsRequest): Promise<Answer> {
    this.detailsCalls.push(request);
    if (this.gate) await this.gate();
    return this.answer(request.idempotencyKey, () => this.detailsScript(request));
  }

  verifyNotifications(body: unknown): PaymentNotification[] | null {
    return Array.isArray(body) ? (body as PaymentNotification[]) : null;
  }

  private answer(key: string, script: () => Answer): Answer {
    const first = this.answersByKey.get(key);
    if (first) return first;
    const answer = script();
    if (answer.ok || answer.error.code !== 'PROVIDER_UNAVAILABLE') this.answersByKey.set(key, answer);
    return answer;
  }
}

export const unavailable = (): Answer => err({ code: 'PROVIDER_UNAVAILABLE' });
