import type { LineFulfilment, LineQuantity } from '../domain/orders/fulfilment.js';
import type { NewPaymentModification } from './order-payments.port.js';

/** One parcel of an order: its carrier and tracking number, and the units of each line it carries. */
export interface Shipment {
  id: string;
  orderId: string;
  carrierCode: string;
  trackingNumber: string;
  dispatchedAt: Date;
  deliveredAt: Date | null;
  /** Who dispatched it (the operator's or API key's name). */
  createdBy: string;
  lines: LineQuantity[];
}

/** Units of a line cancelled before dispatch. */
export interface LineCancellation {
  position: number;
  quantity: number;
  at: Date;
  by: string;
}

/** Everything that happened to an order's lines after the payment. */
export interface OrderFulfilmentRecord {
  lines: LineFulfilment[];
  /** Oldest first. */
  shipments: Shipment[];
  /** Oldest first. */
  cancellations: LineCancellation[];
}

/** A new shipment as the operator dispatched it. */
export interface NewShipment {
  id: string;
  orderId: string;
  carrierCode: string;
  trackingNumber: string;
  lines: readonly LineQuantity[];
  at: Date;
  by: string;
  /** The capture of the parcel on a manual-capture order: recorded, its money reserved, in the dispatch's transaction. */
  capture?: DispatchCapture;
}

/** A dispatch's capture as planned, and what it was planned on. */
interface DispatchCapture {
  payment: NewPaymentModification;
  /** Planned as the order's first parcel (taking the delivery): written only while the order still has no parcel, and while it has one otherwise. */
  firstParcel: boolean;
}

/** The keys of the money actions a cancellation asked (null: none of that kind), so the same operator key again answers them. */
export interface CancellationFollowUps {
  refund: string | null;
  deliveryRefund: string | null;
  release: string | null;
}

/** A cancellation of undispatched units as an operator asks it, with the money actions that follow from it. */
export interface NewCancellation {
  /** Never another cancellation's: the key of its units' refund is made from it. */
  id: string;
  orderId: string;
  /** The operator action's key: the same key again on the order is this cancellation, written once. */
  idempotencyKey: string;
  lines: readonly LineQuantity[];
  /** The order's lines as read when the money actions were planned: written only while they still are so. */
  linesBefore: readonly LineFulfilment[];
  /** The refund of its units (and the delivery's), or the release of the authorisation: recorded, their money reserved, in its transaction. */
  payments: readonly NewPaymentModification[];
  followUps: CancellationFollowUps;
  at: Date;
  by: string;
}

/** A cancellation written under an operator's key. */
export interface KeyedCancellation {
  id: string;
  orderId: string;
  lines: LineQuantity[];
  followUps: CancellationFollowUps;
  at: Date;
  by: string;
}

/** What writing a cancellation did; nothing is written unless it is `cancelled`. */
export type CancellationWritten =
  /** Written, with the ids of the money actions it recorded (one planned that was recorded before under its key is not among them). */
  | { kind: 'cancelled'; recorded: string[] }
  /** The key is an earlier cancellation's of the order: that one. */
  | { kind: 'repeated'; cancellation: KeyedCancellation }
  /** The order's lines are not as read any more (another dispatch or cancellation), or it is not paid: plan again. */
  | { kind: 'lines-changed' }
  /** A money action's reservation was refused (the ledger moved since the plan) or its key was taken meanwhile: plan again. */
  | { kind: 'payment-changed' };

/**
 * The fulfilment of paid orders. Each write is conditional and whole: it happens only while the
 * order is paid and every line named still has the units left (dispatched + cancelled never
 * exceeds ordered, however many operators act at once), and otherwise changes nothing and answers
 * false (a cancellation why). Each write appends its order event (`order.dispatched`, `order.delivered`,
 * `order.cancelled`) in the same transaction; a cancellation puts its units back in stock there too.
 */
export interface OrderFulfilment {
  /** The order's lines with their units dispatched, cancelled and delivered, its shipments and cancellations. */
  of(orderId: string): Promise<OrderFulfilmentRecord>;
  shipment(id: string): Promise<Shipment | null>;
  /**
   * Writes the shipment, with its capture when it has one (the ledger's row locked before the
   * order's, as a settle takes them): false, with nothing written, when a line has too few units
   * left, the shipment's id is written already, the order's first parcel is not as planned, or
   * the capture's reservation was refused (the ledger moved since the plan).
   */
  dispatch(shipment: NewShipment): Promise<boolean>;
  /** True when the shipment was not delivered before and now is; false for one delivered already. */
  markDelivered(shipmentId: string, at: Date): Promise<boolean>;
  /**
   * Cancels the units, with its order event, the units back in stock and the money actions that
   * follow from it, all in one transaction: a crash leaves all of it or none, so a refund owed is
   * always recorded (and asked again by the shop's sweep if the provider never took it).
   */
  cancel(cancellation: NewCancellation): Promise<CancellationWritten>;
  /** The cancellation of the order written under the operator's key, or null. */
  cancellation(orderId: string, idempotencyKey: string): Promise<KeyedCancellation | null>;
}
