import { fc, test as propTest } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { WishlistRepository } from '../../src/ports/wishlist-repository.port.js';

const t0 = new Date('2026-11-01T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
let owners = 0;
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: `guest-${++owners}-${Math.random().toString(36).slice(2)}`, site: 'evans' });

/**
 * The behaviour every WishlistRepository shares; the in-memory fake and the SQL repository on
 * both drivers pass it. `productIds` are products the store knows (at least 4); `shopperId`
 * gives a fresh shopper account id.
 */
export function describeWishlistRepositoryContract(
  name: string,
  make: () => Promise<{ repo: WishlistRepository; productIds: number[]; shopperId(): Promise<number>; close(): Promise<void> }>,
) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    let p: number[];
    beforeAll(async () => {
      subject = await make();
      p = subject.productIds;
    }, 60_000);
    afterAll(async () => subject?.close());

    it('starts empty', async () => {
      const owner = guest();
      expect(await subject.repo.list(owner)).toEqual([]);
      expect(await subject.repo.count(owner)).toBe(0);
    });

    it('lists items newest first, with when they were added', async () => {
      const owner = guest();
      await subject.repo.add(owner, p[0]!, at(1));
      await subject.repo.add(owner, p[1]!, at(3));
      await subject.repo.add(owner, p[2]!, at(2));
      expect(await subject.repo.list(owner)).toEqual([
        { productId: p[1], addedAt: at(3) },
        { productId: p[2], addedAt: at(2) },
        { productId: p[0], addedAt: at(1) },
      ]);
      expect(await subject.repo.count(owner)).toBe(3);
    });

    it('orders items added in the same instant by the order they were added', async () => {
      const owner = guest();
      for (const id of [p[0]!, p[1]!, p[2]!]) await subject.repo.add(owner, id, at(5));
      expect((await subject.repo.list(owner)).map((e) => e.productId)).toEqual([p[2], p[1], p[0]]);
    });

    it('adding a product twice keeps one item and its first time', async () => {
      const owner = guest();
      expect(await subject.repo.add(owner, p[0]!, at(1))).toEqual({ changed: true, entries: [{ productId: p[0], addedAt: at(1) }] });
      expect(await subject.repo.add(owner, p[0]!, at(9))).toEqual({ changed: false, entries: [{ productId: p[0], addedAt: at(1) }] });
      expect(await subject.repo.list(owner)).toEqual([{ productId: p[0], addedAt: at(1) }]);
    });

    it('removes an item and says whether it was there', async () => {
      const owner = guest();
      await subject.repo.add(owner, p[0]!, at(1));
      await subject.repo.add(owner, p[1]!, at(2));
      expect(await subject.repo.remove(owner, p[0]!)).toEqual({ changed: true, entries: [{ productId: p[1], addedAt: at(2) }] });
      expect(await subject.repo.remove(owner, p[0]!)).toEqual({ changed: false, entries: [{ productId: p[1], addedAt: at(2) }] });
      expect((await subject.repo.list(owner)).map((e) => e.productId)).toEqual([p[1]]);
    });

    it('answers every add and remove with the list after it, newest first, as list has it', async () => {
      const owner = guest();
      for (const [i, id] of [p[0]!, p[1]!, p[2]!].entries()) {
        expect((await subject.repo.add(owner, id, at(i % 2))).entries).toEqual(await subject.repo.list(owner));
      }
      expect((await subject.repo.remove(owner, p[1]!)).entries).toEqual(await subject.repo.list(owner));
      expect((await subject.repo.remove(owner, p[3]!)).entries.map((e) => e.productId)).toEqual([p[2], p[0]]);
    });

    it('keeps owners apart', async () => {
      const a = guest();
      const b = guest();
      await subject.repo.add(a, p[0]!, at(1));
      await subject.repo.remove(b, p[0]!);
      expect(await subject.repo.count(a)).toBe(1);
      expect(await subject.repo.count(b)).toBe(0);
    });

    it('keeps the same session\'s wishlists on two sites apart (ADR 0026)', async () => {
      const onEvans = guest();
      const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
      await subject.repo.add(onEvans, p[0]!, at(1));
      expect(await subject.repo.list(onMandco)).toEqual([]);
      expect(await subject.repo.count(onMandco)).toBe(0);
      await subject.repo.add(onMandco, p[1]!, at(2));
      await subject.repo.remove(onMandco, p[0]!);
      expect((await subject.repo.list(onEvans)).map((e) => e.productId)).toEqual([p[0]]);
    });

    it("merging moves a guest's items to the shopper without duplicates and empties the guest", async () => {
      const from = guest();
      const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
      await subject.repo.add(to, p[0]!, at(1));
      await subject.repo.add(from, p[0]!, at(2));
      await subject.repo.add(from, p[1]!, at(3));
      await subject.repo.mergeOwners([{ from: from, to: to }]);
      expect(await subject.repo.list(to)).toEqual([
        { productId: p[1], addedAt: at(3) },
        { productId: p[0], addedAt: at(1) },
      ]);
      expect(await subject.repo.list(from)).toEqual([]);
      await subject.repo.mergeOwners([{ from: from, to: to }]);
      expect(await subject.repo.count(to)).toBe(2);
    });

    it("merging moves a guest's items of several sites in one call, each to the shopper's list of the same site", async () => {
      const onEvans = guest();
      const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
      const shopperId = await subject.shopperId();
      const shopperOn = (site: string): BasketOwner => ({ kind: 'shopper', shopperId, site });
      await subject.repo.add(shopperOn('mandco'), p[2]!, at(1));
      await subject.repo.add(onEvans, p[0]!, at(2));
      await subject.repo.add(onMandco, p[1]!, at(3));
      await subject.repo.add(onMandco, p[2]!, at(4));
      await subject.repo.mergeOwners(['evans', 'mandco', 'pixie'].map((site) => ({ from: { ...onEvans, site }, to: shopperOn(site) })));
      expect((await subject.repo.list(shopperOn('evans'))).map((e) => e.productId)).toEqual([p[0]]);
      expect((await subject.repo.list(shopperOn('mandco'))).map((e) => e.productId)).toEqual([p[1], p[2]]);
      expect(await subject.repo.count(shopperOn('pixie'))).toBe(0);
      expect(await subject.repo.count(onEvans)).toBe(0);
      expect(await subject.repo.count(onMandco)).toBe(0);
    });

    it('merging an owner into itself changes nothing', async () => {
      const owner = guest();
      await subject.repo.add(owner, p[0]!, at(1));
      await subject.repo.mergeOwners([{ from: owner, to: owner }]);
      expect(await subject.repo.count(owner)).toBe(1);
    });

    propTest.prop([fc.array(fc.record({ add: fc.boolean(), product: fc.integer({ min: 0, max: 3 }) }), { maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 })], { numRuns: 15 })(
      'after any adds and removes the list holds each product once; a merge yields the union',
      async (steps, shopperItems) => {
        const from = guest();
        const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
        const expected = new Set<number>();
        for (const [i, step] of steps.entries()) {
          const id = p[step.product]!;
          if (step.add) {
            await subject.repo.add(from, id, at(i));
            expected.add(id);
          } else {
            await subject.repo.remove(from, id);
            expected.delete(id);
          }
        }
        const listed = (await subject.repo.list(from)).map((e) => e.productId);
        expect(new Set(listed)).toEqual(expected);
        expect(listed).toHaveLength(expected.size);
        for (const n of shopperItems) await subject.repo.add(to, p[n]!, at(100));
        await subject.repo.mergeOwners([{ from: from, to: to }]);
        const union = new Set([...expected, ...shopperItems.map((n) => p[n]!)]);
        const merged = (await subject.repo.list(to)).map((e) => e.productId);
        expect(new Set(merged)).toEqual(union);
        expect(merged).toHaveLength(union.size);
        expect(await subject.repo.count(from)).toBe(0);
      },
    );
  });
}
