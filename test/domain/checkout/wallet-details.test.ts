import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { checkShopperDetails } from '../../../src/domain/checkout/shopper-details.js';
import { addressOfWallet, shopperDetailsOfWallet, splitWalletName } from '../../../src/domain/checkout/wallet-details.js';

const shipping = {
  name: 'Ada King Lovelace', address1: '1 Wallet Way', address3: 'Flat 2', countryCode: 'gb', locality: 'Manchester',
  administrativeArea: 'Greater Manchester', postalCode: 'M1 1AE', phoneNumber: '0161 496 0000',
};

describe("an express wallet payment's details as the shopper-details form's fields", () => {
  it('the last word of the name is the family name; one word is a family name alone', () => {
    expect(splitWalletName('Ada King Lovelace')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' });
    expect(splitWalletName('  Cher ')).toEqual({ firstName: '', lastName: 'Cher' });
    expect(splitWalletName('')).toEqual({ firstName: '', lastName: '' });
  });

  it("maps the spec's wallet address fields; a UK county is not a state, a US state is", () => {
    expect(addressOfWallet(shipping)).toEqual({
      firstName: 'Ada King', lastName: 'Lovelace', line1: '1 Wallet Way', line2: 'Flat 2', city: 'Manchester', stateOrProvince: '',
      postcode: 'M1 1AE', countryCode: 'GB', phone: '0161 496 0000',
    });
    expect(addressOfWallet({ ...shipping, countryCode: 'US', administrativeArea: 'NY' }).stateOrProvince).toBe('NY');
  });

  it('billing is the same as delivery without a billing address, or with the same one', () => {
    expect(shopperDetailsOfWallet({ email: 'ada@example.com', shippingAddress: shipping })).toEqual({
      email: 'ada@example.com', deliveryAddress: addressOfWallet(shipping), billingSameAsDelivery: true,
    });
    expect(shopperDetailsOfWallet({ email: 'a@b.co', shippingAddress: shipping, billingAddress: { ...shipping, phoneNumber: '' } }).billingSameAsDelivery).toBe(true);
  });

  it("the card's own billing address is kept when it differs", () => {
    const billing = { ...shipping, address1: '9 Card Street', postalCode: 'SW1A 2AA', locality: 'London' };
    const details = shopperDetailsOfWallet({ email: 'ada@example.com', shippingAddress: shipping, billingAddress: billing });
    expect(details.billingSameAsDelivery).toBe(false);
    expect(details.billingAddress).toMatchObject({ line1: '9 Card Street', postcode: 'SW1A 2AA', city: 'London' });
  });

  it('is judged by the details form rules: a wallet without a name or email names those fields', () => {
    const judged = checkShopperDetails(shopperDetailsOfWallet({ shippingAddress: { ...shipping, name: 'Cher' } }), { deliveryCountries: ['GB'] });
    expect(judged.ok).toBe(false);
    if (!judged.ok) expect(Object.keys(judged.error).sort()).toEqual(['delivery.firstName', 'email']);
    expect(checkShopperDetails(shopperDetailsOfWallet({ email: 'ada@example.com', shippingAddress: shipping }), { deliveryCountries: ['GB'] }).ok).toBe(true);
  });

  const text = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
  const address = fc.record({ name: text, address1: text, address3: text, countryCode: text, locality: text, administrativeArea: text, postalCode: text, phoneNumber: text }, { requiredKeys: [] });
  test.prop([fc.record({ email: text, shippingAddress: fc.option(address, { nil: undefined }), billingAddress: fc.option(address, { nil: undefined }) }, { requiredKeys: [] })])(
    'any wallet payload maps without throwing and is judged without throwing',
    (wallet) => {
      const input = shopperDetailsOfWallet(wallet as Parameters<typeof shopperDetailsOfWallet>[0]);
      checkShopperDetails(input, { deliveryCountries: ['GB', 'US'] });
    },
  );
});
