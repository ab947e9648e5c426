import type { PickupNetwork } from './pickup-network.js';

/** The delivery options a basket can choose, by the `DeliveryOptionID` the page posts. */
export type HomeDeliveryKind = 'standard' | 'express' | 'nominated-day';
export type DeliveryKind = HomeDeliveryKind | PickupNetwork;

/** Wire ids; '1' (standard) is the spec's default DeliveryOptionID. */
export const DELIVERY_OPTION_IDS: Readonly<Record<DeliveryKind, string>> = {
  standard: '1',
  express: '2',
  'nominated-day': '3',
  'hand-over': '10',
  coll8: '11',
  'collect-plus': '12',
  inpost: '13',
  hermes: '14',
};

const KIND_OF_ID = new Map(Object.entries(DELIVERY_OPTION_IDS).map(([kind, id]) => [id, kind as DeliveryKind]));

/** The option a posted DeliveryOptionID names, or null for an id no option has. */
export const deliveryKindOf = (deliveryOptionId: string): DeliveryKind | null => KIND_OF_ID.get(deliveryOptionId) ?? null;

export const isPickupKind = (kind: DeliveryKind): kind is PickupNetwork =>
  kind !== 'standard' && kind !== 'express' && kind !== 'nominated-day';
