import type { BackInStockRequest, BackInStockRequests } from '../../ports/back-in-stock.port.js';
import type { Database } from './database.js';

interface RequestRow {
  email: string;
  stock_id: string;
  product_id: number;
  site_id: string;
  requested_at: Date | string;
}

/** Back-in-stock requests in SQL: one row per email and stock id (ON CONFLICT DO NOTHING). */
export class SqlBackInStockRequests implements BackInStockRequests {
  constructor(private readonly db: Database) {}

  async save(request: BackInStockRequest): Promise<'created' | 'already-requested'> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email, stock_id) DO NOTHING RETURNING id`,
      [request.email, request.stockId, request.productId, request.siteId, request.requestedAt.toISOString()]);
    return rows.length > 0 ? 'created' : 'already-requested';
  }

  async list(limit: number): Promise<BackInStockRequest[]> {
    const { rows } = await this.db.query<RequestRow>(
      `SELECT email, stock_id, product_id, site_id, requested_at FROM back_in_stock_requests
        ORDER BY requested_at DESC, id DESC LIMIT $1::int`, [limit]);
    return rows.map((r) => ({ email: r.email, stockId: r.stock_id, productId: r.product_id, siteId: r.site_id, requestedAt: new Date(r.requested_at) }));
  }
}
