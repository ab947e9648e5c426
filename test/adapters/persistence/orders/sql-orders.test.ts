import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { money } from '../../../../src/domain/pricing/money.js';
import { ownerKeyOf } from '../../../../src/domain/shopper/basket-owner.js';
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
        addToBasket: async (owner, stockId, voucherCode) => {
          await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, 1, now())', [`line-${++lineIds}-${stockId}`, ownerKeyOf(owner), stockId]);
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
  });
}
