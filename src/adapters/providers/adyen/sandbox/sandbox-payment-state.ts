import type { Money } from '../../../../domain/pricing/money.js';
import type { RedirectMethodType } from './sandbox-method-catalogue.js';
import type { ThreeDsFlow } from './sandbox-test-cards.js';

/** What may be kept of a card: brand, last four, expiry and holder; never the number. */
export interface ShownCard {
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
}

/** What a card payment's next 3-D Secure step needs (sealed into paymentData and threeDSResult). */
export interface CardPaymentState {
  pspReference: string;
  reference: string;
  amount: Money;
  returnUrl: string;
  card: ShownCard;
  flow: ThreeDsFlow;
  stage: 'fingerprint' | 'challenge';
  shopperReference: string | null;
  storePaymentMethod: boolean;
}

/** A redirect payment waiting on the sandbox bank page. */
export interface BankSession {
  pspReference: string;
  reference: string;
  amount: Money;
  returnUrl: string;
  method: RedirectMethodType;
  /** The bank chosen on the shop's page (EPS, Online banking Poland), or null. */
  issuer: string | null;
}

/** The bank page's answer, carried back to the shop as `redirectResult`. */
export interface RedirectResult {
  session: BankSession;
  decision: 'approved' | 'cancelled';
  issuer: string | null;
}

export interface ChallengeResult {
  state: CardPaymentState;
  /** EMV 3-D Secure transStatus: Y authenticated, N not. */
  transStatus: 'Y' | 'N';
}

export const METHOD_NAMES: Readonly<Record<RedirectMethodType, string>> = {
  ideal: 'iDEAL | Wero',
  eps: 'EPS',
  onlineBanking_PL: 'Online banking Poland',
  directEbanking: 'Sofort',
  clearpay: 'Clearpay',
};
