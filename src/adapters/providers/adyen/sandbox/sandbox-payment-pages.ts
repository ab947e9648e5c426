import type { Money } from '../../../../domain/pricing/money.js';
import type { PaymentMethodIssuer } from '../../../../ports/payment-gateway.port.js';
import { bankPageIssuers, type RedirectMethodType } from './sandbox-method-catalogue.js';
import { METHOD_NAMES, type BankSession, type CardPaymentState, type ChallengeResult, type RedirectResult } from './sandbox-payment-state.js';
import type { SandboxSeal } from './sandbox-seal.js';

/** The password of the sandbox's 3-D Secure challenge, as in Adyen's test environment. */
const CHALLENGE_PASSWORD = 'password';

export interface BankPageView {
  method: RedirectMethodType;
  methodName: string;
  amount: Money;
  reference: string;
  /** Banks to pick from; empty when the method has no list (Sofort, Clearpay). */
  issuers: readonly PaymentMethodIssuer[];
  /** The bank already chosen on the shop's page, if any. */
  issuer: string | null;
}

export interface ChallengePageView {
  amount: Money;
  reference: string;
  brand: string;
  lastFour: string;
}

export type BankDecision = 'approve' | 'cancel';

/**
 * The sandbox's own pages, as Adyen's hosted pages and the issuers' pages: the 3-D Secure
 * challenge and the bank (iDEAL, EPS, Online banking Poland, Sofort, Clearpay). Every session and
 * answer is a token sealed with the sandbox's key, so any node sharing the key serves them.
 */
export class SandboxPaymentPages {
  constructor(private readonly seal: SandboxSeal) {}

  bankPage(session: string): BankPageView | null {
    const s = this.seal.open<BankSession>('bank-session', session);
    if (s === null) return null;
    return { method: s.method, methodName: METHOD_NAMES[s.method], amount: s.amount, reference: s.reference, issuers: bankPageIssuers(s.method), issuer: s.issuer };
  }

  /**
   * The shopper approved or cancelled on the bank page: where to send them (the payment's
   * returnUrl with `redirectResult`). Approving a method with a bank list needs a listed bank;
   * null when the session is not valid or the bank is missing or unknown.
   */
  decideBank(session: string, decision: BankDecision, issuer: string | null): { redirectTo: string } | null {
    const s = this.seal.open<BankSession>('bank-session', session);
    if (s === null) return null;
    const issuers = bankPageIssuers(s.method);
    const chosen = issuer ?? s.issuer;
    if (decision === 'approve' && issuers.length > 0 && !issuers.some((i) => i.id === chosen)) return null;
    const result: RedirectResult = { session: s, decision: decision === 'approve' ? 'approved' : 'cancelled', issuer: chosen };
    const url = new URL(s.returnUrl);
    url.searchParams.set('redirectResult', this.seal.seal('redirect-result', result));
    return { redirectTo: url.toString() };
  }

  challengePage(session: string): ChallengePageView | null {
    const state = this.seal.open<CardPaymentState>('challenge-session', session);
    if (state === null) return null;
    return { amount: state.amount, reference: state.reference, brand: state.card.brand, lastFour: state.card.lastFour };
  }

  /**
   * The shopper submitted the challenge: a `threeDSResult` (authenticated only with the password
   * `password`) and the shop's origin to post it to; null when the session is not valid.
   */
  answerChallenge(session: string, password: string): { threeDSResult: string; targetOrigin: string; authenticated: boolean } | null {
    const state = this.seal.open<CardPaymentState>('challenge-session', session);
    if (state === null) return null;
    const authenticated = password === CHALLENGE_PASSWORD;
    const result: ChallengeResult = { state, transStatus: authenticated ? 'Y' : 'N' };
    return { threeDSResult: this.seal.seal('challenge-result', result), targetOrigin: new URL(state.returnUrl).origin, authenticated };
  }
}
