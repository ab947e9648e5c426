import { describe, expect, it } from 'vitest';
import { announceStockMoves } from '../../../src/adapters/persistence/announce-stock-moves.js';
import { InProcessInvalidationBus } from '../../../src/adapters/persistence/in-process-invalidation-bus.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogStock } from '../../../src/adapters/persistence/sql-catalog-stock.js';
import { SqlOrders } from '../../../src/adapters/persistence/sql-orders.js';
import { AnswerBackInStockRequests } from '../../../src/application/catalog/stock-feed.use-case.js';
import { ownerKeyOf, type BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`back in stock through an order on ${driver.name}`, () => {
    it('an order discarded with the last unit of a size gives it back, and the size\'s waiting shopper is emailed once', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        await db.query(
          `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
           VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`);
        await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('A', 1, '12', 1, 0)");
        const sent: OutgoingEmail[] = [];
        const answers = new AnswerBackInStockRequests(
          new SqlCatalogStock(db), { compose: (n) => ({ to: n.email, from: 'shop@example.com', subject: n.productName, text: '', html: '' }) },
          { send: async (email) => { sent.push(email); } }, { report: () => undefined },
        );
        const orders = new SqlOrders(db, announceStockMoves(new InProcessInvalidationBus(), (ids) => answers.afterStockLevelsMoved(ids)));
        const owner: BasketOwner = { kind: 'guest', sessionId: 's1', site: 'evans' };
        await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ('l1', $1, 'A', 1, now())", [ownerKeyOf(owner)]);
        expect((await orders.place('o1', 'R1', orderSnapshot(owner, [orderLine('A', 1)]), new Date())).ok).toBe(true);
        await db.query("INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at) VALUES ('ann@example.com', 'A', 1, 'evans', now())");
        expect(sent).toEqual([]);
        expect(await orders.discard('o1', 'no-attempt')).toBe(true);
        expect(sent.map((e) => e.to)).toEqual(['ann@example.com']);
        expect((await db.query('SELECT 1 FROM back_in_stock_requests')).rows).toEqual([]);
      } finally {
        await dispose();
      }
    });
  });
}
