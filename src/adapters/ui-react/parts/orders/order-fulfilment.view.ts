import type { ViewOrderFulfilment } from '../../../../application/orders/view-order-fulfilment.use-case.js';
import { carrierByCode, trackingUrlOf } from '../../../../domain/orders/carriers.js';
import type { FulfilmentStatus, LineQuantity } from '../../../../domain/orders/fulfilment.js';
import type { Order } from '../../../../domain/orders/order.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';

interface FulfilledLineView {
  name: string;
  size: string | null;
  quantity: number;
}

interface ShipmentView {
  carrierName: string;
  trackingNumber: string;
  /** The carrier's tracking page, or null for a carrier no longer in the table. */
  trackingUrl: string | null;
  sentOn: string;
  /** The day it arrived, or null while it is on its way. */
  deliveredOn: string | null;
  lines: FulfilledLineView[];
}

/** Where a paid order's goods are, JSON-safe, with dates as the order's site writes them. */
export interface OrderFulfilmentView {
  status: FulfilmentStatus;
  shipments: ShipmentView[];
  /** Units cancelled, summed per line. */
  cancelled: FulfilledLineView[];
}

export function toOrderFulfilmentView(order: Order, fulfilment: Awaited<ReturnType<ViewOrderFulfilment['execute']>>): OrderFulfilmentView {
  const day = new Intl.DateTimeFormat(findSiteVariant(order.siteCode)?.locale ?? 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  const linesOf = (units: readonly LineQuantity[]): FulfilledLineView[] => {
    const perLine = new Map<number, number>();
    for (const u of units) perLine.set(u.position, (perLine.get(u.position) ?? 0) + u.quantity);
    return [...perLine].sort(([a], [b]) => a - b).map(([position, quantity]) => ({
      name: order.lines[position]?.productName ?? '', size: order.lines[position]?.sizeLabel ?? null, quantity,
    }));
  };
  return {
    status: fulfilment.status,
    shipments: fulfilment.shipments.map((s) => {
      const carrier = carrierByCode(s.carrierCode);
      return {
        carrierName: carrier?.name ?? s.carrierCode,
        trackingNumber: s.trackingNumber,
        trackingUrl: carrier === null ? null : trackingUrlOf(carrier, s.trackingNumber),
        sentOn: day.format(s.dispatchedAt),
        deliveredOn: s.deliveredAt === null ? null : day.format(s.deliveredAt),
        lines: linesOf(s.lines),
      };
    }),
    cancelled: linesOf(fulfilment.cancellations),
  };
}
