/** What a purchase event's items need beyond the order's own lines: each product's code and category. */
export interface PurchasedProduct {
  productId: number;
  code: string;
  categorySlug: string;
}

/**
 * Which paid orders have had their purchase reported to analytics. `claim` marks the order
 * reported in the statement that reads it: the first claim of a paid order gets its products,
 * every later one (a reload, another device, a concurrent read) and an unpaid order get null.
 */
export interface PurchaseReports {
  claim(orderId: string, now: Date): Promise<PurchasedProduct[] | null>;
}
