/** The order page and the console forms that post from it, one address each. */
export const operatorOrderPath = (reference: string): string => `/operator/orders/${encodeURIComponent(reference)}`;

export const OPERATOR_ORDER_ACTIONS = {
  dispatch: 'dispatch',
  cancelLines: 'cancel-lines',
  capture: 'capture',
  cancelPayment: 'cancel-payment',
  refund: 'refund',
  paymentRetry: 'payment-retry',
} as const;

type OperatorOrderAction = keyof typeof OPERATOR_ORDER_ACTIONS;

export const operatorOrderActionPath = (reference: string, action: OperatorOrderAction): string =>
  `${operatorOrderPath(reference)}/${OPERATOR_ORDER_ACTIONS[action]}`;

export const shipmentDeliveredPath = (reference: string, shipmentId: string): string =>
  `${operatorOrderPath(reference)}/shipments/${encodeURIComponent(shipmentId)}/delivered`;

/** The form fields the routes read: a line's units are `<prefix><position>`. */
export const ORDER_FORM_FIELDS = {
  idempotencyKey: 'idempotencyKey',
  carrier: 'carrier',
  trackingNumber: 'trackingNumber',
  dispatchUnits: 'dispatch-',
  cancelUnits: 'cancel-',
  refundUnits: 'refund-',
  refundScope: 'scope',
  refundDelivery: 'delivery',
  amount: 'amount',
  retryKind: 'kind',
} as const;
