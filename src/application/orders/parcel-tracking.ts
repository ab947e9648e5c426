import { carrierByCode, trackingUrlOf } from '../../domain/orders/carriers.js';
import type { Shipment } from '../../ports/order-fulfilment.port.js';
import type { ParcelTracking } from '../../ports/payment-modifications.port.js';

/** A parcel as its capture names it to the provider: the carrier's name, the tracking number and its link. */
export function parcelTrackingOf(shipment: Pick<Shipment, 'carrierCode' | 'trackingNumber'>): ParcelTracking {
  const carrier = carrierByCode(shipment.carrierCode);
  return { carrier: carrier?.name ?? shipment.carrierCode, trackingNumber: shipment.trackingNumber, trackingUrl: carrier === null ? null : trackingUrlOf(carrier, shipment.trackingNumber) };
}
