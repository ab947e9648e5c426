import { describe, expect, test } from 'vitest';
import { addToBagModalHref } from '../../../../../src/adapters/ui-react/parts/basket/basket-urls.js';

describe('the add-to-bag modal address', () => {
  test('names the product (spec), the size just added and the shopper\'s sizing region', () => {
    expect(addToBagModalHref({ productId: 12, stockId: 'EV-000012-14', sizingRegion: 'EU' }))
      .toBe('/frontendComponents/api/GetAddToBagModal?productId=12&stockId=EV-000012-14&sizingRegion=EU');
  });
  test('leaves out what it does not know', () => {
    expect(addToBagModalHref({ productId: 12, stockId: null, sizingRegion: '' })).toBe('/frontendComponents/api/GetAddToBagModal?productId=12');
  });
});
