import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlSessionStore } from '../../../../src/adapters/persistence/sql-session-store.js';
import { SqlShopperDetails } from '../../../../src/adapters/persistence/sql-shopper-details.js';
import type { BasketOwner } from '../../../../src/domain/accounts/basket-owner.js';
import { SAME_BILLING } from '../../../support/shopper-details-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`shopper details purge on ${driver.name}`, () => {
    it('removes the details of guests whose session is gone, and nothing else', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        const sessions = new SqlSessionStore(db);
        const details = new SqlShopperDetails(db);
        const now = new Date();
        await sessions.create('live', now);
        await sessions.create('gone', now);
        const live: BasketOwner = { kind: 'guest', sessionId: 'live', site: 'evans' };
        const gone: BasketOwner = { kind: 'guest', sessionId: 'gone', site: 'evans' };
        const shopper: BasketOwner = { kind: 'shopper', shopperId: 7, site: 'evans' };
        for (const owner of [live, gone, shopper]) await details.save(owner, SAME_BILLING, now);
        await sessions.purgeIdle(new Date(now.getTime() + 1));
        await sessions.create('live', now);
        expect(await details.purgeGuestsWithoutSession()).toBe(1);
        expect(await details.detailsOf(gone)).toBeNull();
        expect(await details.detailsOf(live)).toEqual(SAME_BILLING);
        expect(await details.detailsOf(shopper)).toEqual(SAME_BILLING);
        expect(await details.purgeGuestsWithoutSession()).toBe(0);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
