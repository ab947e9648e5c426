import type { Database } from '../../src/adapters/persistence/database.js';
import { seedDemoLoyalty, type LoyaltySeedReport } from '../../src/adapters/persistence/seed/seed-loyalty.js';
import { ScryptPasswordHasher } from '../../src/adapters/system/scrypt-password-hasher.js';

/** A cheap scrypt cost for tests (the cost travels with the hash, so the app still verifies it). */
export const CHEAP_HASHER = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

/** The loyalty demo (demo shopper, coupons, voucher codes) in a test database. */
export const seedLoyaltyForTests = (db: Database): Promise<LoyaltySeedReport> => seedDemoLoyalty(db, CHEAP_HASHER, new Date('2026-11-01T09:00:00.000Z'));

/**
 * Everything loyalty and vouchers keep, plus the sessions and (optionally) the attempt counters:
 * compare two snapshots to show that a refused request changed nothing.
 */
export async function loyaltySnapshot(db: Database, opts: { counters?: boolean } = {}) {
  const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  return {
    accounts: await rows('SELECT shopper_id, points FROM loyalty_accounts ORDER BY shopper_id'),
    coupons: await rows('SELECT id, shopper_id, value_minor, currency, status, applied_at FROM loyalty_coupons ORDER BY id'),
    vouchers: await rows('SELECT code, balance_minor, currency FROM gift_vouchers ORDER BY code'),
    applied: await rows('SELECT owner_key, code FROM basket_gift_vouchers ORDER BY owner_key, code'),
    sessions: await rows('SELECT count(*)::int AS n FROM sessions'),
    counters: opts.counters === false ? [] : await rows('SELECT key, hits FROM rate_limit_hits ORDER BY key'),
  };
}
