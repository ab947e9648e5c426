import type { Database } from '../../src/adapters/persistence/database.js';
import { SqlOrders } from '../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import { orderLine, orderSnapshot } from './order-fixtures.js';

/** A migrated database's one product (id 1) with two sizes of plenty of units: orders to tell of. */
export async function addOrderableProduct(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
  await db.query(
    `INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
     VALUES ('EV1-12', 1, '12', 100000, 0), ('EV1-14', 1, '14', 100000, 1)`,
  );
}

/**
 * A guest's order of two lines placed by the checkout's own statement (which writes order.placed),
 * after putting the lines (of the two sizes given) in the guest's basket as the checkout finds them. `n` names the guest.
 */
export async function placeOrder(
  db: Database, n: number, at = new Date('2026-11-20T10:00:00Z'), [first, second]: readonly [string, string] = ['EV1-12', 'EV1-14'],
): Promise<{ id: string; reference: string }> {
  const owner: BasketOwner = { kind: 'guest', sessionId: `session-${n}`, site: 'evans' };
  const lines = [orderLine(first, 2), orderLine(second, 1, 1999)];
  await db.query(
    `INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at)
     VALUES ($1 || '-a', $2, $3, 2, now()), ($1 || '-b', $2, $4, 1, now())`,
    [`line-${n}`, ownerKeyOf(owner), first, second],
  );
  const id = `order-${n}`;
  const reference = `EV${String(1_000_000 + n)}`;
  const placed = await new SqlOrders(db).place(id, reference, orderSnapshot(owner, lines), at);
  if (!placed.ok) throw new Error(`order ${n} was not placed: ${JSON.stringify(placed.error)}`);
  return { id, reference };
}
