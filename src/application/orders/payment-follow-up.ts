import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { Money } from '../../domain/pricing/money.js';
import type { Result } from '../../domain/shared/result.js';
import type { MoneyActionError } from './money-action-errors.js';

/**
 * The money action a fulfilment action asked on a manual-capture order (a dispatch's capture, a
 * whole cancellation's release): `asked` (the provider took it, its webhook settles it),
 * `pending` (the provider was out of reach: recorded, asked again under the same key), `failed`
 * (the provider refused it), `not-asked` (refused before the provider: `code` says why, e.g.
 * nothing left to capture).
 */
export interface PaymentFollowUp {
  status: 'asked' | 'pending' | 'failed' | 'not-asked';
  idempotencyKey: string;
  modificationId: string | null;
  amount: Money | null;
  code: string | null;
}

/** A money action a fulfilment action owes, under its key: as it is to be recorded with that action (a dispatch, a cancellation), or why it is not asked. */
export interface PlannedFollowUp {
  idempotencyKey: string;
  planned: Result<PaymentModificationRecord, MoneyActionError>;
}

/** What became of a money action a fulfilment action asked under `idempotencyKey`. */
export function followUpOf(idempotencyKey: string, result: Result<PaymentModificationRecord, MoneyActionError>): PaymentFollowUp {
  if (result.ok) {
    const m = result.value;
    return { status: m.state === 'failed' ? 'failed' : 'asked', idempotencyKey, modificationId: m.id, amount: m.amount, code: m.failureReason };
  }
  const error = result.error;
  return error.code === 'PROVIDER_UNAVAILABLE' || error.code === 'PROVIDER_REFUSED'
    ? { status: error.code === 'PROVIDER_UNAVAILABLE' ? 'pending' : 'failed', idempotencyKey, modificationId: error.modification.id, amount: error.modification.amount, code: error.code }
    : { status: 'not-asked', idempotencyKey, modificationId: null, amount: null, code: error.code };
}
