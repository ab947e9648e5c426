import { capturableMinor, type PaymentLedger } from './payment-ledger.js';

/**
 * Whether a capture of `amountMinor`, already reserved in the ledger, takes the last of the
 * authorisation: nothing is left to capture after it and no other capture is under way (a
 * provider told so ends the authorisation with it: PayPal's final_capture). Two captures under
 * way together are neither the last: the one the provider took second would find the
 * authorisation ended by the first.
 */
export function takesTheRest(ledger: PaymentLedger, amountMinor: number): boolean {
  return ledger.cancellation === 'none' && ledger.captureReservedMinor === amountMinor && capturableMinor(ledger) === 0;
}
