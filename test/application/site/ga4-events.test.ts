import { describe, expect, it } from 'vitest';
import { viewItemEvent, viewItemListEvent } from '../../../src/application/site/ga4-events.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import { BLACK_WRAP, RED_MIDI } from '../../support/catalog-fixtures.js';

const site = (id: string) => findSiteVariant(id)!;
const NOW = new Date('2026-11-28T10:00:00Z');

describe('GA4 page events', () => {
  it('view_item: GA4\'s item fields, the price in major units of the site\'s currency', () => {
    expect(viewItemEvent(BLACK_WRAP, site('evans'), NOW)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP', value: 30,
        items: [{ item_id: BLACK_WRAP.code, item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', price: 30, quantity: 1 }],
      },
    });
  });

  it('a reduced product is priced at what the shopper pays; another site converts to its currency', () => {
    expect(viewItemEvent(RED_MIDI, site('evans'), NOW).ecommerce).toMatchObject({ value: 25, items: [{ price: 25 }] });
    expect(viewItemEvent(BLACK_WRAP, site('evans-ie'), NOW).ecommerce).toMatchObject({ currency: 'EUR', value: 35.1, items: [{ price: 35.1 }] });
  });

  it('view_item_list: the list, and its products in the order shown with their index', () => {
    const event = viewItemListEvent({ id: 'dresses', name: 'Dresses' }, [BLACK_WRAP, RED_MIDI], site('evans'), NOW);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'dresses', item_list_name: 'Dresses' });
    expect(event.ecommerce.items.map((i) => [i.item_name, i.index, i.price])).toEqual([['Black Wrap Dress', 0, 30], ['Red Midi Dress', 1, 25]]);
  });
});
