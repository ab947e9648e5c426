import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  amountToFreeDelivery, deliveryOptionsFor, nominatedDays, NOMINATED_DAYS_OFFERED, offersSafePlace, SAFE_PLACE_INSTRUCTIONS_MAX,
  safePlaceInstructionsFor, SAFE_PLACES,
} from '../../../src/domain/delivery/delivery-options.js';
import { deliveryKindOf, DELIVERY_OPTION_IDS } from '../../../src/domain/delivery/delivery-option-ids.js';
import { money } from '../../../src/domain/pricing/money.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';

const evans = findSiteVariant('evans')!;
const germany = findSiteVariant('yours-clothing-de')!;
const gbp = (minor: number) => money(minor, 'GBP');
const summary = (options: ReturnType<typeof deliveryOptionsFor>) => options.map((o) => [o.kind, o.price.amountMinor, o.freeOverThreshold]);

describe('delivery options', () => {
  it('UK baskets get every home option and the five pick-up networks, standard free from £50', () => {
    expect(summary(deliveryOptionsFor(evans, 'GB', gbp(2799)))).toEqual([
      ['standard', 399, false], ['express', 699, false], ['nominated-day', 599, false],
      ['hand-over', 299, false], ['coll8', 299, false], ['collect-plus', 299, false], ['inpost', 249, false], ['hermes', 299, false],
    ]);
    const free = deliveryOptionsFor(evans, 'GB', gbp(5000));
    expect(free.find((o) => o.kind === 'standard')).toMatchObject({ price: gbp(0), freeOverThreshold: true });
    expect(free.find((o) => o.kind === 'express')!.price).toEqual(gbp(699));
    expect(free.find((o) => o.kind === 'inpost')!.price).toEqual(gbp(0));
  });

  it('another country gets standard and express at international prices, no pick-up; a country not served gets none', () => {
    expect(summary(deliveryOptionsFor(evans, 'IE', gbp(100)))).toEqual([['standard', 999, false], ['express', 1999, false]]);
    expect(deliveryOptionsFor(evans, 'US', gbp(100))).toEqual([]);
  });

  it('prices follow the site currency like catalog prices', () => {
    const options = deliveryOptionsFor(germany, 'DE', money(1000, 'EUR'));
    expect(options.map((o) => o.price)).toEqual([money(584, 'EUR'), money(1169, 'EUR')]);
    expect(amountToFreeDelivery(germany, 'DE', money(1000, 'EUR'))).toEqual(money(6020, 'EUR'));
  });

  it('tells what the goods still need for free delivery', () => {
    expect(amountToFreeDelivery(evans, 'GB', gbp(2799))).toEqual(gbp(2201));
    expect(amountToFreeDelivery(evans, 'GB', gbp(5000))).toBeNull();
    expect(amountToFreeDelivery(evans, 'US', gbp(5000))).toBeNull();
  });

  it('offers a safe place for UK home delivery only', () => {
    const [standard] = deliveryOptionsFor(evans, 'GB', gbp(100));
    expect(offersSafePlace(standard!, evans, 'GB')).toBe(true);
    expect(offersSafePlace(standard!, evans, 'IE')).toBe(false);
    const coll8 = deliveryOptionsFor(evans, 'GB', gbp(100)).find((o) => o.kind === 'coll8')!;
    expect(offersSafePlace(coll8, evans, 'GB')).toBe(false);
  });

  it('wire ids name the options both ways, "1" being standard', () => {
    expect(deliveryKindOf('1')).toBe('standard');
    expect(deliveryKindOf('99')).toBeNull();
    for (const [kind, id] of Object.entries(DELIVERY_OPTION_IDS)) expect(deliveryKindOf(id)).toBe(kind);
  });

  test.prop([fc.integer({ min: 0, max: 1_000_000 })])('free standard delivery exactly from the threshold', (goods) => {
    const standard = deliveryOptionsFor(evans, 'GB', gbp(goods))[0]!;
    expect(standard.freeOverThreshold).toBe(goods >= 5000);
    expect(amountToFreeDelivery(evans, 'GB', gbp(goods)) === null).toBe(goods >= 5000);
  });
});

describe('nominated days', () => {
  it('start two days on, skip Sundays and offer seven', () => {
    // Friday 20 November 2026: Sunday is skipped.
    expect(nominatedDays(new Date('2026-11-20T23:30:00Z'))).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30',
    ]);
  });

  test.prop([fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })])('never a Sunday, never sooner than two days, in order', (today) => {
    const days = nominatedDays(today);
    expect(days).toHaveLength(NOMINATED_DAYS_OFFERED);
    const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    days.forEach((day, i) => {
      const t = Date.parse(`${day}T00:00:00Z`);
      expect(new Date(t).getUTCDay()).not.toBe(0);
      expect(t - startOfToday).toBeGreaterThanOrEqual(2 * 86_400_000);
      if (i > 0) expect(t).toBeGreaterThan(Date.parse(`${days[i - 1]}T00:00:00Z`));
    });
  });
});

describe('safePlaceInstructionsFor', () => {
  test.prop([fc.constantFrom('' as const, ...SAFE_PLACES), fc.string({ maxLength: 400 })])('kept only with a safe place, trimmed, never longer than a label takes', (place, typed) => {
    const kept = safePlaceInstructionsFor(place, typed);
    if (place === '') expect(kept).toBe('');
    expect(kept.length).toBeLessThanOrEqual(SAFE_PLACE_INSTRUCTIONS_MAX);
    expect(kept).not.toMatch(/^\s/);
    if (place !== '' && typed.trim().length <= SAFE_PLACE_INSTRUCTIONS_MAX) expect(kept).toBe(typed.trim());
  });
});
