/**
 * The basket page's `?error={message}` (spec 2: the redirect after a PayPal error; spec 8: onError
 * redirects to /basket?error={message}). The page shows the message as text, never markup, cut to
 * a bound; the short codes the shop sends itself (`paypal`, `stock`...) keep their translated text.
 */

/** The most characters of a message the basket page shows (a provider's message is a sentence or two). */
export const BASKET_ERROR_MAX_LENGTH = 200;

const ELLIPSIS = '…';
/** Control and format characters (bidi overrides among them) never reach the page: they could disguise the text. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The message as the page shows it: unprintable characters and runs of spaces made single spaces,
 * trimmed, cut at BASKET_ERROR_MAX_LENGTH characters (whole code points, the cut marked with an
 * ellipsis). Null when nothing is left to show.
 */
export function basketErrorText(raw: string): string | null {
  const clean = raw.replace(UNPRINTABLE, ' ').replace(/\s+/gu, ' ').trim();
  if (clean === '') return null;
  const chars = Array.from(clean);
  return chars.length <= BASKET_ERROR_MAX_LENGTH ? clean : `${chars.slice(0, BASKET_ERROR_MAX_LENGTH - 1).join('').trimEnd()}${ELLIPSIS}`;
}

/** The basket page with a message, or with `fallbackCode` (a code the page words) when there is no message to show. */
export function basketErrorUrl(message: string | null | undefined, fallbackCode: string): string {
  const text = message == null ? null : basketErrorText(message);
  return `/basket?error=${encodeURIComponent(text ?? fallbackCode)}`;
}
