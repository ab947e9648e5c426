import type { Database } from '../../src/adapters/persistence/database.js';
import { SqlOrderEventOutbox } from '../../src/adapters/persistence/sql-order-events.js';
import { SqlOrders } from '../../src/adapters/persistence/sql-orders.js';
import { orderEventBody, type OrderEventBody } from '../../src/domain/orders/order-event.js';
import { addOrderableProduct, placeOrder } from './order-event-fixtures.js';

/**
 * The bodies the shop sends for two orders on a migrated, empty database: the first placed and
 * paid, the second placed and expired. docs/order-events.md shows these very bodies.
 */
export async function exampleOrderEvents(db: Database): Promise<OrderEventBody[]> {
  await addOrderableProduct(db);
  const outbox = new SqlOrderEventOutbox(db);
  await outbox.setEndpoints(['https://erp.example.com/webhooks/orders']);
  const at = new Date('2026-11-20T10:15:00Z');
  const later = new Date('2026-11-20T10:16:30Z');
  const orders = new SqlOrders(db);
  const paid = await placeOrder(db, 1, at);
  await orders.close(paid.id, { status: 'paid', paymentMethod: 'scheme', pspReference: 'R9X2KQ4M7C8N5B3V', issuedVoucherCodes: [], captureMode: 'automatic' }, later);
  const expired = await placeOrder(db, 2, at);
  await orders.close(expired.id, { status: 'expired', paymentMethod: null, pspReference: null }, new Date('2026-11-20T11:15:00Z'));
  const claimed = await outbox.claimDue(new Date('2026-11-21T00:00:00Z'), new Date('2026-11-21T00:01:00Z'), 'examples', 10);
  const pending = claimed.map((d) => d.event);
  for (const d of claimed) await outbox.delivered(d.id, d.claim, new Date('2026-11-21T00:00:01Z'), 200);
  const next = await outbox.claimDue(new Date('2026-11-21T00:00:02Z'), new Date('2026-11-21T00:01:00Z'), 'examples', 10);
  return [...pending, ...next.map((d) => d.event)].sort((a, b) => Number(a.id) - Number(b.id)).map(orderEventBody);
}
