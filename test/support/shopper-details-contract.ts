import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { ShopperDetailsRepository } from '../../src/ports/shopper-details-repository.port.js';
import { OWN_BILLING, SAME_BILLING } from './shopper-details-fixtures.js';

const now = new Date('2026-11-23T10:00:00.000Z');
let owners = 0;
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: `guest-${++owners}-${Math.random().toString(36).slice(2)}`, site: 'evans' });

/** The behaviour every ShopperDetailsRepository shares: the in-memory fake and the SQL adapter on both drivers. */
export function describeShopperDetailsContract(
  name: string,
  make: () => Promise<{ details: ShopperDetailsRepository; shopperId(): Promise<number>; close(): Promise<void> }>,
) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('has no details for an owner who saved none', async () => {
      expect(await subject.details.detailsOf(guest())).toBeNull();
    });

    it('keeps details billed to the delivery address', async () => {
      const owner = guest();
      await subject.details.save(owner, SAME_BILLING, now);
      expect(await subject.details.detailsOf(owner)).toEqual(SAME_BILLING);
    });

    it('keeps a billing address of its own, and any letters (accents, other scripts, emoji) exactly', async () => {
      const owner = guest();
      await subject.details.save(owner, OWN_BILLING, now);
      expect(await subject.details.detailsOf(owner)).toEqual(OWN_BILLING);
    });

    it('a later save replaces the earlier one whole', async () => {
      const owner = guest();
      await subject.details.save(owner, OWN_BILLING, now);
      await subject.details.save(owner, SAME_BILLING, now);
      expect(await subject.details.detailsOf(owner)).toEqual(SAME_BILLING);
    });

    it('hands out copies: changing what was read changes nothing saved', async () => {
      const owner = guest();
      await subject.details.save(owner, SAME_BILLING, now);
      const read = (await subject.details.detailsOf(owner))!;
      read.deliveryAddress.city = 'Paris';
      expect(await subject.details.detailsOf(owner)).toEqual(SAME_BILLING);
    });

    it('keeps owners apart', async () => {
      const a = guest();
      await subject.details.save(a, OWN_BILLING, now);
      expect(await subject.details.detailsOf(guest())).toBeNull();
    });

    it("a guest's details move to the shopper on sign-in, replacing the shopper's older ones", async () => {
      const from = guest();
      const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
      await subject.details.save(to, SAME_BILLING, now);
      await subject.details.save(from, OWN_BILLING, now);
      await subject.details.mergeOwners([{ from: from, to: to }]);
      expect(await subject.details.detailsOf(to)).toEqual(OWN_BILLING);
      expect(await subject.details.detailsOf(from)).toBeNull();
    });

    it("a guest who entered nothing leaves the shopper's details alone", async () => {
      const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
      await subject.details.save(to, SAME_BILLING, now);
      await subject.details.mergeOwners([{ from: guest(), to: to }]);
      expect(await subject.details.detailsOf(to)).toEqual(SAME_BILLING);
    });

    it('merging an owner into itself changes nothing', async () => {
      const owner = guest();
      await subject.details.save(owner, OWN_BILLING, now);
      await subject.details.mergeOwners([{ from: owner, to: owner }]);
      expect(await subject.details.detailsOf(owner)).toEqual(OWN_BILLING);
    });
  });
}
