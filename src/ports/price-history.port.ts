import type { PriceHistoryEntry } from '../domain/pricing/lowest-prior-price.js';

/** The recorded states of a product's price list entries, from which the lowest prior price is told. */
export interface PriceHistoryReader {
  /** The entries of one product in one currency, oldest first; empty when it has no list in that currency. */
  historyOf(productId: number, currency: string): Promise<PriceHistoryEntry[]>;
}
