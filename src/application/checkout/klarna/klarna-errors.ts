import type { PlaceOrderFailure } from '../order-errors.js';
import type { KlarnaPaymentsError } from '../../../ports/klarna-payments.port.js';

/**
 * Why a Klarna step failed. Codes, never text: the edge words them (src/adapters/i18n) and maps
 * them to statuses (STATUS_OF).
 */
export type KlarnaFailure =
  | PlaceOrderFailure
  /** No Klarna session of this shopper by that id (or one that was never ours): 404. */
  | { code: 'KLARNA_SESSION_NOT_FOUND' }
  /** Klarna declined: the authorisation was refused or could not be placed; the order is closed, its stock released. */
  | { code: 'KLARNA_DECLINED' }
  /** The authorisation token was not given for this order's Klarna session (another order's, or forged): nothing is placed, the order is unchanged. */
  | { code: 'KLARNA_AUTHORIZATION_MISMATCH' }
  /** The order has nothing left to pay (gift vouchers cover it) or its lines do not add up for Klarna. */
  | { code: 'KLARNA_NOT_AVAILABLE' }
  /** The order has had as many payment attempts as it may. */
  | { code: 'TOO_MANY_PAYMENT_ATTEMPTS' }
  | KlarnaPaymentsError;
