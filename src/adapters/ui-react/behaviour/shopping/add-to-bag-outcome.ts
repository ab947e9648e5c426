import { addFailureMessage } from '../messages.js';

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
export function afterAddEffects(response: BasketAddResponse, isMobile: boolean): AfterAddEffect[] {
  if (!response.success) return [{ kind: 'errorToast', message: addFailureMessage(response) }];
  const effects: AfterAddEffect[] = [
    { kind: 'refreshUserDataLayer', noCache: true },
    isMobile ? { kind: 'openAddToBagModal' } : { kind: 'refreshQuickBasket' },
    { kind: 'closeOffCanvasPanel' },
    { kind: 'showSuccessText' },
  ];
  const warning = response.reason ?? response.message ?? '';
  if (response.hasWarning === true && warning.trim() !== '') effects.push({ kind: 'warningToast', message: warning });
  return effects;
}

/**
 * After an add, the basket page reloads when the address contains the basket path but not the
 * baskets path (spec section 2).
 */
export function reloadsBasketPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('/basket') && !path.includes('/baskets');
}
