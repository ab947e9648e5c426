import { assertNever } from '../../../../domain/shared/result.js';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';

/**
 * A pick-up delivery modal (spec section 4): hidden or visible; opening sets up its map (or the
 * hand-over widget, or the Hermes module) on the first open only; a close control hides it;
 * choosing a location hides it and marks that delivery option selected.
 * Hermes also fires its visible event on every open (pay-now button hidden), its hidden event
 * on close (button restored, info box and overlay closed), and on selection stores the cookie
 * and fires its selected event, after which the selection is saved. Reopening only shows the
 * modal again: nothing is set up twice.
 */
export interface DeliveryModalState {
  network: PickupNetwork;
  visible: boolean;
  initialised: boolean;
}

export type DeliveryModalEvent = { type: 'open' } | { type: 'close' } | { type: 'locationChosen' };

export type DeliveryModalEffect =
  | 'initialise'
  | 'markOptionSelected'
  | 'hermesVisible'
  | 'hermesHidden'
  | 'closeInfoBox'
  | 'closeOverlay'
  | 'storeHermesCookie'
  | 'hermesSelected'
  | 'saveSelection';

export interface DeliveryModalStep {
  state: DeliveryModalState;
  effects: DeliveryModalEffect[];
}

export function closedDeliveryModal(network: PickupNetwork): DeliveryModalState {
  return { network, visible: false, initialised: false };
}

export function deliveryModalTransition(state: DeliveryModalState, event: DeliveryModalEvent): DeliveryModalStep {
  const hermes = state.network === 'hermes';
  switch (event.type) {
    case 'open': {
      const effects: DeliveryModalEffect[] = state.initialised ? [] : ['initialise'];
      if (hermes && !state.visible) effects.push('hermesVisible');
      return { state: { ...state, visible: true, initialised: true }, effects };
    }
    case 'close': {
      const effects: DeliveryModalEffect[] = hermes && state.visible ? ['hermesHidden', 'closeInfoBox', 'closeOverlay'] : [];
      return { state: { ...state, visible: false }, effects };
    }
    case 'locationChosen': {
      const effects: DeliveryModalEffect[] = hermes
        ? ['storeHermesCookie', 'hermesSelected', 'saveSelection', 'markOptionSelected']
        : ['saveSelection', 'markOptionSelected'];
      return { state: { ...state, visible: false }, effects };
    }
    default:
      return assertNever(event);
  }
}
