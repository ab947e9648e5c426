import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlBasketRepository } from '../../../src/adapters/persistence/sql-basket-repository.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlSessionStore } from '../../../src/adapters/persistence/sql-session-store.js';
import { SqlWishlistRepository } from '../../../src/adapters/persistence/sql-wishlist-repository.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { BLACK_WRAP, FIXTURE_CATEGORIES, RED_MIDI } from '../../support/catalog-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`guest data purge on ${driver.name}`, () => {
    it('removes the basket lines and wishlist items of guests whose session is gone, and nothing else', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        const catalog = new SqlCatalogRepository(db);
        await catalog.saveCategories(FIXTURE_CATEGORIES);
        await catalog.saveProducts([BLACK_WRAP, RED_MIDI]);
        const sessions = new SqlSessionStore(db);
        const baskets = new SqlBasketRepository(db);
        const wishlists = new SqlWishlistRepository(db);
        const now = new Date();
        await sessions.create('live', now);
        await sessions.create('gone', now);
        const live: BasketOwner = { kind: 'guest', sessionId: 'live', site: 'evans' };
        const gone: BasketOwner = { kind: 'guest', sessionId: 'gone', site: 'evans' };
        const shopper: BasketOwner = { kind: 'shopper', shopperId: 7, site: 'evans' };
        const stockId = BLACK_WRAP.sizes.find((s) => s.unitsInStock > 0)!.stockId;
        for (const [owner, id] of [[live, 'l1'], [gone, 'l2'], [shopper, 'l3']] as const) {
          expect((await baskets.add(owner, { stockId, quantity: 1, giftVoucher: null }, id, now)).ok).toBe(true);
          await wishlists.add(owner, RED_MIDI.id, now);
        }
        await sessions.purgeIdle(new Date(now.getTime() + 1));
        await sessions.create('live', now);
        expect(await baskets.purgeGuestsWithoutSession()).toBe(1);
        expect(await wishlists.purgeGuestsWithoutSession()).toBe(1);
        expect(await baskets.linesOf(gone)).toEqual([]);
        expect(await baskets.linesOf(live)).toHaveLength(1);
        expect(await baskets.linesOf(shopper)).toHaveLength(1);
        expect(await wishlists.list(gone)).toEqual([]);
        expect(await wishlists.list(live)).toHaveLength(1);
        expect(await wishlists.list(shopper)).toHaveLength(1);
        expect(await baskets.purgeGuestsWithoutSession()).toBe(0);
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
