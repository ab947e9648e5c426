import { err, ok, type Result } from '../../shared/result.js';
import {
  MISSING_CHALLENGE_TOKEN,
  MISSING_FINGERPRINT_TOKEN,
  NO_PAYMENT_DATA_CHALLENGE,
  NO_PAYMENT_DATA_FINGERPRINT,
} from '../messages.js';

/** Spec 9 timeouts. */
export const FINGERPRINT_TIMEOUT_MS = 10_000;
export const IFRAME_LOADER_TIMEOUT_MS = 20_000;
export const CHALLENGE_TIMEOUT_MS = 600_000;

/** Error codes a 3DS2 step reports; the flow still completes after any of them. */
export const THREE_DS2_ERROR_CODES = [
  'timeout',
  'wrongOrigin',
  'HTMLElementError',
  'wrongDataType',
  'missingProperty',
  'unknownError',
] as const;
export type ThreeDS2ErrorCode = (typeof THREE_DS2_ERROR_CODES)[number];

export interface ThreeDS2Error {
  code: ThreeDS2ErrorCode;
  message: string;
}

export interface ThreeDS2Input {
  token: string;
  paymentData: string;
}

function requireInput(
  input: { token?: string | null; paymentData?: string | null },
  missingToken: string,
  missingPaymentData: string,
): Result<ThreeDS2Input, ThreeDS2Error> {
  if (!input.token) return err({ code: 'missingProperty', message: missingToken });
  if (!input.paymentData) return err({ code: 'missingProperty', message: missingPaymentData });
  return ok({ token: input.token, paymentData: input.paymentData });
}

/** A fingerprint needs its token and the payment data. */
export function fingerprintInput(input: { token?: string | null; paymentData?: string | null }) {
  return requireInput(input, MISSING_FINGERPRINT_TOKEN, NO_PAYMENT_DATA_FINGERPRINT);
}

/** A challenge needs its token and the payment data. */
export function challengeInput(input: { token?: string | null; paymentData?: string | null }) {
  return requireInput(input, MISSING_CHALLENGE_TOKEN, NO_PAYMENT_DATA_CHALLENGE);
}
