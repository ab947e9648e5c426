import { randomUUID } from 'node:crypto';
import { describe, test } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import type { PaymentModificationKind } from '../../../../src/domain/orders/payment-modification.js';
import type { NewPaymentModification } from '../../../../src/ports/order-payments.port.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL, TEST_DRIVERS } from '../../../support/test-databases.js';

/** A paid order of `totalMinor` pence on Evans, by the shopper given (no lines: the ledger reads the order's total only). */
export async function paidOrder(db: Database, totalMinor: number, shopperId: number | null = null): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
     VALUES ($1, $2, $3, $4, 'evans', 'paid', 'GBP', $5, '{}', 'visa', 'PSP-PAID', now(), now())`,
    [id, `EV-${id.slice(0, 8)}`, `g:${id}`, shopperId, totalMinor],
  );
  return id;
}

/** A shopper with `points` loyalty points. */
export async function shopperWithPoints(db: Database, points: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>("INSERT INTO shoppers (email, name, password_hash, created_at) VALUES ($1, 'Jo', 'x', now()) RETURNING id", [`${randomUUID()}@example.com`]);
  await db.query('INSERT INTO loyalty_accounts (shopper_id, points) VALUES ($1, $2)', [rows[0]!.id, points]);
  return rows[0]!.id;
}

export const modification = (orderId: string, kind: PaymentModificationKind, amountMinor: number, key = randomUUID()): NewPaymentModification => ({
  id: randomUUID(), orderId, kind, amount: { amountMinor, currency: 'GBP' }, lines: [], delivery: false, idempotencyKey: key,
  requestedBy: 'operator:1', requestedAt: new Date(),
});

export const pointsOf = async (db: Database, shopperId: number): Promise<number> =>
  (await db.query<{ points: number }>('SELECT points FROM loyalty_accounts WHERE shopper_id = $1', [shopperId])).rows[0]!.points;

export const balanceOf = async (db: Database, code: string): Promise<number> =>
  (await db.query<{ balance_minor: number }>('SELECT balance_minor FROM gift_vouchers WHERE code = $1', [code])).rows[0]!.balance_minor;

/**
 * `run` on a migrated PGlite, and on PostgreSQL with `connections` connections all opened first,
 * so that what it fires together really runs at once on separate connections.
 */
export function onBothDriversAtOnce(title: string, connections: number, run: (db: Database) => Promise<void>): void {
  describe(title, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    test('on PGlite', async () => {
      const opened = await TEST_DRIVERS[0].open();
      try {
        await migrate(opened.db);
        await run(opened.db);
      } finally {
        await opened.dispose();
      }
    });

    test.skipIf(TEST_DATABASE_URL === '')('on PostgreSQL, each on its own connection', async () => {
      const opened = await openTestPostgres(TEST_DATABASE_URL, connections);
      try {
        await migrate(opened.db);
        await Promise.all(Array.from({ length: connections }, () => opened.db.transaction(async (tx) => tx.query('SELECT pg_sleep(0.05)'))));
        await run(opened.db);
      } finally {
        await opened.dispose();
      }
    });
  });
}
