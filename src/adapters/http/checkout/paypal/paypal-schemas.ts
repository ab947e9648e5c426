import { Type } from 'typebox';

/** PayPal's order ids: letters and digits (17 of them at PayPal; the bound leaves room). */
const PayPalOrderId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9]+$' });
/** Our order reference (`EV-1000123`). */
const Reference = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });
/** Fields every PayPal call of the spec sends: who the page's shopper is, and where the button is. */
const Informational = {
  /**
   * The page's shopper (paypal-user-guid.ts); the session cookie decides whose order it is, so a
   * guid that is not the session's shopper is refused (403 PAYPAL_USER_MISMATCH); empty or absent
   * (a page shown before the shopper had a session) claims nothing.
   */
  UserGuid: Type.Optional(Type.String({ maxLength: 36, pattern: '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$' })),
  /** Where the button is: the basket page is the only PayPal area (spec: Area "basket"); anything else is 400. */
  Area: Type.Optional(Type.Union([Type.Literal('basket'), Type.Literal('')])),
};

/** POST /checkout/paypal/createfrombasket (express, from the basket page). */
export const CreateFromBasketBody = Type.Object({ ...Informational });

/** POST /checkout/paypal/create (from the order page: the order's encrypted id). */
export const CreateBody = Type.Object({
  ...Informational,
  EncryptedOrderId: Type.String({ minLength: 1, maxLength: 400 }),
});

/** The fields naming our order and the PayPal order, for amend, capture and cancel. */
const OrderFields = {
  ...Informational,
  reference: Reference,
  orderID: PayPalOrderId,
  EncryptedOrderId: Type.Optional(Type.String({ maxLength: 400 })),
};

/** POST /checkout/paypal/amend: the buyer's new shipping address on PayPal. */
export const AmendBody = Type.Object({
  ...OrderFields,
  CountryCode: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$' }),
  Postcode: Type.String({ maxLength: 20 }),
  Id: Type.Optional(Type.String({ maxLength: 100 })),
});

/** POST /checkout/paypal/capture: after the buyer approved (PayPal's onApprove data). */
export const CaptureBody = Type.Object({
  ...OrderFields,
  paymentID: Type.Optional(Type.String({ maxLength: 64 })),
  Id: Type.Optional(Type.String({ maxLength: 100 })),
});

/** POST /checkout/paypal/cancel: the buyer cancelled on PayPal. */
export const CancelBody = Type.Object({ ...OrderFields });

/** The PayPal sandbox's approval page and its forms. */
export const SandboxTokenQuery = Type.Object({ token: PayPalOrderId });
export const SandboxApproveForm = Type.Object({
  token: PayPalOrderId,
  funding: Type.Union([Type.Literal('balance'), Type.Literal('declined-card')], { default: 'balance' }),
});
export const SandboxCancelForm = Type.Object({ token: PayPalOrderId });
export const SandboxShippingForm = Type.Object({
  token: PayPalOrderId,
  CountryCode: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$' }),
  Postcode: Type.String({ maxLength: 20 }),
});

/** POST /checkout/paypal/webhook: a PayPal webhook event (the rest of the body is kept as sent: it is signed). */
export const WebhookBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  event_type: Type.String({ minLength: 1, maxLength: 100 }),
  resource: Type.Optional(Type.Object({}, { additionalProperties: true })),
}, { additionalProperties: true });

/** PayPal's transmission headers on a webhook; a missing one is an unsigned webhook (401), not a bad request. */
export const WebhookHeaders = Type.Object({
  'paypal-transmission-id': Type.Optional(Type.String({ maxLength: 200 })),
  'paypal-transmission-time': Type.Optional(Type.String({ maxLength: 100 })),
  'paypal-cert-url': Type.Optional(Type.String({ maxLength: 500 })),
  'paypal-auth-algo': Type.Optional(Type.String({ maxLength: 100 })),
  'paypal-transmission-sig': Type.Optional(Type.String({ maxLength: 1000 })),
});
