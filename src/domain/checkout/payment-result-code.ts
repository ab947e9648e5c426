import { assertNever } from '../shared/result.js';

/** The provider's resultCode values (Checkout API). */
export const RESULT_CODES = [
  'Authorised',
  'Refused',
  'Error',
  'Cancelled',
  'Pending',
  'Received',
  'RedirectShopper',
  'IdentifyShopper',
  'ChallengeShopper',
  'PresentToShopper',
] as const;

export type ResultCode = (typeof RESULT_CODES)[number];

/**
 * What a result code means for the order:
 * - final: the outcome is known now;
 * - awaitingWebhook: accepted, the outcome arrives later by notification;
 * - actionRequired: the shopper must act (redirect, 3-D Secure, voucher or QR).
 */
export type ResultCodeStage = 'final' | 'awaitingWebhook' | 'actionRequired';

export function isResultCode(value: string): value is ResultCode {
  return (RESULT_CODES as readonly string[]).includes(value);
}

export function resultCodeStage(code: ResultCode): ResultCodeStage {
  switch (code) {
    case 'Authorised':
    case 'Refused':
    case 'Error':
    case 'Cancelled':
      return 'final';
    case 'Pending':
    case 'Received':
      return 'awaitingWebhook';
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'PresentToShopper':
      return 'actionRequired';
    default:
      return assertNever(code);
  }
}
