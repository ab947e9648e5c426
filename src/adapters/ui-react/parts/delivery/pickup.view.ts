import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';

/** A pick-up point the basket has chosen, as the delivery section shows it. */
interface ChosenPickupPointView {
  storeId: string;
  name: string;
  addressLines: string[];
}

/** One pick-up network offered in the delivery section: its option, price and chosen point. */
export interface PickupOptionView {
  network: PickupNetwork;
  /** The DeliveryOptionID posted when a point of this network is chosen. */
  deliveryOptionId: string;
  label: string;
  /** The option's price, formatted for the site ('Free' when nothing). */
  priceText: string;
  selected: boolean;
  /** The point chosen for this network; null until one is. */
  chosenPoint: ChosenPickupPointView | null;
}
