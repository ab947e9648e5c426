import type { ExportedOrder, ExportPosition, OrderExport } from '../../ports/order-export.port.js';
import type { Database } from './database.js';

interface ExportRow {
  reference: string;
  created_at: Date | string;
  position_at: string;
  seq: string;
  site_code: string;
  status: string;
  currency: string;
  subtotal_minor: number;
  delivery_minor: number;
  total_minor: number;
  units: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  postcode: string | null;
  country_code: string | null;
  payment_method: string | null;
  psp_reference: string | null;
}

/** The export on the orders table: keyset batches on (created_at, seq), one index range scan each. */
export class SqlOrderExport implements OrderExport {
  constructor(private readonly db: Database) {}

  async batch(from: Date, to: Date, after: ExportPosition | null, limit: number): Promise<{ orders: ExportedOrder[]; last: ExportPosition | null }> {
    const { rows } = await this.db.query<ExportRow>(
      `SELECT o.reference, o.created_at, o.created_at::text AS position_at, o.seq::text AS seq, o.site_code, o.status, o.currency,
              (o.snapshot->'subtotal'->>'amountMinor')::int AS subtotal_minor, (o.snapshot->'deliveryPrice'->>'amountMinor')::int AS delivery_minor,
              o.total_minor, (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS units,
              o.snapshot->'details'->>'email' AS email,
              o.snapshot->'details'->'deliveryAddress'->>'firstName' AS first_name, o.snapshot->'details'->'deliveryAddress'->>'lastName' AS last_name,
              o.snapshot->'details'->'deliveryAddress'->>'postcode' AS postcode, o.snapshot->'details'->'deliveryAddress'->>'countryCode' AS country_code,
              o.payment_method, o.psp_reference
         FROM orders o
        WHERE o.created_at >= $1 AND o.created_at < $2
          AND ($3::timestamptz IS NULL OR (o.created_at, o.seq) > ($3::timestamptz, $4::bigint))
        ORDER BY o.created_at, o.seq
        LIMIT $5`,
      [from.toISOString(), to.toISOString(), after?.createdAt ?? null, after?.seq ?? null, limit],
    );
    const orders = rows.map((r) => ({
      reference: r.reference,
      createdAt: new Date(r.created_at),
      site: r.site_code,
      status: r.status,
      currency: r.currency,
      subtotalMinor: r.subtotal_minor,
      deliveryMinor: r.delivery_minor,
      totalMinor: r.total_minor,
      units: r.units,
      email: r.email,
      name: [r.first_name, r.last_name].filter((p) => p).join(' '),
      postcode: r.postcode ?? '',
      countryCode: r.country_code ?? '',
      paymentMethod: r.payment_method,
      pspReference: r.psp_reference,
    }));
    const tail = rows.at(-1);
    return { orders, last: tail === undefined ? null : { createdAt: tail.position_at, seq: tail.seq } };
  }
}
