import type { OrderEventType } from '../../domain/orders/order-event.js';
import type { EventDelivery, RecordedOrderEvent, TimelineAuditEntry } from '../../domain/orders/order-timeline.js';
import type { OrderActivity } from '../../ports/order-activity.port.js';
import type { Database } from './database.js';

interface EventRow {
  sequence: number;
  type: OrderEventType;
  occurred_at: Date | string;
  deliveries: { url: string; attempts: number; delivered_at: string | null; failed_at: string | null; last_status: number | null }[];
}

interface AuditRow {
  actor_name: string;
  action: string;
  target: string;
  after: unknown;
  at: Date | string;
}

const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** The order's events (order_events, by its (order_id, sequence) key) and the audit log's entries about it. */
export class SqlOrderActivity implements OrderActivity {
  constructor(private readonly db: Database) {}

  async eventsOf(orderId: string): Promise<RecordedOrderEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT e.sequence, e.type, e.occurred_at,
              coalesce((SELECT jsonb_agg(jsonb_build_object('url', w.url, 'attempts', d.attempts, 'delivered_at', d.delivered_at,
                                                            'failed_at', d.failed_at, 'last_status', d.last_status) ORDER BY d.id)
                          FROM order_event_deliveries d JOIN order_webhook_endpoints w ON w.id = d.endpoint_id
                         WHERE d.event_id = e.id), '[]'::jsonb) AS deliveries
         FROM order_events e WHERE e.order_id = $1 ORDER BY e.sequence`,
      [orderId],
    );
    return rows.map((r) => ({
      sequence: r.sequence,
      type: r.type,
      occurredAt: new Date(r.occurred_at),
      deliveries: r.deliveries.map((d): EventDelivery => ({
        endpointUrl: d.url, attempts: d.attempts, deliveredAt: dateOrNull(d.delivered_at), failedAt: dateOrNull(d.failed_at), lastStatus: d.last_status,
      })),
    }));
  }

  async auditOf(targets: readonly string[], limit: number): Promise<TimelineAuditEntry[]> {
    if (targets.length === 0) return [];
    const { rows } = await this.db.query<AuditRow>(
      'SELECT actor_name, action, target, after, at FROM operator_audit_log WHERE target = ANY($1::text[]) ORDER BY id LIMIT $2',
      [targets, limit],
    );
    return rows.map((r) => ({ actor: { name: r.actor_name }, action: r.action, target: r.target, after: r.after, at: new Date(r.at) }));
  }
}
