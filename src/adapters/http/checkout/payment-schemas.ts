import { Type } from 'typebox';

/** An encrypted order id as the browser carries it (AES-GCM, base64url; ours are about 80 characters). */
const EncryptedOrderId = Type.String({ minLength: 1, maxLength: 400 });
/** Provider tokens the browser passes on (threeDSResult, redirectResult, paymentData). */
const ProviderToken = Type.String({ minLength: 1, maxLength: 20_000 });
const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
/** A flat object of the browser's values (state.data fields), every value bounded. */
const FlatValues = (maxProperties: number) =>
  Type.Object({}, { additionalProperties: Type.Union([Type.String({ maxLength: 2_000 }), Type.Number(), Type.Boolean(), Type.Null()]), maxProperties });

/** POST /Checkout/PaymentComponent/GetPaymentMethods (spec 7). */
export const PaymentMethodsBody = Type.Object({ merchantAccount: Type.String({ maxLength: 80 }) });

/** InitiatePayment's query: '' for the first attempt from the basket page. */
export const InitiatePaymentQuery = Type.Object({
  encryptedOrderId: Type.String({ maxLength: 400, default: '' }),
  isBasket: Type.Optional(Flag),
  type: Type.Optional(Type.Union([Type.Literal('applepay'), Type.Literal('paywithgoogle')])),
});

const AddressField = Type.String({ maxLength: 200 });
/** A wallet sheet's address (spec 3: wallet address fields). */
const WalletAddress = Type.Object({
  name: Type.Optional(AddressField),
  address1: Type.Optional(AddressField),
  address3: Type.Optional(AddressField),
  countryCode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  locality: Type.Optional(AddressField),
  administrativeArea: Type.Optional(AddressField),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 40 })),
}, { additionalProperties: false });

/** A card's billing address (spec 3: street, houseNumberOrName, postalCode, city, stateOrProvince, country). */
const CardBillingAddress = Type.Object({
  street: Type.Optional(AddressField),
  houseNumberOrName: Type.Optional(AddressField),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  city: Type.Optional(AddressField),
  stateOrProvince: Type.Optional(AddressField),
  country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
}, { additionalProperties: false });

/** InitiatePayment's body (spec 3: payment request payload). */
export const InitiatePaymentBody = Type.Object({
  pmReq: Type.Object({
    paymentMethod: Type.Object(
      { type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' }) },
      { additionalProperties: Type.Union([Type.String({ maxLength: 5_000 }), Type.Number(), Type.Boolean(), Type.Null()]), maxProperties: 30 },
    ),
    browserInfo: Type.Optional(FlatValues(20)),
    storePaymentMethod: Type.Optional(Type.Boolean()),
    // The rest of the provider card payload (spec 3), as Adyen's card component gives it.
    billingAddress: Type.Optional(CardBillingAddress),
    socialSecurityNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 18, pattern: '^[0-9./-]+$' })),
    installments: Type.Optional(Type.Object({
      value: Type.Integer({ minimum: 1, maximum: 99 }),
      plan: Type.Optional(Type.Union([Type.Literal('regular'), Type.Literal('revolving'), Type.Literal('bonus')])),
    }, { additionalProperties: false })),
  }, { additionalProperties: false }),
  formData: Type.Optional(Type.Object({
    SubscriptionPreference: Type.Optional(Type.Boolean()),
    delInstructions: Type.Optional(Type.String({ maxLength: 500 })),
  })),
  /** Wallets' basket payload (spec 3); the wallet's token travels in pmReq. */
  pmReqBasket: Type.Optional(Type.Object({
    paymentMethodData: Type.Optional(Type.Object({
      token: Type.Optional(Type.String({ maxLength: 20_000 })),
      type: Type.Optional(Type.String({ maxLength: 40 })),
      billingAddress: Type.Optional(WalletAddress),
    }, { additionalProperties: false })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    shippingAddress: Type.Optional(WalletAddress),
  }, { additionalProperties: false })),
});

/** SubmitAdditionalDetails' query. */
export const DetailsQuery = Type.Object({ encryptedOrderId: EncryptedOrderId, isBasket: Type.Optional(Flag) });

/** SubmitAdditionalDetails' body: what came back from the action. */
export const DetailsBody = Type.Object({
  details: Type.Object({}, { additionalProperties: ProviderToken, minProperties: 1, maxProperties: 10 }),
  paymentData: Type.Optional(Type.Union([ProviderToken, Type.Null()])),
});

/** GET /Checkout/PaymentComponent/Return: where a bank page or a redirect 3-D Secure sends the shopper back. */
export const ReturnQuery = Type.Object({ encryptedOrderId: EncryptedOrderId, redirectResult: ProviderToken });

/** GET /Checkout/PaymentComponent/CompleteOrder (spec 2): only the order id counts; the rest is the browser's say-so. */
export const CompleteOrderQuery = Type.Object({
  encryptedOrderId: EncryptedOrderId,
  paymentMethod: Type.Optional(Type.String({ maxLength: 60 })),
  status: Type.Optional(Type.Union([Type.Literal('3'), Type.Literal('9')])),
  merchRef: Type.Optional(Type.String({ maxLength: 60 })),
  isBasket: Type.Optional(Flag),
});

/** PaymentStatus and the confirmation page. */
export const OrderQuery = Type.Object({ encryptedOrderId: EncryptedOrderId, nolayout: Type.Optional(Flag) });

export const PaymentStatusAnswer = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('refused'), Type.Literal('cancelled'), Type.Literal('expired')]),
});

/** Adyen's standard webhook body, loosely: the items' signatures are what is checked. */
export const NotificationsBody = Type.Object({
  live: Type.Optional(Type.Union([Type.String({ maxLength: 5 }), Type.Boolean()])),
  notificationItems: Type.Array(Type.Object({ NotificationRequestItem: Type.Object({}, { additionalProperties: true }) }), { maxItems: 100 }),
});
