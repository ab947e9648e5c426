import { describe, expect, it } from 'vitest';
import { closedDeliveryModal, deliveryModalTransition } from '../../../../../src/adapters/ui-react/rules/delivery/delivery-modal.js';

describe('delivery modal', () => {
  it('sets up the map on the first open only', () => {
    const first = deliveryModalTransition(closedDeliveryModal('coll8'), { type: 'open' });
    expect(first).toEqual({ state: { network: 'coll8', visible: true, initialised: true }, effects: ['initialise'] });
    const closed = deliveryModalTransition(first.state, { type: 'close' });
    expect(closed).toEqual({ state: { network: 'coll8', visible: false, initialised: true }, effects: [] });
    expect(deliveryModalTransition(closed.state, { type: 'open' }).effects).toEqual([]);
  });
  it('hides and marks the option selected when a location is chosen', () => {
    const open = deliveryModalTransition(closedDeliveryModal('collect-plus'), { type: 'open' }).state;
    expect(deliveryModalTransition(open, { type: 'locationChosen' })).toEqual({
      state: { network: 'collect-plus', visible: false, initialised: true },
      effects: ['saveSelection', 'markOptionSelected'],
    });
  });
  it('fires the Hermes visible, hidden and selected events', () => {
    const open = deliveryModalTransition(closedDeliveryModal('hermes'), { type: 'open' });
    expect(open.effects).toEqual(['initialise', 'hermesVisible']);
    expect(deliveryModalTransition(open.state, { type: 'open' }).effects).toEqual([]);
    const hidden = deliveryModalTransition(open.state, { type: 'close' });
    expect(hidden.effects).toEqual(['hermesHidden', 'closeInfoBox', 'closeOverlay']);
    expect(deliveryModalTransition(hidden.state, { type: 'close' }).effects).toEqual([]);
    expect(deliveryModalTransition(hidden.state, { type: 'open' }).effects).toEqual(['hermesVisible']);
    expect(deliveryModalTransition(open.state, { type: 'locationChosen' }).effects).toEqual([
      'storeHermesCookie',
      'hermesSelected',
      'saveSelection',
      'markOptionSelected',
    ]);
  });
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown event', () => {
    expect(() => deliveryModalTransition(closedDeliveryModal('inpost'), { type: 'bogus' } as unknown as { type: 'open' })).toThrow(
      'Unexpected value',
    );
  });
});
