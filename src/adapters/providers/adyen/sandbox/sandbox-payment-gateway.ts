import { randomBytes } from 'node:crypto';
import { currentPaymentMethodType } from '../../../../domain/checkout/payment-methods.js';
import { validateIban } from '../../../../domain/checkout/iban/iban.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { Clock } from '../../../../ports/clock.port.js';
import type {
  PaymentDetailsRequest, PaymentGateway, PaymentGatewayError, PaymentMethodsAnswer, PaymentMethodsQuery, PaymentNotification,
  PaymentAmountModificationRequest, PaymentModification, PaymentModificationRequest, PaymentOutcome, PaymentRequest, PaymentReversal,
  PaymentReversalRequest,
} from '../../../../ports/payment-gateway.port.js';
import { belongsToExpectedPayment } from '../adyen-details-binding.js';
import { cardDetailsProblem } from './sandbox-card-details.js';
import { verifyNotificationBody } from '../adyen-notifications.js';
import { IdempotentAnswers } from './sandbox-idempotency.js';
import { isRedirectMethod, sandboxMethodsFor, type CatalogueOptions } from './sandbox-method-catalogue.js';
import { openDetails, sealedPaymentOf, type OpenedDetails, type SealedPayment } from './sandbox-payment-details.js';
import { SandboxPaymentPages } from './sandbox-payment-pages.js';
import type { BankSession, CardPaymentState } from './sandbox-payment-state.js';
import { SandboxModifications } from './sandbox-modifications.js';
import { SandboxReversals, type ReversiblePayment } from './sandbox-reversals.js';
import { SandboxSeal } from './sandbox-seal.js';
import { SandboxStoredCards } from './sandbox-stored-cards.js';
import { holderNameOutcome, readTestCard, TEST_SECURITY_CODE } from './sandbox-test-cards.js';
import { SandboxWebhooks, type DeliverWebhook } from './sandbox-webhooks.js';
import { SandboxWalletTokens } from './sandbox-wallet-tokens.js';

export interface SandboxPaymentGatewayOptions {
  /** Hex HMAC key: signs the sandbox's webhooks (as Adyen's HMAC key does) and its tokens. Share it between app nodes. */
  hmacKey: string;
  clock: Clock;
  /** Receives each webhook body (Adyen's wire format); the shop posts it through its webhook route. */
  deliver: DeliverWebhook;
  /** How long after a Received payment its AUTHORISATION webhook is sent. */
  webhookDelayMs: number;
  /** Where the sandbox pages are served; '/payment-sandbox' by default. */
  pagesPath?: string;
  merchantAccount?: string;
  /** Sofort is closed to new merchants; only an existing Sofort merchant lists it. */
  sofortForExistingMerchant?: boolean;
}

type Answer = Result<PaymentOutcome, PaymentGatewayError>;

/** Outcomes after which the payment exists at the provider and may be reversed. */
const REVERSIBLE_RESULTS: ReadonlySet<PaymentOutcome['resultCode']> = new Set(['Authorised', 'Received']);

const refusedRequest = (reason: string): Answer => err({ code: 'PAYMENT_REQUEST_REFUSED', reason });
const outcome = (o: Partial<PaymentOutcome> & Pick<PaymentOutcome, 'resultCode' | 'paymentMethodType'>): Answer =>
  ok({ pspReference: null, action: null, refusalReason: null, ...o });
const encodeToken = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64');

function requestProblem(r: PaymentRequest): string | null {
  if (!Number.isSafeInteger(r.amount.amountMinor) || r.amount.amountMinor <= 0) return 'amount.value must be a positive whole number of minor units';
  if (!/^[A-Z]{3}$/.test(r.amount.currency)) return 'amount.currency must be an ISO 4217 code';
  if (!/^[A-Z]{2}$/.test(r.countryCode)) return 'countryCode must be an ISO 3166 alpha-2 code';
  const cardProblem = cardDetailsProblem(r.cardDetails);
  if (cardProblem !== null) return cardProblem;
  if (r.reference.length === 0 || r.reference.length > 80) return 'reference must have 1 to 80 characters';
  try {
    const url = new URL(r.returnUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'returnUrl must be an http(s) URL';
  } catch {
    return 'returnUrl must be an absolute URL';
  }
  return null;
}

/**
 * A full simulation of Adyen's test environment behind the PaymentGateway port: the published
 * test cards, holder-name outcomes, 3-D Secure 2 (frictionless, challenge, fingerprint then
 * challenge) with its own challenge page, redirect methods through its own bank page, SEPA direct
 * debit, stored cards per shopper, webhooks signed as Adyen signs them, reversals, and
 * idempotency keys. Payment steps travel in signed tokens, so a payment may continue on another
 * node sharing the key; stored cards, authorised payments (for reversals), idempotency answers and
 * the charge and reversal counts live in this node's memory.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly pages: SandboxPaymentPages;
  /** Seals the card chosen in the sandbox wallet sheet (Google Pay, Apple Pay); pay() takes only its tokens. */
  readonly walletTokens: SandboxWalletTokens;
  private readonly seal: SandboxSeal;
  private readonly storedCards = new SandboxStoredCards();
  private readonly answers = new IdempotentAnswers<Answer>();
  private readonly webhooks: SandboxWebhooks;
  private readonly reversals: SandboxReversals;
  private readonly modifications: SandboxModifications;
  /** References of payments asked with manual capture, until authorised (a 3-D Secure or bank step may come between). */
  private readonly manualCaptureReferences = new Set<string>();
  private readonly catalogue: CatalogueOptions;
  private readonly pagesPath: string;
  private readonly chargedReferences: string[] = [];

  constructor(private readonly options: SandboxPaymentGatewayOptions) {
    this.seal = new SandboxSeal(Buffer.from(options.hmacKey, 'hex'));
    this.pages = new SandboxPaymentPages(this.seal);
    this.walletTokens = new SandboxWalletTokens(this.seal);
    this.pagesPath = options.pagesPath ?? '/payment-sandbox';
    this.catalogue = { sofortForExistingMerchant: options.sofortForExistingMerchant ?? false };
    this.webhooks = new SandboxWebhooks({
      hmacKey: options.hmacKey, merchantAccount: options.merchantAccount ?? 'SandboxMerchantECOM', deliver: options.deliver,
      delayMs: options.webhookDelayMs, clock: options.clock, retries: 3,
    });
    this.reversals = new SandboxReversals(this.webhooks);
    this.modifications = new SandboxModifications(this.webhooks);
  }

  /** Payments actually processed (repeats with a known idempotency key are not counted). */
  chargeCount(reference?: string): number {
    return reference === undefined ? this.chargedReferences.length : this.chargedReferences.filter((r) => r === reference).length;
  }

  /** Reversals actually made (repeats with a known idempotency key are not counted). */
  reversalCount(reference?: string): number {
    return this.reversals.count(reference);
  }

  /** Captures, cancels and refunds taken (repeats with a known idempotency key are not counted). */
  modificationCount(kind?: 'capture' | 'cancel' | 'refund'): number {
    return this.modifications.count(kind);
  }

  /** Stops webhooks not sent yet. */
  close(): void {
    this.webhooks.close();
  }

  async paymentMethods(query: PaymentMethodsQuery): Promise<Result<PaymentMethodsAnswer, PaymentGatewayError>> {
    return ok({
      paymentMethods: sandboxMethodsFor(query.countryCode, query.amount.currency, this.catalogue),
      storedPaymentMethods: this.storedCards.list(query.shopperReference),
    });
  }

  pay(request: PaymentRequest): Promise<Answer> {
    return this.answers.answer(`payments:${request.idempotencyKey}`, async () => {
      const problem = requestProblem(request);
      if (problem !== null) return refusedRequest(problem);
      this.chargedReferences.push(request.reference);
      if (request.manualCapture === true) this.manualCaptureReferences.add(request.reference);
      const answer = this.charge(request, randomBytes(8).toString('hex').toUpperCase());
      this.rememberReversible(answer, request);
      return answer;
    });
  }

  submitDetails(request: PaymentDetailsRequest): Promise<Answer> {
    return this.answers.answer(`payments/details:${request.idempotencyKey}`, async () => {
      const opened = openDetails(this.seal, request.details);
      if (!opened.ok) return refusedRequest(opened.error);
      const payment = sealedPaymentOf(opened.value);
      // Checked before the step runs: another order's 3-D Secure or bank result must neither pay
      // this order nor move that order's payment on (no webhook, no stored card).
      if (!belongsToExpectedPayment(payment, request.expected)) return err({ code: 'PAYMENT_DETAILS_MISMATCH' });
      const answer = this.continue(opened.value);
      this.rememberReversible(answer, payment);
      return answer;
    });
  }

  /**
   * The payment a details body belongs to, as Adyen knows it from its own records (the Checkout
   * stand-in answers /payments/details with it); the 422 reason when the body opens nothing.
   */
  paymentOfDetails(details: Record<string, unknown>): Result<SealedPayment, string> {
    const opened = openDetails(this.seal, details);
    return opened.ok ? ok(sealedPaymentOf(opened.value)) : opened;
  }

  reverse(request: PaymentReversalRequest): Promise<Result<PaymentReversal, PaymentGatewayError>> {
    return this.reversals.reverse(request);
  }

  capture(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modifications.capture(request);
  }

  cancel(request: PaymentModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modifications.cancel(request);
  }

  refund(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modifications.refund(request);
  }

  verifyNotifications(body: unknown): PaymentNotification[] | null {
    return verifyNotificationBody(body, this.options.hmacKey);
  }

  private charge(request: PaymentRequest, pspReference: string): Answer {
    const method = request.paymentMethod;
    const type = currentPaymentMethodType(method.type);
    if (type === 'scheme' || type === 'card') return this.chargeCard(request, pspReference);
    if (type === 'sepadirectdebit') return this.chargeSepa(request, pspReference);
    if (type === 'applepay' || type === 'googlepay' || type === 'paywithgoogle') return this.chargeWallet(request, pspReference);
    if (!isRedirectMethod(type)) return refusedRequest(`Payment method ${method.type} is not available`);
    const offered = sandboxMethodsFor(request.countryCode, request.amount.currency, this.catalogue).find((m) => m.type === type);
    if (!offered) return refusedRequest(`Payment method ${method.type} is not available for ${request.countryCode} in ${request.amount.currency}`);
    const issuer = typeof method['issuer'] === 'string' ? method['issuer'] : null;
    if (issuer !== null && !(offered.issuers ?? []).some((i) => i.id === issuer)) return refusedRequest(`Unknown issuer ${issuer} for ${type}`);
    const session: BankSession = { pspReference, reference: request.reference, amount: request.amount, returnUrl: request.returnUrl, method: type, issuer };
    const url = `${this.pagesPath}/bank?session=${encodeURIComponent(this.seal.seal('bank-session', session))}`;
    return outcome({ resultCode: 'RedirectShopper', pspReference, paymentMethodType: type, action: { type: 'redirect', method: 'GET', url, paymentMethodType: type } });
  }

  private chargeCard(request: PaymentRequest, pspReference: string): Answer {
    const method = request.paymentMethod;
    if (typeof method['storedPaymentMethodId'] === 'string') {
      const stored = this.storedCards.find(request.shopperReference, method['storedPaymentMethodId']);
      if (stored === null) return refusedRequest('Invalid stored payment method');
      const code = method['encryptedSecurityCode'];
      const expected = stored.brand === 'amex' ? TEST_SECURITY_CODE.fourDigits : TEST_SECURITY_CODE.threeDigits;
      if (code !== undefined && code !== `test_${expected}`) return outcome({ resultCode: 'Refused', pspReference, refusalReason: 'CVC Declined', paymentMethodType: stored.brand });
      return this.authorise({
        pspReference, reference: request.reference, amount: request.amount, returnUrl: request.returnUrl, card: { brand: stored.brand, lastFour: stored.lastFour, expiryMonth: stored.expiryMonth, expiryYear: stored.expiryYear, holderName: stored.holderName }, flow: 'none',
        stage: 'fingerprint', shopperReference: request.shopperReference, storePaymentMethod: false,
      });
    }
    const now = this.options.clock.now();
    const card = readTestCard(method, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    if (!card.ok) {
      return card.error.kind === 'invalid'
        ? refusedRequest(card.error.reason)
        : outcome({ resultCode: 'Refused', pspReference, refusalReason: card.error.refusalReason, paymentMethodType: 'scheme' });
    }
    const { flow, ...shown } = card.value;
    const state: CardPaymentState = {
      pspReference, reference: request.reference, amount: request.amount, returnUrl: request.returnUrl, card: shown, flow,
      stage: flow === 'challenge' ? 'challenge' : 'fingerprint', shopperReference: request.shopperReference,
      storePaymentMethod: request.storePaymentMethod && request.shopperReference !== null,
    };
    if (flow === 'none') return this.authorise(state);
    return flow === 'challenge' ? this.challenge(state) : this.fingerprint(state);
  }

  /** A wallet's token is one the sandbox sealed when the sheet was approved; its card's holder decides, as for a card. */
  private chargeWallet(request: PaymentRequest, pspReference: string): Answer {
    const method = request.paymentMethod;
    const type = currentPaymentMethodType(method.type);
    const charge = type === 'applepay'
      ? this.walletTokens.open('applepay', method['applePayToken'], undefined)
      : this.walletTokens.open('googlepay', method['googlePayToken'], method['googlePayCardNetwork']);
    if (!charge.ok) return refusedRequest(charge.error);
    const { resultCode, refusalReason } = charge.value.outcome;
    if (resultCode === 'Received') {
      this.webhooks.schedule({ eventCode: 'AUTHORISATION', success: true, pspReference, merchantReference: request.reference, amount: request.amount, paymentMethod: type, reason: null });
    }
    return outcome({ resultCode, refusalReason, pspReference, paymentMethodType: type });
  }

  private chargeSepa(request: PaymentRequest, pspReference: string): Answer {
    const { iban, ownerName } = request.paymentMethod;
    if (typeof iban !== 'string' || validateIban(iban).ok !== true) return refusedRequest('Invalid IBAN');
    if (typeof ownerName !== 'string' || ownerName.trim() === '') return refusedRequest('ownerName is required');
    if (request.amount.currency !== 'EUR') return refusedRequest('SEPA direct debit is only available in EUR');
    const held = holderNameOutcome(ownerName);
    if (held.resultCode === 'Refused' || held.resultCode === 'Error') {
      return outcome({ resultCode: held.resultCode, pspReference, refusalReason: held.refusalReason, paymentMethodType: 'sepadirectdebit' });
    }
    this.webhooks.schedule({ eventCode: 'AUTHORISATION', success: true, pspReference, merchantReference: request.reference, amount: request.amount, paymentMethod: 'sepadirectdebit', reason: null });
    return outcome({ resultCode: 'Received', pspReference, paymentMethodType: 'sepadirectdebit' });
  }

  private fingerprint(state: CardPaymentState): Answer {
    const next = { ...state, stage: 'fingerprint' as const };
    const threeDSResult = this.seal.seal('fingerprint-result', next);
    const token = encodeToken({ threeDSServerTransID: state.pspReference, threeDSMethodUrl: '', threeDSResult });
    return outcome({
      resultCode: 'IdentifyShopper', pspReference: state.pspReference, paymentMethodType: state.card.brand,
      action: { type: 'threeDS2', subtype: 'fingerprint', token, paymentData: this.seal.seal('payment-data', next), paymentMethodType: 'scheme' },
    });
  }

  private challenge(state: CardPaymentState): Answer {
    const next = { ...state, stage: 'challenge' as const };
    const url = `${this.pagesPath}/challenge?session=${encodeURIComponent(this.seal.seal('challenge-session', next))}`;
    const token = encodeToken({ threeDSServerTransID: state.pspReference, acsTransID: state.pspReference, acsURL: url, messageVersion: '2.2.0' });
    return outcome({
      resultCode: 'ChallengeShopper', pspReference: state.pspReference, paymentMethodType: state.card.brand,
      action: { type: 'threeDS2', subtype: 'challenge', token, paymentData: this.seal.seal('payment-data', next), paymentMethodType: 'scheme', url },
    });
  }

  /** The holder name decides; an authorised card the shopper asked to keep is stored (as a token). */
  private authorise(state: CardPaymentState): Answer {
    const held = holderNameOutcome(state.card.holderName);
    const base = { pspReference: state.pspReference, paymentMethodType: state.card.brand };
    if (held.resultCode === 'Received') {
      this.webhooks.schedule({ eventCode: 'AUTHORISATION', success: true, pspReference: state.pspReference, merchantReference: state.reference, amount: state.amount, paymentMethod: state.card.brand, reason: null });
    }
    if (held.resultCode === 'Authorised' && state.storePaymentMethod && state.shopperReference !== null) {
      this.storedCards.save(state.shopperReference, state.card);
    }
    return outcome({ ...base, resultCode: held.resultCode, refusalReason: held.refusalReason });
  }

  private continue(opened: OpenedDetails): Answer {
    if (opened.kind === 'redirect') {
      const { session, decision } = opened.result;
      return outcome({
        resultCode: decision === 'approved' ? 'Authorised' : 'Cancelled', pspReference: session.pspReference, paymentMethodType: session.method,
        refusalReason: decision === 'approved' ? null : 'Cancelled',
      });
    }
    if (opened.kind === 'fingerprint') {
      const { state } = opened;
      return state.flow === 'fingerprintThenChallenge' ? this.challenge(state) : this.authorise(state);
    }
    const { state, transStatus } = opened.result;
    if (transStatus === 'Y') return this.authorise(state);
    return outcome({ resultCode: 'Refused', pspReference: state.pspReference, refusalReason: '3D Not Authenticated', paymentMethodType: state.card.brand });
  }

  private rememberReversible(answer: Answer, payment: Omit<ReversiblePayment, 'paymentMethod'>): void {
    if (!answer.ok || answer.value.pspReference === null || !REVERSIBLE_RESULTS.has(answer.value.resultCode)) return;
    const reversible = { reference: payment.reference, amount: payment.amount, paymentMethod: answer.value.paymentMethodType };
    this.reversals.remember(answer.value.pspReference, reversible);
    this.modifications.remember(answer.value.pspReference, reversible, this.manualCaptureReferences.delete(payment.reference));
  }
}
