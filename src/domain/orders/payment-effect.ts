import { resultCodeStage, type ResultCode } from '../checkout/payment-result-code.js';
import { assertNever } from '../shared/result.js';
import type { FinalOrderStatus } from './order-status.js';

/**
 * What a gateway answer does to the order: close it (paid, refused or cancelled), or leave it
 * pending (the shopper must act, or the outcome comes later by notification).
 */
export type PaymentEffect = { kind: 'close'; status: Exclude<FinalOrderStatus, 'expired'> } | { kind: 'stay-pending' };

export function paymentEffectOf(code: ResultCode): PaymentEffect {
  if (resultCodeStage(code) !== 'final') return { kind: 'stay-pending' };
  switch (code) {
    case 'Authorised':
      return { kind: 'close', status: 'paid' };
    case 'Refused':
    case 'Error':
      return { kind: 'close', status: 'refused' };
    case 'Cancelled':
      return { kind: 'close', status: 'cancelled' };
    case 'Pending':
    case 'Received':
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'PresentToShopper':
      return { kind: 'stay-pending' };
    default:
      return assertNever(code);
  }
}

/**
 * What a webhook item does to the order: AUTHORISATION success=true pays it, success=false
 * refuses it, CANCELLATION (and a successful CANCEL_OR_REFUND of an unpaid order) cancels it.
 * Any other event leaves the order as it is.
 */
export function notificationEffectOf(eventCode: string, success: boolean): PaymentEffect {
  if (eventCode === 'AUTHORISATION') return { kind: 'close', status: success ? 'paid' : 'refused' };
  if ((eventCode === 'CANCELLATION' || eventCode === 'CANCEL_OR_REFUND') && success) return { kind: 'close', status: 'cancelled' };
  return { kind: 'stay-pending' };
}
