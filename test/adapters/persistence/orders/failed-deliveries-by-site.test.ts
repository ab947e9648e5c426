import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderDashboard } from '../../../../src/adapters/persistence/sql-order-dashboard.js';
import { SqlOrderEventOutbox } from '../../../../src/adapters/persistence/sql-order-events.js';
import { addDashboardEvent, addDashboardOrder, addFailedDelivery } from '../../../support/order-dashboard-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const at = (iso: string): Date => new Date(iso);

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`failed webhook deliveries by site on ${driver.name}`, () => {
    it('lists and counts those of one site\'s orders, an order discarded since by its event\'s site, and every site\'s without one', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        await addDashboardOrder(db, { id: 'a', createdAt: at('2026-11-20T08:00:00Z') });
        await addDashboardOrder(db, { id: 'b', createdAt: at('2026-11-20T08:00:00Z'), site: 'pixie' });
        await addDashboardOrder(db, { id: 'gone', createdAt: at('2026-11-20T08:00:00Z'), site: 'pixie', status: 'pending' });
        const a = await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'a', type: 'order.placed', occurredAt: at('2026-11-20T08:00:00Z') }), 'a', at('2026-11-23T08:00:00Z'));
        const b = await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'b', type: 'order.placed', site: 'pixie', occurredAt: at('2026-11-20T08:00:00Z') }), 'b', at('2026-11-23T08:00:00Z'));
        const gone = await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'gone', type: 'order.cancelled', site: 'pixie', occurredAt: at('2026-11-20T08:05:00Z') }), 'gone', at('2026-11-23T08:05:00Z'));
        // A pending order discarded (its events stay, as the outbox keeps them).
        await db.query("DELETE FROM order_lines WHERE order_id = 'gone'");
        await db.query("DELETE FROM orders WHERE id = 'gone'");

        const outbox = new SqlOrderEventOutbox(db);
        const dashboard = new SqlOrderDashboard(db);
        const ids = async (site: string | null, before?: string) => (await outbox.failedDeliveries(10, before, site)).map((d) => [d.id, d.site]);
        expect(await ids(null)).toEqual([[gone, 'pixie'], [b, 'pixie'], [a, 'evans']]);
        expect(await ids('pixie')).toEqual([[gone, 'pixie'], [b, 'pixie']]);
        expect(await ids('pixie', gone)).toEqual([[b, 'pixie']]);
        expect(await ids('evans')).toEqual([[a, 'evans']]);
        expect(await ids('star')).toEqual([]);
        expect([await dashboard.failedDeliveryCount(null), await dashboard.failedDeliveryCount('pixie'), await dashboard.failedDeliveryCount('evans')]).toEqual([3, 2, 1]);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
