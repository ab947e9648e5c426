import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SELECTION,
  deliverySelection,
  pickupDeliverySelection,
} from '../../../src/domain/delivery/delivery-selection.js';

describe('delivery selection payload', () => {
  it('defaults DeliveryOptionID to "1" and carries every spec field', () => {
    expect(DEFAULT_DELIVERY_SELECTION).toEqual({
      DeliveryOptionID: '1',
      StoreID: '',
      StatedDay: '',
      ChosenSafePlace: '',
      ChosenSafePlaceInstructions: '',
      JsonData: '',
      DeliveryCountryID: '',
      showCountries: false,
      isExpressPayment: false,
    });
  });
  it('overrides the given fields only', () => {
    expect(deliverySelection({ ChosenSafePlace: 'Porch', isExpressPayment: true })).toEqual({
      ...DEFAULT_DELIVERY_SELECTION,
      ChosenSafePlace: 'Porch',
      isExpressPayment: true,
    });
    expect(deliverySelection()).toEqual(DEFAULT_DELIVERY_SELECTION);
  });
  it('puts a pick-up location id in StoreID and its saved fields in JsonData', () => {
    const selection = pickupDeliverySelection('7', 'CP-1', { site_name: 'Corner Shop', Postcode: 'LS1 1AA' }, { DeliveryCountryID: '826' });
    expect(selection).toMatchObject({ DeliveryOptionID: '7', StoreID: 'CP-1', DeliveryCountryID: '826' });
    expect(JSON.parse(selection.JsonData)).toEqual({ site_name: 'Corner Shop', Postcode: 'LS1 1AA' });
  });
});
