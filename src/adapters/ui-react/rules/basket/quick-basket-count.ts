import type { FallbackTexts } from '../messages.js';

/**
 * Quick basket count badge (spec section 4): blank when the count is 0, except on variant 'ev'
 * which shows '0'; on variant 'mc' the basket button is active when the count is non-zero.
 * The variant may be given with or without its root-class prefix ('ev' or 'is-ev').
 */
export interface QuickBasketBadge {
  text: string;
  active: boolean;
}

function variantName(variantClass: string | null): string | null {
  if (variantClass === null) return null;
  return variantClass.startsWith('is-') ? variantClass.slice(3) : variantClass;
}

export function quickBasketBadge(count: number, variantClass: string | null): QuickBasketBadge {
  const variant = variantName(variantClass);
  const text = count === 0 && variant !== 'ev' ? '' : String(count);
  return { text, active: variant === 'mc' && count !== 0 };
}

/** Quick basket response (spec section 3): the panel's HTML and the basket count. */
export interface QuickBasketView {
  view: string;
  count: number;
}

export interface QuickBasketFailure extends QuickBasketView {
  message: string;
  error: string;
}

/** What a failed quick basket fetch resolves to: 'server error', count 0, empty view. */
export function quickBasketFailure(error: string, texts: Pick<FallbackTexts, 'serverError'>): QuickBasketFailure {
  return { message: texts.serverError, error, count: 0, view: '' };
}

/** Opening the quick basket shows the 'added to basket' alert only when an item was just added. */
export function showAddedAlert(addedProductId: number | null): boolean {
  return addedProductId !== null;
}
