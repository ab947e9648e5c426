import type { PriceHistoryEntry } from '../domain/pricing/lowest-prior-price.js';

/** One product's history in one currency. */
export interface PriceHistoryKey {
  productId: number;
  currency: string;
}

/** The recorded states of a product's price list entries, from which the lowest prior price is told. */
export interface PriceHistoryReader {
  /**
   * The histories of many products in one read: one list per key, in the keys' order, each oldest
   * first; an empty list for a product with no history in that currency.
   */
  historiesOf(keys: readonly PriceHistoryKey[]): Promise<PriceHistoryEntry[][]>;
}
