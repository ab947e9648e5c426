import type { MoneyActionRefusal } from '../../domain/orders/payment-ledger.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';

/** Why a capture, cancel or refund was not asked of the provider, or what the provider said. */
export type MoneyActionError =
  | { code: 'ORDER_NOT_FOUND' }
  | MoneyActionRefusal
  /** The order was paid through a provider whose captures and refunds are not made from the shop yet. */
  | { code: 'PAYMENT_NOT_MODIFIABLE'; method: string }
  /** The provider that took the payment has no release (what is not captured lapses with its authorisation). */
  | { code: 'RELEASE_NOT_OFFERED' }
  /** Another action changed the payment between this one's check and its reservation: look again. */
  | { code: 'PAYMENT_CHANGED' }
  /** The idempotency key belongs to another action (another order, or another kind). */
  | { code: 'IDEMPOTENCY_KEY_REUSED' }
  /** The provider could not be reached: the action is recorded and asked again with the same key. */
  | { code: 'PROVIDER_UNAVAILABLE'; modification: PaymentModificationRecord }
  /** The provider refused the request itself: the action failed, its money is released. */
  | { code: 'PROVIDER_REFUSED'; reason: string; modification: PaymentModificationRecord };

/** The codes a money action answers over HTTP (besides the edge's own). */
export type MoneyActionErrorCode = MoneyActionError['code'] | 'IDEMPOTENCY_KEY_REQUIRED';
