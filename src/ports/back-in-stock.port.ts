/** A shopper's wish to hear when a sold-out size is back. */
export interface BackInStockRequest {
  /** Trimmed and lower-cased. */
  email: string;
  stockId: string;
  productId: number;
  siteId: string;
  requestedAt: Date;
}

export interface BackInStockRequests {
  /** Stores the request once per email and stock id; 'already-requested' when it was there. */
  save(request: BackInStockRequest): Promise<'created' | 'already-requested'>;
  /** The newest first, at most `limit`. */
  list(limit: number): Promise<BackInStockRequest[]>;
}
