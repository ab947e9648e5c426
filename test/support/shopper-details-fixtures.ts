import type { Address } from '../../src/domain/checkout/address.js';
import type { ShopperDetails } from '../../src/domain/checkout/shopper-details.js';

export const GB_ADDRESS: Address = {
  firstName: 'Ada', lastName: 'Lovelace', line1: '12 St James’s Square', apartment: '', line2: '', city: 'London',
  stateOrProvince: '', postcode: 'SW1Y 4LB', countryCode: 'GB', phone: '+44 20 7946 0000',
};

export const US_ADDRESS: Address = {
  firstName: 'Grace', lastName: 'Hopper', line1: '1600 Pennsylvania Ave NW', apartment: 'Suite 2', line2: '', city: 'Washington',
  stateOrProvince: 'DC', postcode: '20500', countryCode: 'US', phone: '(202) 456-1111',
};

export const SAME_BILLING: ShopperDetails = { email: 'ada@example.com', deliveryAddress: GB_ADDRESS, billingSameAsDelivery: true, billingAddress: null };

export const OWN_BILLING: ShopperDetails = {
  email: 'zoë@example.com',
  deliveryAddress: { ...GB_ADDRESS, firstName: 'Zoë', lastName: 'Ørsted-Łukasz 👩‍💻', line2: 'Flat 3' },
  billingSameAsDelivery: false,
  billingAddress: US_ADDRESS,
};
