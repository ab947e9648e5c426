import type { DeliveryKind } from './delivery-option-ids.js';
import type { PickupNetwork } from './pickup-network.js';
import type { SafePlace } from './delivery-options.js';

/** The pick-up point a basket chose: who runs it, its id, what the page shows and the fields the network needs. */
export interface ChosenPickupPoint {
  network: PickupNetwork;
  storeId: string;
  name: string;
  addressLines: string[];
  /** The network's saved fields (spec section 3), sent on with the order as `JsonData`. */
  savedFields: Record<string, unknown>;
}

/** The delivery a basket chose (spec section 3: the delivery selection, as validated and stored). */
export interface DeliveryChoice {
  /** ISO code of the destination country (`DeliveryCountryID`). */
  country: string;
  kind: DeliveryKind;
  /** 'YYYY-MM-DD' for a nominated day, else ''. */
  statedDay: string;
  safePlace: SafePlace | '';
  safePlaceInstructions: string;
  /** Set exactly when `kind` is a pick-up network. */
  pickupPoint: ChosenPickupPoint | null;
}

/** A basket that has chosen nothing gets standard delivery to the site's own country. */
export const defaultDeliveryChoice = (country: string): DeliveryChoice => ({
  country, kind: 'standard', statedDay: '', safePlace: '', safePlaceInstructions: '', pickupPoint: null,
});
