/**
 * The EU's Omnibus rule: a reduced price is shown with the lowest price of the 30 days before the
 * reduction. The price in effect at an instant comes from a product's price history in one
 * currency: the entry recorded last at or before the instant, its sale price inside its window.
 */
import { entryPriceAt, type ListPrice } from './list-price.js';

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** One recorded state of a price list entry; the history only grows. */
export interface PriceHistoryEntry extends Omit<ListPrice, 'currency'> {
  /** ISO 8601 instant the entry took this state. */
  recordedAt: string;
}

const timeOf = (iso: string): number => Date.parse(iso);

/** The price in effect at `at` (minor units), or null before the first entry. */
export function priceInEffect(history: readonly PriceHistoryEntry[], at: Date): number | null {
  let current: PriceHistoryEntry | null = null;
  for (const entry of history) {
    const recorded = timeOf(entry.recordedAt);
    if (recorded <= at.getTime() && (current === null || recorded >= timeOf(current.recordedAt))) current = entry;
  }
  return current === null ? null : entryPriceAt(current, at);
}

/** Every instant at which the price in effect can change: recordings and sale window edges. */
function changeInstants(history: readonly PriceHistoryEntry[]): number[] {
  const instants = history.flatMap((e) => [e.recordedAt, e.saleStartsAt, e.saleEndsAt].flatMap((iso) => (iso === null ? [] : [timeOf(iso)])));
  return [...new Set(instants)].sort((a, b) => a - b);
}

/**
 * When the reduction in effect at `now` started: the last instant at or before `now` at which the
 * price fell. Null when the price has never fallen (a product first listed at its sale price).
 */
export function reductionStartOf(history: readonly PriceHistoryEntry[], now: Date): Date | null {
  const instants = changeInstants(history).filter((t) => t <= now.getTime()).reverse();
  for (const t of instants) {
    const before = priceInEffect(history, new Date(t - 1));
    const after = priceInEffect(history, new Date(t));
    if (before !== null && after !== null && after < before) return new Date(t);
  }
  return null;
}

/**
 * The lowest price in effect in the 30 days before `reductionStart` (the window
 * [reductionStart − 30 days, reductionStart)); null when no price was in effect then.
 */
export function lowestPriceBefore(history: readonly PriceHistoryEntry[], reductionStart: Date): number | null {
  const end = reductionStart.getTime();
  const start = end - PRIOR_PRICE_DAYS * DAY_MS;
  const instants = [start, ...changeInstants(history).filter((t) => t > start && t < end)];
  const prices = instants.flatMap((t) => {
    const price = priceInEffect(history, new Date(t));
    return price === null ? [] : [price];
  });
  return prices.length === 0 ? null : Math.min(...prices);
}

/** Regions whose sites follow the EU's Omnibus rule and show the lowest prior price beside a reduction. */
export const PRIOR_PRICE_REGIONS: ReadonlySet<string> = new Set(['IE', 'DK', 'SE', 'PL', 'DE', 'NL', 'FR', 'ES']);
