import type { OutgoingEmail } from './email-sender.port.js';

/**
 * One row of a stock feed: the units on hand at the warehouse (`quantity`), or a change to them
 * (`delta`). What orders have promised stays promised: the units a shopper can buy are what is on
 * hand less the units of pending orders and of paid orders not yet dispatched or cancelled, never
 * below zero.
 */
export type StockChange = { sku: string; quantity: number } | { sku: string; delta: number };

/** A stored notify request answered because its size came back: who to tell, about what, on which site. */
export interface BackInStockNotice {
  email: string;
  stockId: string;
  siteId: string;
  productName: string;
  productSlug: string;
  sizeLabel: string;
}

export type StockLevelsOutcome =
  /** Nothing was written: these SKUs are not in the catalog. */
  | { kind: 'unknown-skus'; skus: readonly string[] }
  /**
   * Committed: `updated` sizes changed, `unchanged` already had those units; `cameBack` the SKUs
   * that went from none to some, `notices` their requests, removed in the same transaction.
   */
  | { kind: 'applied'; updated: number; unchanged: number; cameBack: readonly string[]; notices: readonly BackInStockNotice[] };

export interface StockLevels {
  /**
   * Applies every change in one transaction, all or nothing; the caches of every node hear of it
   * after the commit. `onProgress` hears how many changes are written so far, batch by batch.
   */
  apply(changes: readonly StockChange[], onProgress?: (written: number) => void): Promise<StockLevelsOutcome>;
  /**
   * The requests of these products' sizes that have units now, removed (each by one caller only,
   * however many ask at once): stock that came back through an order closed or cancelled.
   */
  takeAnswerable(productIds: readonly number[]): Promise<readonly BackInStockNotice[]>;
}

/** The back-in-stock email of a notice, in the language of the site the shopper asked on, with a link to the product there. */
export interface BackInStockEmails {
  compose(notice: BackInStockNotice): OutgoingEmail;
}
