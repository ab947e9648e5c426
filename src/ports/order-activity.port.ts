import type { RecordedOrderEvent, TimelineAuditEntry } from '../domain/orders/order-timeline.js';

/**
 * What the systems around the order kept of it, for its timeline: the events the outbox wrote
 * with where each was delivered, and what staff did to it by the audit log.
 */
export interface OrderActivity {
  /** The order's events, oldest first, each with its delivery to every webhook endpoint. */
  eventsOf(orderId: string): Promise<RecordedOrderEvent[]>;
  /** The audit log's entries about any of `targets` (`order:<reference>`, `shipment:<id>`), oldest first, at most `limit`. */
  auditOf(targets: readonly string[], limit: number): Promise<TimelineAuditEntry[]>;
}
