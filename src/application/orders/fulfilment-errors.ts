import type { FulfilmentRefusal } from '../../domain/orders/fulfilment.js';

/** What a dispatch, a delivery or a line cancellation can be refused for, answered over HTTP. */
export type FulfilmentErrorCode =
  | FulfilmentRefusal['code']
  | 'ORDER_NOT_FOUND'
  | 'SHIPMENT_NOT_FOUND'
  | 'CARRIER_UNKNOWN'
  | 'TRACKING_NUMBER_INVALID';

export type FulfilmentError =
  | FulfilmentRefusal
  | { code: 'ORDER_NOT_FOUND'; reference: string }
  | { code: 'SHIPMENT_NOT_FOUND'; id: string }
  | { code: 'CARRIER_UNKNOWN'; carrier: string }
  | { code: 'TRACKING_NUMBER_INVALID'; carrier: string };
