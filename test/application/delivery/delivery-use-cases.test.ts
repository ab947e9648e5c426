import { describe, expect, it } from 'vitest';
import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import { ChooseDelivery } from '../../../src/application/delivery/choose-delivery.use-case.js';
import { ViewCheckout } from '../../../src/application/delivery/view-checkout.use-case.js';
import { deliverySelection } from '../../../src/domain/delivery/delivery-selection.js';
import { money } from '../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { ok } from '../../../src/domain/shared/result.js';
import type { PickupDirectories, PickupNetworkDirectory, PickupPoint } from '../../../src/ports/pickup-network.port.js';
import { InMemoryBasketDiscounts } from '../../support/in-memory-basket-discounts.js';
import { InMemoryDeliveryChoices } from '../../support/in-memory-delivery-choices.js';
import { basketKit, NOW, site } from '../basket/basket-test-kit.js';

const guest: BasketOwner = { kind: 'guest', sessionId: 's1', site: 'evans' };
const evans = site('evans');
const HOURS = { opens: '08:00', closes: '20:00' };

const point: PickupPoint = {
  network: 'coll8', id: 'C8-1', name: 'Spar Headingley', addressLines: ['12 Otley Road'], town: 'Leeds', county: 'West Yorkshire',
  postcode: 'LS6 2AL', countryCode: 'GB', latitude: 53.82, longitude: -1.58, openingHours: [HOURS, HOURS, HOURS, HOURS, HOURS, HOURS, null],
  distanceMetres: 120, routingCode: '',
};

function directory(network: PickupNetworkDirectory['network'], points: PickupPoint[], calls: string[]): PickupNetworkDirectory {
  return {
    network,
    search: async () => ok(points),
    pointById: async (id) => {
      calls.push(`${network}:${id}`);
      return ok(points.find((p) => p.id === id) ?? null);
    },
  };
}

async function setup(quantity = 1) {
  const kit = basketKit();
  const discounts = new InMemoryBasketDiscounts();
  const choices = new InMemoryDeliveryChoices();
  const calls: string[] = [];
  const pickup: PickupDirectories = {
    coll8: directory('coll8', [point], calls), 'collect-plus': directory('collect-plus', [], calls), inpost: directory('inpost', [], calls),
    hermes: directory('hermes', [], calls), 'hand-over': directory('hand-over', [], calls),
  };
  const view = new ViewCheckout(new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock), discounts, choices, kit.clock);
  const choose = new ChooseDelivery(choices, pickup, view, kit.clock);
  await kit.baskets.add(guest, { stockId: 'FX-000101-12', quantity, giftVoucher: null }, 'line-1', NOW);
  return { ...kit, discounts, choices, view, choose, calls };
}

describe('ViewCheckout', () => {
  it('standard delivery by default, with the options, days and totals as Money', async () => {
    const { view } = await setup();
    const overview = await view.execute(guest, evans);
    expect(overview.delivery.saved).toBe(false);
    expect(overview.delivery.choice.kind).toBe('standard');
    expect(overview.delivery.options.map((o) => o.kind)).toContain('coll8');
    expect(overview.delivery.nominatedDays[0]).toBe('2026-11-03');
    expect(overview.totals).toMatchObject({ subtotal: money(3000, 'GBP'), delivery: money(399, 'GBP'), total: money(3399, 'GBP') });
    expect(overview.shortfalls).toEqual([]);
  });

  it('marks a line holding more than the stock now has', async () => {
    const { view, catalog } = await setup(2);
    const product = (await catalog.findProductById(101))!;
    await catalog.saveProducts([{ ...product, sizes: product.sizes.map((s) => (s.stockId === 'FX-000101-12' ? { ...s, unitsInStock: 1 } : s)) }]);
    expect((await view.execute(guest, evans)).shortfalls).toEqual([{ shoppingBasketId: 'line-1', available: 1, archived: false }]);
  });

  it('a saved choice the country no longer offers falls back to standard', async () => {
    const { view, choices } = await setup();
    await choices.save(guest, { country: 'US', kind: 'express', statedDay: '', safePlace: '', safePlaceInstructions: '', pickupPoint: null });
    const overview = await view.execute(guest, evans);
    expect(overview.delivery.choice).toMatchObject({ country: 'GB', kind: 'standard' });
    expect(overview.delivery.saved).toBe(false);
  });

  it('an empty basket for a shopper without a session', async () => {
    const { view } = await setup();
    const overview = await view.execute(null, evans);
    expect(overview.basket.lines).toEqual([]);
    expect(overview.discounts).toEqual([]);
  });
});

describe('ChooseDelivery', () => {
  it('saves a nominated day with a safe place, trimmed instructions', async () => {
    const { choose, choices } = await setup();
    const result = await choose.execute({
      owner: guest, site: evans,
      selection: deliverySelection({ DeliveryOptionID: '3', StatedDay: '2026-11-04', ChosenSafePlace: 'shed', ChosenSafePlaceInstructions: '  round the back ' }),
    });
    expect(result.ok).toBe(true);
    expect(await choices.choiceOf(guest)).toEqual({
      country: 'GB', kind: 'nominated-day', statedDay: '2026-11-04', safePlace: 'shed', safePlaceInstructions: 'round the back', pickupPoint: null,
    });
  });

  it('saves a pick-up point as its network knows it, whatever JsonData says', async () => {
    const { choose, choices, calls } = await setup();
    const result = await choose.execute({
      owner: guest, site: evans, selection: deliverySelection({ DeliveryOptionID: '11', StoreID: ' C8-1 ', JsonData: '{"companyName":"Fake"}' }),
    });
    expect(result.ok).toBe(true);
    expect(calls).toEqual(['coll8:C8-1']);
    const saved = (await choices.choiceOf(guest))!.pickupPoint!;
    expect(saved).toMatchObject({ network: 'coll8', storeId: 'C8-1', name: 'Spar Headingley', addressLines: ['12 Otley Road', 'Leeds', 'LS6 2AL'] });
    expect(saved.savedFields).toMatchObject({ locationCode: 'C8-1', companyName: 'Spar Headingley', cityTown: 'Leeds' });
    expect((saved.savedFields.locationOperatingHours as unknown[])).toHaveLength(7);
  });

  it.each([
    [{ DeliveryOptionID: '42' }, 'UNKNOWN_DELIVERY_OPTION'],
    [{ DeliveryCountryID: 'FR' }, 'DELIVERY_COUNTRY_UNAVAILABLE'],
    [{ DeliveryOptionID: '3', StatedDay: '2026-11-02' }, 'NOMINATED_DAY_UNAVAILABLE'],
    [{ DeliveryOptionID: '3', StatedDay: '2026-11-08' }, 'NOMINATED_DAY_UNAVAILABLE'],
    [{ ChosenSafePlace: 'chimney' }, 'UNKNOWN_SAFE_PLACE'],
    [{ DeliveryOptionID: '11' }, 'PICKUP_POINT_REQUIRED'],
    [{ DeliveryOptionID: '11', StoreID: 'C8-404' }, 'PICKUP_POINT_NOT_FOUND'],
  ])('refuses %o with %s and saves nothing', async (fields, code) => {
    const { choose, choices } = await setup();
    const result = await choose.execute({ owner: guest, site: evans, selection: deliverySelection(fields) });
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(await choices.choiceOf(guest)).toBeNull();
  });

  it('a pick-up network that cannot be reached is PROVIDER_UNAVAILABLE', async () => {
    const { view, choices, clock } = await setup();
    const down: PickupNetworkDirectory = { network: 'inpost', search: async () => ok([]), pointById: async () => ({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }) };
    const pickup = { inpost: down } as unknown as PickupDirectories;
    const result = await new ChooseDelivery(choices, pickup, view, clock).execute({ owner: guest, site: evans, selection: deliverySelection({ DeliveryOptionID: '13', StoreID: 'X' }) });
    expect(result.ok ? null : result.error.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('changing only the country keeps an offered option and falls back to standard otherwise', async () => {
    const { choose, choices } = await setup();
    await choose.execute({ owner: guest, site: evans, selection: deliverySelection({ DeliveryOptionID: '11', StoreID: 'C8-1' }) });
    const moved = await choose.execute({ owner: guest, site: evans, selection: deliverySelection({ DeliveryOptionID: '11', DeliveryCountryID: 'IE' }) });
    expect(moved.ok && moved.value).toMatchObject({ country: 'IE', kind: 'standard', pickupPoint: null });
    const express = await choose.execute({ owner: guest, site: evans, selection: deliverySelection({ DeliveryOptionID: '2', DeliveryCountryID: 'GB' }) });
    expect(express.ok && express.value).toMatchObject({ country: 'GB', kind: 'express' });
    expect((await choices.choiceOf(guest))!.kind).toBe('express');
  });

  it('a safe place is dropped where none is offered (another country)', async () => {
    const { choose } = await setup();
    const result = await choose.execute({ owner: guest, site: evans, selection: deliverySelection({ DeliveryCountryID: 'IE', ChosenSafePlace: 'porch', ChosenSafePlaceInstructions: 'x' }) });
    expect(result.ok && result.value).toMatchObject({ country: 'IE', safePlace: '', safePlaceInstructions: '' });
  });
});
