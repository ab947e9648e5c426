import type { PurchasedProduct, PurchaseReports } from '../../ports/purchase-reports.port.js';
import type { Database } from './database.js';

/**
 * The purchase reported once per order: one UPDATE sets `purchase_reported_at` only WHERE it is
 * still null on a paid order and returns the order's products, so two reads at once (row lock,
 * then the WHERE re-checked) leave exactly one with a row. A product deleted since is left out:
 * the event then names it by its id.
 */
export class SqlOrderPurchaseReports implements PurchaseReports {
  constructor(private readonly db: Database) {}

  async claim(orderId: string, now: Date): Promise<PurchasedProduct[] | null> {
    const { rows } = await this.db.query<{ products: { product_id: number; code: string; category_slug: string }[] | null }>(
      `UPDATE orders SET purchase_reported_at = $2
        WHERE id = $1 AND status = 'paid' AND purchase_reported_at IS NULL
        RETURNING (SELECT json_agg(json_build_object('product_id', p.id, 'code', p.code, 'category_slug', p.category_slug))
                     FROM products p WHERE p.id IN (SELECT l.product_id FROM order_lines l WHERE l.order_id = orders.id)) AS products`,
      [orderId, now.toISOString()],
    );
    const row = rows[0];
    if (row === undefined) return null;
    return (row.products ?? []).map((p) => ({ productId: p.product_id, code: p.code, categorySlug: p.category_slug }));
  }
}
