import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDeliveryChoice, type DeliveryChoice } from '../../src/domain/delivery/delivery-choice.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { DeliveryChoices } from '../../src/ports/delivery-choices.port.js';

const now = new Date('2026-11-23T10:00:00.000Z');
let owners = 0;
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: `guest-${++owners}-${Math.random().toString(36).slice(2)}`, site: 'evans' });

const NOMINATED: DeliveryChoice = {
  country: 'GB', kind: 'nominated-day', statedDay: '2026-11-26', safePlace: 'porch', safePlaceInstructions: 'Behind the blue pot, by the door', pickupPoint: null,
};
const COLL8: DeliveryChoice = {
  country: 'GB', kind: 'coll8', statedDay: '', safePlace: '', safePlaceInstructions: '',
  pickupPoint: {
    network: 'coll8', storeId: 'C8-LDS-004', name: 'Spar Headingley', addressLines: ['12 Otley Road', 'Leeds', 'LS6 2AL'],
    savedFields: { locationCode: 'C8-LDS-004', companyName: 'Spar Headingley', latitude: 53.82, longitude: -1.58, locationOperatingHours: [] },
  },
};

/** The behaviour every DeliveryChoices shares: the in-memory fake and the SQL adapter on both drivers. */
export function describeDeliveryChoicesContract(
  name: string,
  make: () => Promise<{ choices: DeliveryChoices; shopperId(): Promise<number>; close(): Promise<void> }>,
) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('has no choice for an owner who chose nothing', async () => {
      expect(await subject.choices.choiceOf(guest())).toBeNull();
    });

    it('keeps a home choice with its day, safe place and instructions', async () => {
      const owner = guest();
      await subject.choices.save(owner, NOMINATED, now);
      expect(await subject.choices.choiceOf(owner)).toEqual(NOMINATED);
    });

    it('keeps a pick-up point whole, and a later save replaces the earlier one', async () => {
      const owner = guest();
      await subject.choices.save(owner, NOMINATED, now);
      await subject.choices.save(owner, COLL8, now);
      expect(await subject.choices.choiceOf(owner)).toEqual(COLL8);
      await subject.choices.save(owner, defaultDeliveryChoice('IE'), now);
      expect(await subject.choices.choiceOf(owner)).toEqual(defaultDeliveryChoice('IE'));
    });

    it("keeps owners apart", async () => {
      const a = guest();
      const b = guest();
      await subject.choices.save(a, COLL8, now);
      expect(await subject.choices.choiceOf(b)).toBeNull();
    });

    it('keeps the same session\'s choices on two sites apart (ADR 0026)', async () => {
      const onEvans = guest();
      const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
      await subject.choices.save(onEvans, COLL8, now);
      expect(await subject.choices.choiceOf(onMandco)).toBeNull();
      await subject.choices.save(onMandco, NOMINATED, now);
      expect(await subject.choices.choiceOf(onEvans)).toEqual(COLL8);
    });

    it("a guest's choice moves to the shopper on sign-in, replacing the shopper's older one", async () => {
      const from = guest();
      const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
      await subject.choices.save(to, NOMINATED, now);
      await subject.choices.save(from, COLL8, now);
      await subject.choices.mergeOwners([{ from: from, to: to }]);
      expect(await subject.choices.choiceOf(to)).toEqual(COLL8);
      expect(await subject.choices.choiceOf(from)).toBeNull();
    });

    it('a guest who chose nothing leaves the shopper\'s choice alone', async () => {
      const to: BasketOwner = { kind: 'shopper', shopperId: await subject.shopperId(), site: 'evans' };
      await subject.choices.save(to, NOMINATED, now);
      await subject.choices.mergeOwners([{ from: guest(), to: to }]);
      expect(await subject.choices.choiceOf(to)).toEqual(NOMINATED);
    });
  });
}
