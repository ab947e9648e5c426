import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOperatorAuditLog } from '../../../../src/adapters/persistence/sql-operator-audit-log.js';
import { SqlOrderActivity } from '../../../../src/adapters/persistence/sql-order-activity.js';
import { SqlOrderEventOutbox } from '../../../../src/adapters/persistence/sql-order-events.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { addOrderableProduct, placeOrder } from '../../../support/order-event-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
const A = 'https://erp.example.com/hooks';
const B = 'https://warehouse.example.com/in';
const SAM = { kind: 'operator', id: '1', name: 'Sam Support' } as const;

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`an order's activity on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let activity: SqlOrderActivity;

    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      await addOrderableProduct(db);
      activity = new SqlOrderActivity(db);
    }, DATABASE_START_TIMEOUT_MS);
    afterEach(async () => dispose());

    it('lists the order\'s events oldest first with their delivery to each endpoint, and no other order\'s', async () => {
      const outbox = new SqlOrderEventOutbox(db);
      await outbox.setEndpoints([A, B]);
      const order = await placeOrder(db, 1);
      const other = await placeOrder(db, 2);
      expect(await new SqlOrders(db).close(order.id, { status: 'paid', paymentMethod: 'scheme', pspReference: 'PSP1', issuedVoucherCodes: [], captureMode: 'automatic' }, at(5))).toBe(true);
      const claimed = await outbox.claimDue(at(3600), at(3660), 'c1', 10);
      const placedToA = claimed.find((d) => d.event.orderId === order.id && d.event.sequence === 1 && d.endpointUrl === A)!;
      await outbox.delivered(placedToA.id, 'c1', at(3601), 204);
      const placedToB = claimed.find((d) => d.event.orderId === order.id && d.event.sequence === 1 && d.endpointUrl === B)!;
      await outbox.failed(placedToB.id, 'c1', at(3602), { status: 500, error: 'HTTP 500' });

      const events = await activity.eventsOf(order.id);
      expect(events.map((e) => [e.sequence, e.type])).toEqual([[1, 'order.placed'], [2, 'order.paid']]);
      expect(events[0]!.deliveries).toEqual([
        { endpointUrl: A, attempts: 1, deliveredAt: at(3601), failedAt: null, lastStatus: 204 },
        { endpointUrl: B, attempts: 1, deliveredAt: null, failedAt: at(3602), lastStatus: 500 },
      ]);
      expect(events[1]!.deliveries.map((d) => [d.endpointUrl, d.deliveredAt, d.failedAt])).toEqual([[A, null, null], [B, null, null]]);
      expect(events[0]!.occurredAt).toBeInstanceOf(Date);
      expect((await activity.eventsOf(other.id)).map((e) => e.type)).toEqual(['order.placed']);
      expect(await activity.eventsOf('no-such-order')).toEqual([]);
    });

    it('reads the audit log\'s entries about the order and its parcels, oldest first, within the limit', async () => {
      const audit = new SqlOperatorAuditLog(db);
      await audit.record({ actor: SAM, action: 'order.dispatch', target: 'order:EV-1', before: null, after: { shipment: { id: 'sh-1' } }, at: at(1) });
      await audit.record({ actor: SAM, action: 'order.dispatch', target: 'order:EV-2', before: null, after: null, at: at(2) });
      await audit.record({ actor: { ...SAM, name: 'Dee' }, action: 'shipment.delivered', target: 'shipment:sh-1', before: null, after: { deliveredAt: at(3) }, at: at(3) });
      expect(await activity.auditOf(['order:EV-1', 'shipment:sh-1'], 10)).toEqual([
        { actor: { name: 'Sam Support' }, action: 'order.dispatch', target: 'order:EV-1', after: { shipment: { id: 'sh-1' } }, at: at(1) },
        { actor: { name: 'Dee' }, action: 'shipment.delivered', target: 'shipment:sh-1', after: { deliveredAt: at(3).toISOString() }, at: at(3) },
      ]);
      expect(await activity.auditOf(['order:EV-1', 'shipment:sh-1'], 1)).toHaveLength(1);
      expect(await activity.auditOf([], 10)).toEqual([]);
    });
  });
}
