import { describe, expect, test } from 'vitest';
import { openStoreMap } from '../../../../../../../src/adapters/ui-react/screens/basket/delivery/map/open-store-map.client.js';

describe('opening a pick-up map', () => {
  test("a missing element throws 'Element with selector ... not found' (spec section 8), before any map code loads", async () => {
    const page = { querySelector: () => null } as unknown as ParentNode;
    await expect(openStoreMap('#pickup-map-coll8', { tileUrl: null, tileAttribution: null, label: 'Map' }, page))
      .rejects.toThrow('Element with selector #pickup-map-coll8 not found');
  });
});
