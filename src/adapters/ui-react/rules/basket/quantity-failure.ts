import type { QuantityAction } from '../../../../domain/basket/basket.js';
import type { FallbackTexts } from '../messages.js';

/**
 * The toast text when a quantity call fails (spec section 8): the server's message; a failed
 * decrease without one falls back to 'There was a problem processing your request', any other
 * action to 'An error has occurred'.
 */
export function quantityFailureMessage(action: QuantityAction, serverMessage: string | null | undefined, texts: Pick<FallbackTexts, 'requestProblem' | 'genericError'>): string {
  if (serverMessage !== null && serverMessage !== undefined && serverMessage.trim() !== '') return serverMessage;
  return action === 'decrease' ? texts.requestProblem : texts.genericError;
}
