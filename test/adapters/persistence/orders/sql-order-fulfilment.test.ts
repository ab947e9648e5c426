import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderFulfilment } from '../../../../src/adapters/persistence/sql-order-fulfilment.js';
import { SqlOrders, type StockMove } from '../../../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import { describeOrderFulfilmentContract } from '../../../support/order-fulfilment-contract.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { newCancellation } from '../../../support/new-cancellation.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

/** The shop a fulfilment test needs: migrated, with one product. */
async function shopOn(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
}

const setStock = (db: Database, stockId: string, units: number) => db.query(
  `INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', $2, 0)
   ON CONFLICT (stock_id) DO UPDATE SET units_in_stock = $2`, [stockId, units]);

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeOrderFulfilmentContract(`SQL order fulfilment on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await shopOn(db);
      let lineIds = 0;
      return {
        orders: new SqlOrders(db),
        fulfilment: new SqlOrderFulfilment(db),
        setStock: async (stockId, units) => void await setStock(db, stockId, units),
        stockOf: async (stockId) => (await db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]?.units_in_stock ?? 0,
        addToBasket: async (owner, stockId, quantity) => {
          await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, $4, now())',
            [`line-${++lineIds}`, ownerKeyOf(owner), stockId, quantity]);
        },
        // The events after the order's own placed and paid; each body's `data` is the change's details.
        eventsOf: async (orderId) => (await db.query<{ type: 'order.dispatched'; data: Record<string, unknown> }>(
          "SELECT type, data->'data' AS data FROM order_events WHERE order_id = $1 AND type NOT IN ('order.placed', 'order.paid') ORDER BY sequence", [orderId])).rows,
        close: dispose,
      };
    });

    it('writes nothing when the order event cannot be appended (same transaction), and tells of the stock a cancellation gives back', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        await setStock(db, 'S1', 3);
        const owner = { kind: 'guest' as const, sessionId: 'event-fails', site: 'evans' };
        await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ('l1', $1, 'S1', 2, now())", [ownerKeyOf(owner)]);
        const orders = new SqlOrders(db);
        expect((await orders.place('o1', 'EV-1', orderSnapshot(owner, [orderLine('S1', 2)]), new Date())).ok).toBe(true);
        await orders.close('o1', { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, new Date());
        const broken = new SqlOrderFulfilment(db, undefined, async () => {
          throw new Error('the outbox is unavailable');
        });
        const at = new Date();
        await expect(broken.dispatch({ id: 'sh1', orderId: 'o1', carrierCode: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 0, quantity: 1 }], at, by: 'Sam' }))
          .rejects.toThrow('the outbox is unavailable');
        await expect(broken.cancel(await newCancellation(broken, 'o1', [{ position: 0, quantity: 1 }]))).rejects.toThrow('the outbox is unavailable');
        expect((await broken.of('o1')).lines[0]).toMatchObject({ dispatched: 0, cancelled: 0 });
        expect(await broken.shipment('sh1')).toBeNull();
        expect((await db.query<{ units_in_stock: number }>("SELECT units_in_stock FROM product_sizes WHERE stock_id = 'S1'")).rows[0]!.units_in_stock).toBe(1);

        const moves: StockMove[] = [];
        const working = new SqlOrderFulfilment(db, async (move) => void moves.push(move));
        expect(await working.cancel(await newCancellation(working, 'o1', [{ position: 0, quantity: 2 }]))).toEqual({ kind: 'cancelled', recorded: [] });
        // 1 -> 3 units: from low stock to low stock still.
        expect(moves).toEqual([{ productIds: [1], levelsChanged: false }]);
      } finally {
        await dispose();
      }
    }, 60_000);
  });
}
