import type { Money } from '../../../domain/pricing/money.js';
import type { PaymentDetailsRequest } from '../../../ports/payment-gateway.port.js';

/** The payment that 3-D Secure or redirect details turned out to belong to, as far as the provider says. */
export interface DetailsPayment {
  /** Its merchantReference (our order's reference); null when the answer gave none. */
  reference: string | null;
  /** Null when the answer gave no amount. */
  amount: Money | null;
  pspReference: string | null;
}

const sameMoney = (a: Money, b: Money): boolean => a.amountMinor === b.amountMinor && a.currency === b.currency;

/**
 * Whether the details belong to the payment they were sent for. A details result carries its
 * own payment with it, so a shopper could post another order's result: the reference must be
 * there and equal, while amount and PSP reference are compared whenever both sides know them.
 */
export function belongsToExpectedPayment(found: DetailsPayment, expected: PaymentDetailsRequest['expected']): boolean {
  if (found.reference === null || found.reference !== expected.reference) return false;
  if (found.amount !== null && !sameMoney(found.amount, expected.amount)) return false;
  return found.pspReference === null || expected.pspReference === null || found.pspReference === expected.pspReference;
}
