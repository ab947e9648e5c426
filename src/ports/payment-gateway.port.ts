import type { Address } from '../domain/checkout/forms/address.js';
import type { StoredCard } from '../domain/checkout/card/stored-card.js';
import type { Money } from '../domain/pricing/money.js';
import type { ResultCode } from '../domain/checkout/payment-result-code.js';
import type { Result } from '../domain/shared/result.js';

/** A payment method the gateway offers for a country and currency (Checkout API `paymentMethods`). */
export interface OfferedPaymentMethod {
  /** The provider's type: 'scheme', 'ideal', 'sepadirectdebit', 'onlineBanking_PL', 'clearpay', ... */
  type: string;
  name: string;
  /** Card brands for 'scheme'. */
  brands?: string[];
  /** Banks the shopper may pick on the shop's page (EPS, Online banking Poland); none for iDEAL 2.0. */
  issuers?: PaymentMethodIssuer[];
  /**
   * The method's own settings from the provider, passed to its browser component as they are:
   * Apple Pay's merchantId and merchantName, Google Pay's merchantId and gatewayMerchantId.
   */
  configuration?: Record<string, string>;
}

export interface PaymentMethodIssuer {
  id: string;
  name: string;
}

export interface PaymentMethodsQuery {
  /** The site (its id) whose provider account the call runs on. */
  site: string;
  countryCode: string;
  amount: Money;
  /** The signed-in shopper's reference, for stored cards; null for a guest. */
  shopperReference: string | null;
}

export interface PaymentMethodsAnswer {
  paymentMethods: OfferedPaymentMethod[];
  storedPaymentMethods: StoredCard[];
}

/** A card paid in instalments: how many, and the plan where the issuer offers one (revolving and one-time send value 1). */
export interface Installments {
  value: number;
  plan?: 'regular' | 'revolving' | 'bonus';
}

/** What a card component gives beside the card (spec section 3: provider card payload), each only when it asked for it. */
export interface CardPaymentDetails {
  billingAddress?: Address;
  /** A Brazilian CPF or CNPJ, as typed (000.000.000-00 or 00.000.000/0000-00). */
  socialSecurityNumber?: string;
  installments?: Installments;
}

/** The browser's state.data for a payment (spec section 3: provider card payload and friends), passed on as is. */
export type PaymentMethodData = Record<string, unknown> & { type: string };

export interface PaymentRequest {
  /** The site (its id) whose provider account the call runs on. */
  site: string;
  /** Our order's reference (merchantReference): the human order number. */
  reference: string;
  amount: Money;
  countryCode: string;
  paymentMethod: PaymentMethodData;
  /** Where a redirect or 3-D Secure challenge returns the shopper. */
  returnUrl: string;
  shopperReference: string | null;
  shopperEmail: string;
  storePaymentMethod: boolean;
  browserInfo: Record<string, unknown> | null;
  /** The card's billing address, Brazilian social security number and instalments, when the card component gave them. */
  cardDetails?: CardPaymentDetails;
  /** The site captures by hand (an operator, or dispatch): the payment is only authorised (Adyen's `additionalData.manualCapture`). */
  manualCapture?: boolean;
  /** Derived from the order attempt: a repeated request answers the first attempt's outcome, and charges once. */
  idempotencyKey: string;
}

/** What the shopper must do next (spec section 4): 3-D Secure, a redirect, a voucher or QR code... */
export interface PaymentAction {
  type: 'threeDS2' | 'redirect' | 'await' | 'qrCode' | 'voucher' | 'bankTransfer' | 'sdk';
  paymentMethodType: string;
  [field: string]: unknown;
}

/** The gateway's answer to a payment or to its details (spec section 3: payment response). */
export interface PaymentOutcome {
  resultCode: ResultCode;
  pspReference: string | null;
  action: PaymentAction | null;
  refusalReason: string | null;
  /** The method the shopper paid with ('visa', 'ideal', ...). */
  paymentMethodType: string;
}

export interface PaymentDetailsRequest {
  /** The site (its id) whose provider account the call runs on. */
  site: string;
  /** What came back from the action (redirectResult, threeDSResult, ...). */
  details: Record<string, unknown>;
  paymentData: string | null;
  idempotencyKey: string;
  /**
   * The payment these details must belong to: the order's reference and total, and the PSP
   * reference of the attempt that asked for the action (null when its answer gave none). Details
   * of another payment (another order's 3-D Secure result) answer PAYMENT_DETAILS_MISMATCH: the
   * sandbox checks its sealed session before acting on it, Adyen's answer is checked on its
   * merchantReference, pspReference and amount.
   */
  expected: { reference: string; amount: Money; pspReference: string | null };
}

/** A payment to give back whole: cancelled while only authorised, refunded once captured (Adyen's reversal). */
export interface PaymentReversalRequest {
  /** The site (its id) whose provider account the call runs on. */
  site: string;
  /** The PSP reference of the payment to reverse. */
  pspReference: string;
  /** Our reference for the reversal (the order's reference). */
  reference: string;
  amount: Money;
  /** The same key again asks once and answers the first answer. */
  idempotencyKey: string;
}

/** The provider took the reversal; its outcome comes later by notification (CANCEL_OR_REFUND). */
export interface PaymentReversal {
  /** The reversal's own PSP reference. */
  pspReference: string;
}

/**
 * A modification of an authorised payment (Adyen: `POST /payments/{pspReference}/captures`,
 * `/cancels`, `/refunds`): capture or refund `amount`, or cancel what is not captured (no amount).
 */
export interface PaymentModificationRequest {
  /** The site (its id) whose provider account the call runs on. */
  site: string;
  /** The PSP reference of the payment to modify. */
  pspReference: string;
  /** Our reference for the modification; the provider names it as merchantReference in the result's webhook. */
  reference: string;
  /** The same key again asks once and answers the first answer. */
  idempotencyKey: string;
}

export interface PaymentAmountModificationRequest extends PaymentModificationRequest {
  amount: Money;
}

/** The provider took the modification (`status: received`); its outcome comes later by webhook. */
export interface PaymentModification {
  /** The modification's own PSP reference. */
  pspReference: string;
}

/** A webhook (notification) item the gateway sent, once its signature has been checked. */
export interface PaymentNotification {
  eventCode: string;
  success: boolean;
  pspReference: string;
  merchantReference: string;
  amount: Money;
  reason: string | null;
  /** The method paid with ('visa', 'ideal', ...), when the notification says it. */
  paymentMethod?: string;
  /** For a modification's result (CAPTURE, REFUND, CANCELLATION...): the PSP reference of the payment it modified. */
  originalReference?: string;
}

export type PaymentGatewayError =
  /** The gateway could not be reached, timed out or answered something unreadable. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** The gateway refused the request itself (not the payment): a validation or configuration error. */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string }
  /** The details belong to another payment than the one they were sent for: nothing was paid by them for this order. */
  | { code: 'PAYMENT_DETAILS_MISMATCH' };

/**
 * A card and local payments gateway (Adyen Checkout API v72 and its sandbox). Every call that
 * can charge carries an idempotency key. Adapters pass test/support/payment-gateway-contract.ts.
 */
export interface PaymentGateway {
  paymentMethods(query: PaymentMethodsQuery): Promise<Result<PaymentMethodsAnswer, PaymentGatewayError>>;
  pay(request: PaymentRequest): Promise<Result<PaymentOutcome, PaymentGatewayError>>;
  submitDetails(request: PaymentDetailsRequest): Promise<Result<PaymentOutcome, PaymentGatewayError>>;
  /** Gives a payment back (Adyen: `POST /payments/{pspReference}/reversals`), for a payment no order may keep. */
  reverse(request: PaymentReversalRequest): Promise<Result<PaymentReversal, PaymentGatewayError>>;
  /** Captures part or all of an authorised payment (`/captures`); the result comes as CAPTURE or CAPTURE_FAILED. */
  capture(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>>;
  /** Cancels an authorised payment nothing of which is captured (`/cancels`); the result comes as CANCELLATION. */
  cancel(request: PaymentModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>>;
  /** Refunds part or all of a captured payment (`/refunds`); the result comes as REFUND or REFUND_FAILED. */
  refund(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>>;
  /**
   * Checks a webhook body's signatures (HMAC) and returns its items; null when a signature is
   * missing or wrong (the route answers 401 and changes nothing).
   */
  verifyNotifications(body: unknown): PaymentNotification[] | null;
}
