import type { RegionCode } from '../site/site-variant.js';
import type { PickupNetwork } from './pickup-network.js';

/**
 * The pick-up networks a site offers and what collecting costs. The networks (Coll8, Collect+,
 * InPost, Evri and the hand-over points) deliver in Great Britain only, so GB sites offer all
 * five and other regions none. Prices in pence (GBP); the hand-over point is free.
 */
export const PICKUP_NETWORK_ORDER: readonly PickupNetwork[] = ['hand-over', 'coll8', 'collect-plus', 'inpost', 'hermes'];

export const PICKUP_PRICE_PENCE: Readonly<Record<PickupNetwork, number>> = {
  'hand-over': 0,
  coll8: 395,
  'collect-plus': 395,
  inpost: 299,
  hermes: 299,
};

export function pickupNetworksFor(region: RegionCode): readonly PickupNetwork[] {
  return region === 'GB' ? PICKUP_NETWORK_ORDER : [];
}
