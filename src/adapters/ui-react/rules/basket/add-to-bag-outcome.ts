import { addFailureMessage, type FallbackTexts } from '../messages.js';
import type { SerialisedForm } from './form-serialisation.js';

/** Basket add response (spec section 3). */
export interface BasketAddResponse {
  success: boolean;
  message?: string | null;
  reason?: string | null;
  hasWarning?: boolean;
  /** JSON string for the analytics data layer. */
  dataLayer?: string | null;
  eventId?: string | null;
}

export type AfterAddEffect =
  | { kind: 'refreshUserDataLayer'; noCache: true }
  | { kind: 'openAddToBagModal' }
  | { kind: 'refreshQuickBasket' }
  | { kind: 'closeOffCanvasPanel' }
  | { kind: 'showSuccessText' }
  | { kind: 'warningToast'; message: string }
  | { kind: 'errorToast'; message: string };

/**
 * Spec section 4, after a successful add: refresh the user data layer without cache; on mobile
 * open the add-to-bag modal, otherwise refresh the quick basket; close any active off-canvas
 * panel; with hasWarning show a warning toast with the reason. A failed add shows the failure
 * toast (message, else reason, else generic text).
 */
export function afterAddEffects(response: BasketAddResponse, isMobile: boolean, texts: Pick<FallbackTexts, 'genericError'>): AfterAddEffect[] {
  if (!response.success) return [{ kind: 'errorToast', message: addFailureMessage(response, texts) }];
  const effects: AfterAddEffect[] = [
    { kind: 'refreshUserDataLayer', noCache: true },
    isMobile ? { kind: 'openAddToBagModal' } : { kind: 'refreshQuickBasket' },
    { kind: 'closeOffCanvasPanel' },
    { kind: 'showSuccessText' },
  ];
  if (response.hasWarning === true) effects.push({ kind: 'warningToast', message: warningMessage(response, texts) });
  return effects;
}

const filled = (text: string | null | undefined): text is string => text !== null && text !== undefined && text.trim() !== '';

/**
 * The warning toast of a successful add with hasWarning (spec section 4: "a warning toast with
 * the reason"): the reason; else the message; else the generic error text, so a warning is never
 * dropped. (A successful add's message is its confirmation, "... added to basket", so the reason
 * comes first here; a failed add's toast reads the message first, `addFailureMessage`.)
 */
export function warningMessage(response: Pick<BasketAddResponse, 'message' | 'reason'>, texts: Pick<FallbackTexts, 'genericError'>): string {
  if (filled(response.reason)) return response.reason;
  if (filled(response.message)) return response.message;
  return texts.genericError;
}

/** A failed add as passed on (spec section 8): the request's fields merged with the response. */
export type FailedAdd = SerialisedForm & BasketAddResponse & { success: false };

export function mergeFailedAdd(request: SerialisedForm, response: BasketAddResponse): FailedAdd {
  return { ...request, ...response, success: false } as FailedAdd;
}

/**
 * After an add, the basket page reloads when the address contains the basket path but not the
 * baskets path (spec section 2).
 */
export function reloadsBasketPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('/basket') && !path.includes('/baskets');
}
