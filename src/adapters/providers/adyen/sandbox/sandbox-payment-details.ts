import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { PaymentDetailsRequest } from '../../../../ports/payment-gateway.port.js';
import type { CardPaymentState, ChallengeResult, RedirectResult } from './sandbox-payment-state.js';
import type { SandboxSeal } from './sandbox-seal.js';

/** The step a details body continues, once its sealed token has been opened. */
export type OpenedDetails =
  | { kind: 'fingerprint'; state: CardPaymentState }
  | { kind: 'challenge'; result: ChallengeResult }
  | { kind: 'redirect'; result: RedirectResult };

/** The payment a step belongs to: its reference, amount and pspReference (always known to the sandbox). */
export type SealedPayment = PaymentDetailsRequest['expected'] & { pspReference: string };

/**
 * Opens `threeDSResult` (a fingerprint or challenge result) or `redirectResult` (the bank page's
 * answer); the reason, as Adyen's 422 message, when neither is a token this sandbox sealed.
 */
export function openDetails(seal: SandboxSeal, details: Record<string, unknown>): Result<OpenedDetails, string> {
  const { threeDSResult, redirectResult } = details;
  if (redirectResult !== undefined) {
    const result = seal.open<RedirectResult>('redirect-result', redirectResult);
    return result === null ? err('Invalid redirectResult') : ok({ kind: 'redirect', result });
  }
  if (threeDSResult === undefined) return err('details must carry threeDSResult or redirectResult');
  const state = seal.open<CardPaymentState>('fingerprint-result', threeDSResult);
  if (state !== null) return ok({ kind: 'fingerprint', state });
  const result = seal.open<ChallengeResult>('challenge-result', threeDSResult);
  return result === null ? err('Invalid threeDSResult') : ok({ kind: 'challenge', result });
}

export function sealedPaymentOf(opened: OpenedDetails): SealedPayment {
  const { pspReference, reference, amount } = opened.kind === 'fingerprint' ? opened.state
    : opened.kind === 'challenge' ? opened.result.state : opened.result.session;
  return { pspReference, reference, amount };
}
