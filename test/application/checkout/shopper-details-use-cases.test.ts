import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { PostcodeLibraryFormat } from '../../../src/adapters/system/postcode-library-format.js';
import { SaveShopperDetails } from '../../../src/application/checkout/save-shopper-details.use-case.js';
import { ViewShopperDetails } from '../../../src/application/checkout/view-shopper-details.use-case.js';
import type { ShopperDetailsInput } from '../../../src/domain/checkout/shopper-details.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { InMemoryShopperAccounts } from '../../support/in-memory-shopper-accounts.js';
import { InMemoryShopperDetails } from '../../support/in-memory-shopper-details.js';
import { GB_ADDRESS, SAME_BILLING, US_ADDRESS } from '../../support/shopper-details-fixtures.js';

const clock = { now: () => new Date('2026-11-23T10:00:00.000Z') };
const guest: BasketOwner = { kind: 'guest', sessionId: 'guest-session', site: 'evans' };
const GB_SITE = ['GB', 'IE', 'JE', 'GG', 'IM'];
const US_SITE = ['US', 'CA'];

function setUp() {
  const details = new InMemoryShopperDetails();
  const accounts = new InMemoryShopperAccounts();
  return {
    details, accounts,
    save: new SaveShopperDetails(details, new PostcodeLibraryFormat(), clock),
    view: new ViewShopperDetails(details, accounts),
  };
}

const input = (over: Partial<ShopperDetailsInput> = {}): ShopperDetailsInput => ({
  email: 'ada@example.com', deliveryAddress: GB_ADDRESS, billingSameAsDelivery: true, ...over,
});

describe('save shopper details', () => {
  it('saves cleaned details with postcodes written properly', async () => {
    const { save, view } = setUp();
    const typed = { ...GB_ADDRESS, firstName: '  Ada ', postcode: 'sw1y4lb' };
    const result = await save.execute({ owner: guest, deliveryCountries: GB_SITE, input: input({ email: ' ada@example.com ', deliveryAddress: typed }) });
    expect(result).toEqual({ ok: true, value: SAME_BILLING });
    expect((await view.execute(guest)).saved).toEqual(SAME_BILLING);
  });

  it('judges each address by its own country\'s postcode format', async () => {
    const { save } = setUp();
    const result = await save.execute({
      owner: guest, deliveryCountries: US_SITE,
      input: input({ deliveryAddress: { ...US_ADDRESS, postcode: 'SW1A 1AA' }, billingSameAsDelivery: false, billingAddress: { ...GB_ADDRESS, postcode: '20500' } }),
    });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_SHOPPER_DETAILS', fields: { 'delivery.postcode': 'POSTCODE_FORMAT', 'billing.postcode': 'POSTCODE_FORMAT' } } });
  });

  it('names every problem at once, postcodes too, and saves nothing', async () => {
    const { save, details } = setUp();
    const result = await save.execute({
      owner: guest, deliveryCountries: GB_SITE,
      input: input({ email: '', deliveryAddress: { ...GB_ADDRESS, postcode: '12345', lastName: '' } }),
    });
    expect(result).toEqual({
      ok: false, error: { code: 'INVALID_SHOPPER_DETAILS', fields: { email: 'REQUIRED', 'delivery.lastName': 'REQUIRED', 'delivery.postcode': 'POSTCODE_FORMAT' } },
    });
    expect(details.size).toBe(0);
  });

  it('delivers only to the site\'s countries', async () => {
    const { save, details } = setUp();
    const result = await save.execute({ owner: guest, deliveryCountries: GB_SITE, input: input({ deliveryAddress: US_ADDRESS }) });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_SHOPPER_DETAILS', fields: { 'delivery.countryCode': 'COUNTRY_NOT_DELIVERED' } } });
    expect(details.size).toBe(0);
  });

  it('a failed save keeps the details saved before', async () => {
    const { save, view } = setUp();
    await save.execute({ owner: guest, deliveryCountries: GB_SITE, input: input() });
    await save.execute({ owner: guest, deliveryCountries: GB_SITE, input: input({ email: 'nope' }) });
    expect((await view.execute(guest)).saved).toEqual(SAME_BILLING);
  });

  test.prop([fc.record({ email: fc.string(), deliveryAddress: fc.dictionary(fc.string(), fc.string()), billingSameAsDelivery: fc.anything() }, { requiredKeys: [] })])(
    'a refused save changes nothing; an accepted one is what is read back', async (typed) => {
      const { save, view, details } = setUp();
      const result = await save.execute({ owner: guest, deliveryCountries: GB_SITE, input: typed as ShopperDetailsInput });
      if (result.ok) expect((await view.execute(guest)).saved).toEqual(result.value);
      else expect(details.size).toBe(0);
    });
});

describe('view shopper details', () => {
  it('has nothing for a visitor without a session', async () => {
    expect(await setUp().view.execute(null)).toEqual({ saved: null, email: '', isShopper: false });
  });

  it("fills a signed-in shopper's email from the account until details are saved", async () => {
    const { view, accounts, save } = setUp();
    const created = await accounts.create({ email: 'Grace@Example.com', name: 'Grace', passwordHash: 'x', createdAt: clock.now() });
    const shopper: BasketOwner = { kind: 'shopper', shopperId: created.ok ? created.value.id : 0, site: 'evans' };
    expect(await view.execute(shopper)).toEqual({ saved: null, email: 'Grace@Example.com', isShopper: true });
    await save.execute({ owner: shopper, deliveryCountries: GB_SITE, input: input({ email: 'other@example.com' }) });
    expect(await view.execute(shopper)).toMatchObject({ email: 'other@example.com', isShopper: true });
  });

  it("a guest's email starts empty", async () => {
    expect(await setUp().view.execute(guest)).toEqual({ saved: null, email: '', isShopper: false });
  });
});
