import type { PickupNetwork } from '../../../../../../domain/delivery/pickup-network.js';

/** Element ids the pick-up options, modals and browser code share. */
export const pickupModalId = (network: PickupNetwork): string => `pickup-modal-${network}`;
export const pickupMapSelector = (network: PickupNetwork): string => `#pickup-map-${network}`;
export const PICKUP_OPENER_SELECTOR = '[data-open-pickup]';

const NETWORKS: readonly PickupNetwork[] = ['hand-over', 'coll8', 'collect-plus', 'inpost', 'hermes'];

/** The network a `data-open-pickup` value names, or null. */
export const pickupNetworkOf = (value: string | undefined): PickupNetwork | null =>
  NETWORKS.find((network) => network === value) ?? null;
