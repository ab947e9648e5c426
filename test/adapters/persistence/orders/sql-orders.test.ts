import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrders, type StockMove } from '../../../../src/adapters/persistence/sql-orders.js';
import { money } from '../../../../src/domain/pricing/money.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { describeOrdersContract } from '../../../support/orders-contract.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeOrdersContract(`SQL orders on ${driver.name}`, async () => {
      const { db, dispose } = await driver.open();
      await migrate(db);
      await db.query(
        `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
         VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
      );
      let lineIds = 0;
      return {
        orders: new SqlOrders(db),
        setStock: async (stockId, units) => {
          await db.query(
            `INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', $2, 0)
             ON CONFLICT (stock_id) DO UPDATE SET units_in_stock = $2`,
            [stockId, units],
          );
        },
        stockOf: async (stockId) => (await db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]?.units_in_stock ?? 0,
        addVoucher: async (code, balance) => {
          await db.query('INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, $2, $3, now())', [code, balance.amountMinor, balance.currency]);
        },
        voucherBalance: async (code) => {
          const row = (await db.query<{ balance_minor: number; currency: string }>('SELECT balance_minor, currency FROM gift_vouchers WHERE code = $1', [code])).rows[0];
          return row ? money(row.balance_minor, row.currency) : null;
        },
        shopperWithAppliedCoupon: async (couponId, value) => {
          const { rows } = await db.query<{ id: number }>(
            "INSERT INTO shoppers (email, name, password_hash, created_at) VALUES (gen_random_uuid()::text, 'Test', 'x', now()) RETURNING id",
          );
          const shopperId = rows[0]!.id;
          await db.query(
            `INSERT INTO loyalty_coupons (id, shopper_id, label, value_minor, currency, status, created_at, applied_at)
             VALUES ($1, $2, 'Coupon', $3, $4, 'applied', now(), now())`,
            [couponId, shopperId, value.amountMinor, value.currency],
          );
          return shopperId;
        },
        couponStatus: async (couponId) => (await db.query<{ status: 'available' | 'applied' | 'used' }>('SELECT status FROM loyalty_coupons WHERE id = $1', [couponId])).rows[0]?.status ?? null,
        addToBasket: async (owner, stockId, voucherCode, quantity = 1) => {
          await db.query(
            `INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) SELECT $1, $2, $3, $4, now() WHERE EXISTS (SELECT 1 FROM product_sizes WHERE stock_id = $3)
             ON CONFLICT (owner_key, stock_id, variant_key) DO UPDATE SET quantity = basket_lines.quantity + EXCLUDED.quantity`,
            [`line-${++lineIds}-${stockId}`, ownerKeyOf(owner), stockId, quantity],
          );
          if (voucherCode) await db.query('INSERT INTO basket_gift_vouchers (owner_key, code, applied_at) VALUES ($1, $2, now())', [ownerKeyOf(owner), voucherCode]);
        },
        basketLineCount: async (owner) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_lines WHERE owner_key = $1', [ownerKeyOf(owner)])).rows[0]!.n,
        basketVoucherCount: async (owner) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_gift_vouchers WHERE owner_key = $1', [ownerKeyOf(owner)])).rows[0]!.n,
        close: dispose,
      };
    });

    it('takes order numbers from the sequence in blocks: concurrent callers of one node share one statement, and two nodes never get the same number', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        const taken: string[] = [];
        const counted: Database = { ...db, query: (sql, params) => {
          if (sql.includes('order_numbers')) taken.push(sql);
          return db.query(sql, params);
        } } as Database;
        const [one, two] = [new SqlOrders(counted), new SqlOrders(counted)];
        const first = await Promise.all(Array.from({ length: 20 }, () => one.nextOrderNumber()));
        expect(taken).toHaveLength(1); // 20 callers at once, one block of 32
        const both = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? one : two).nextOrderNumber()));
        const all = [...first, ...both];
        expect(new Set(all).size).toBe(all.length);
        expect(Math.min(...all)).toBeGreaterThanOrEqual(1_000_001);
        expect(taken).toHaveLength(3); // node one: a second block after its 32nd number; node two: its first
        // Within a node the numbers increase.
        const ofOne = [...first, ...both.filter((_, i) => i % 2 === 0)];
        expect(ofOne).toEqual([...ofOne].sort((a, b) => a - b));
      } finally {
        await dispose();
      }
    }, 60_000);

    it('tells of the stock each order moves, and whether a size changed stock level (in stock, low, none), which is all a page shows', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        await db.query(
          `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
           VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
        );
        await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('S12', 1, '12', 10, 0), ('S14', 1, '14', 1, 1)");
        const moves: StockMove[] = [];
        const orders = new SqlOrders(db, async (move) => {
          moves.push(move);
        });
        const guest = (n: number) => ({ kind: 'guest' as const, sessionId: `moves-${n}`, site: 'evans' });
        const place = async (n: number, ...lines: [string, number][]) => {
          for (const [stockId, units] of lines) {
            await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, $4, now())', [`moves-${n}-${stockId}`, ownerKeyOf(guest(n)), stockId, units]);
          }
          const placed = await orders.place(`o${n}`, `R${n}`, orderSnapshot(guest(n), lines.map(([stockId, units]) => orderLine(stockId, units))), new Date());
          expect(placed.ok).toBe(true);
        };
        await place(1, ['S12', 2]); // 10 -> 8: in stock still
        await place(2, ['S12', 5]); // 8 -> 3: low
        await place(3, ['S12', 1]); // 3 -> 2: low still
        expect(moves).toEqual([{ productIds: [1], levelsChanged: false }, { productIds: [1], levelsChanged: true }, { productIds: [1], levelsChanged: false }]);
        // A refused order moves nothing.
        expect((await orders.place('o4', 'R4', orderSnapshot(guest(4), [orderLine('S14', 2)]), new Date())).ok).toBe(false);
        expect(moves).toHaveLength(3);
        moves.length = 0;
        const unpaid = { status: 'cancelled' as const, paymentMethod: null, pspReference: null };
        expect(await orders.close('o3', unpaid, new Date())).toBe(true); // 2 -> 3: low still
        expect(await orders.close('o2', unpaid, new Date())).toBe(true); // 3 -> 8: in stock
        expect(await orders.close('o2', unpaid, new Date())).toBe(false); // closed already: nothing back
        expect(await orders.close('o1', { status: 'paid', paymentMethod: 'scheme', pspReference: 'P1', issuedVoucherCodes: [], captureMode: 'automatic' }, new Date())).toBe(true);
        expect(moves).toEqual([{ productIds: [1], levelsChanged: false }, { productIds: [1], levelsChanged: true }]);
      } finally {
        await dispose();
      }
    }, 60_000);
  });
}
