import type { Database } from '../../src/adapters/persistence/database.js';
import type { OrderStatus } from '../../src/domain/orders/order.js';

/** An order as the operators' list reads it, written straight into the tables. */
export interface ListedOrder {
  reference: string;
  placedAt: string;
  site?: string;
  status?: OrderStatus;
  email?: string;
  firstName?: string;
  lastName?: string;
  postcode?: string;
  paymentMethod?: string | null;
  totalMinor?: number;
  currency?: string;
  /** Units of its one line: ordered, dispatched, cancelled, and delivered of those dispatched. */
  units?: { ordered: number; dispatched?: number; cancelled?: number; delivered?: number };
}

/** Writes `order` with one line (and a shipment for what was dispatched); gives its id. */
export async function insertListedOrder(db: Database, order: ListedOrder): Promise<string> {
  const id = `id-${order.reference}`;
  const status = order.status ?? 'paid';
  const units = order.units ?? { ordered: 1 };
  const details = {
    email: order.email ?? 'ada@example.com',
    deliveryAddress: { firstName: order.firstName ?? 'Ada', lastName: order.lastName ?? 'Lovelace', postcode: order.postcode ?? 'SW1Y 4LB', countryCode: 'GB' },
  };
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, payment_method, created_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::timestamptz, CASE WHEN $5 = 'pending' THEN NULL ELSE $10::timestamptz END)`,
    [id, order.reference, `g:${id}`, order.site ?? 'evans', status, order.currency ?? 'GBP', order.totalMinor ?? 2895, JSON.stringify({ details }),
      order.paymentMethod === undefined ? 'visa' : order.paymentMethod, order.placedAt],
  );
  await db.query(
    `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor, dispatched_quantity, cancelled_quantity)
     VALUES ($1, 0, 'S1', 1, 'Wrap dress', '12', '/p.jpg', $2, 2500, $2 * 2500, $3, $4)`,
    [id, units.ordered, units.dispatched ?? 0, units.cancelled ?? 0],
  );
  if ((units.dispatched ?? 0) > 0) {
    await db.query(
      `INSERT INTO shipments (id, order_id, carrier_code, tracking_number, dispatched_at, delivered_at, created_by)
       VALUES ($1, $2, 'dpd', '15501234567890', $3::timestamptz, $4::timestamptz, 'Sam')`,
      [`sh-${id}`, id, order.placedAt, (units.delivered ?? 0) > 0 ? order.placedAt : null],
    );
    await db.query('INSERT INTO shipment_lines (shipment_id, order_id, position, quantity) VALUES ($1, $2, 0, $3)', [`sh-${id}`, id, units.dispatched]);
  }
  return id;
}
