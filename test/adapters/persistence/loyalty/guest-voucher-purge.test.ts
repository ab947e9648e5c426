import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketDiscounts } from '../../../../src/adapters/persistence/sql-basket-discounts.js';
import { SqlGiftVouchers } from '../../../../src/adapters/persistence/sql-gift-vouchers.js';
import { SqlSessionStore } from '../../../../src/adapters/persistence/sql-session-store.js';
import { money } from '../../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../../src/domain/accounts/basket-owner.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`guest voucher purge on ${driver.name}`, () => {
    it('removes the vouchers on baskets of guests whose session is gone, and nothing else', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        const sessions = new SqlSessionStore(db);
        const discounts = new SqlBasketDiscounts(db);
        const now = new Date();
        await new SqlGiftVouchers(db).issue({ code: 'PURGETEST01', balance: money(1000, 'GBP'), issuedAt: now });
        await sessions.create('live', now);
        await sessions.create('gone', now);
        const live: BasketOwner = { kind: 'guest', sessionId: 'live', site: 'evans' };
        const gone: BasketOwner = { kind: 'guest', sessionId: 'gone', site: 'evans' };
        const shopper: BasketOwner = { kind: 'shopper', shopperId: 7, site: 'evans' };
        for (const owner of [live, gone, shopper]) await discounts.applyVoucher(owner, 'PURGETEST01', now);
        await sessions.purgeIdle(new Date(now.getTime() + 1));
        await sessions.create('live', now);
        expect(await discounts.purgeGuestsWithoutSession()).toBe(1);
        expect(await discounts.appliedTo(gone)).toEqual([]);
        expect(await discounts.appliedTo(live)).toHaveLength(1);
        expect(await discounts.appliedTo(shopper)).toHaveLength(1);
        expect(await discounts.purgeGuestsWithoutSession()).toBe(0);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
