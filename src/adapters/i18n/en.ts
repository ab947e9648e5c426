/**
 * The server's English messages, by code: every error code of the app (see
 * src/adapters/http/errors/error-status.ts), every field code the use cases return, and the
 * success texts the spec shows to shoppers. `{name}` marks a value filled in by `messageFor`.
 * Where the spec has a string, it is spelled exactly as there.
 */
export const en = {
  // Errors answered over HTTP (one per code of STATUS_OF).
  INVALID_INPUT: 'Please check your details and try again.',
  INVALID_QUANTITY: 'Quantity must be a whole number of at least {min}',
  INVALID_GIFT_VOUCHER: 'Please choose an amount and a design, and tell us who the voucher is for.',
  INVALID_EMAIL: 'Please enter an email address',
  INVALID_DETAILS: 'Please enter your details',
  MISSING_CREDENTIALS: 'Please enter your email and password',
  PRICE_RANGE: 'The minimum price must not be more than the maximum price.',
  NOT_AUTHORISED: 'A valid operator token is needed.',
  WRONG_CREDENTIALS: 'The email address or password is not right. Please try again.',
  FORGERY: 'This request could not be verified: the security token is missing or out of date. Please refresh the page and try again.',
  CROSS_SITE: 'This request came from another website, so it was refused. Please use the button on our own page.',
  NOT_FOUND: 'We could not find that page.',
  PRODUCT_NOT_FOUND: 'We could not find that product.',
  CATEGORY_NOT_FOUND: 'We could not find that category.',
  STOCK_NOT_FOUND: 'That size is not available for this product.',
  LINE_NOT_FOUND: 'Basket line {shoppingBasketId} not found',
  NOT_ON_WISHLIST: 'Product {productId} is not on your wishlist.',
  METHOD_NOT_ALLOWED: 'This address does not accept {method} requests.',
  CONFLICT: 'This request conflicts with the current state. Please refresh and try again.',
  OUT_OF_STOCK: 'This item is out of stock.',
  LINE_LIMIT: 'Sorry, you can buy at most {max} of this item.',
  IN_STOCK: 'Good news: this size is in stock, so you can add it to your bag now.',
  EMAIL_TAKEN: 'An account with this email address already exists. Please sign in instead.',
  BASKET_REFUSED: 'This item could not be added to your bag.',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Please try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  URI_TOO_LONG: 'The address is too long.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send this request as JSON (Content-Type: application/json).',
  TOO_MANY_REQUESTS: 'Too many requests: please try again in a minute.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a minute, then try again.',
  INTERNAL: 'Something went wrong, please refresh and try again',
  BUSY: 'Many people are signing in just now. Please try again in a few seconds.',
  PROVIDER_UNAVAILABLE: 'This service is not available just now. Please try again later.',
  // Delivery
  UNKNOWN_DELIVERY_OPTION: 'There is no delivery option {id}. Please choose one of the options shown.',
  DELIVERY_COUNTRY_UNAVAILABLE: 'We do not deliver to that country from this site.',
  UNKNOWN_SAFE_PLACE: 'Please choose a safe place from the list.',
  PICKUP_POINT_REQUIRED: 'Please choose a pick-up point.',
  PICKUP_POINT_NOT_FOUND: 'We could not find that pick-up point. Please search again.',
  DELIVERY_OPTION_UNAVAILABLE: 'That delivery option is not available for this basket. Please choose another.',
  NOMINATED_DAY_UNAVAILABLE: 'That delivery day is no longer available. Please choose another day.',

  // Details of an error (chosen by the edge from the error's fields).
  OUT_OF_STOCK_SOME: 'Sorry, only {available} of this item are available.',
  OUT_OF_STOCK_ONE: 'Sorry, only 1 of this item is available.',
  VOUCHER_MISSING: 'Please choose an amount and a design, and tell us who the voucher is for.',
  VOUCHER_AMOUNT: 'Please choose one of the amounts shown.',
  VOUCHER_DESIGN: 'Please choose one of the designs shown.',
  VOUCHER_RECIPIENT_NAME: "Please enter the recipient's name (up to {max} characters).",
  VOUCHER_RECIPIENT_EMAIL: "Please enter the recipient's email address, such as name@example.com.",
  VOUCHER_MESSAGE: 'Your message can be up to {max} characters.',
  VOUCHER_DELIVERY_DATE: 'Please choose a delivery date from today to {days} days ahead.',

  // Account form fields.
  NAME_REQUIRED: 'Please enter your name',
  NAME_TOO_LONG: 'Your name can be at most {max} characters long',
  EMAIL_REQUIRED: 'Please enter an email address',
  EMAIL_INVALID: 'Please enter a valid email address, like name@example.com',
  PASSWORD_REQUIRED: 'Please enter your email and password',
  PASSWORD_TOO_SHORT: 'Your password must be at least {min} characters long',
  PASSWORD_TOO_LONG: 'Your password can be at most {max} characters long',
  PASSWORD_BLANK: 'Your password cannot be only spaces',
  PASSWORD_IS_EMAIL: 'Your password cannot be your email address',
  PASSWORD_CONTROL_CHARACTER: 'Your password holds a character that cannot be typed',
  PASSWORD_TOO_COMMON: 'This password is too easy to guess: try a few words that are not a saying, or add some of your own',
  SELECT_SIZE: 'Please select a size.',

  // Schema validation, worded once by the app's error handler.
  FIELD_REQUIRED: 'Please enter {field}',
  FIELD_WHOLE_NUMBER: 'Please check {field}: it must be a whole number',
  FIELD_MIN: 'Please check {field}: it must be at least {limit}',
  FIELD_MAX: 'Please check {field}: it must be at most {limit}',
  FIELD_NOT_A_NUMBER: 'Please check {field}: it must be a number',
  FIELD_UNKNOWN: 'Please check {field}: this field is not expected here',
  FIELD_TOO_LONG: 'Please check {field}: it can be at most {max} characters long',
  FIELD_TOO_SHORT: 'Please check {field}: it must be at least {min} characters long',
  FIELD_TOO_MANY: 'Please check {field}: choose at most {max}',
  FIELD_ONE_OF: 'Please check {field}: it must be one of {values}',
  FIELD_FORMAT: 'Please check {field}: it is not in the expected format',
  FIELD_CONTROL_CHARACTER: 'Please check {field}: it holds a character that is not allowed',
  FIELD_INVALID: 'Please check {field}',
  BODY_MISSING: 'The request has no body: please send the fields as JSON.',
  BODY_MALFORMED: 'The request body is not valid JSON.',
  BAD_URL: 'The address is not valid.',
  PRODUCT_URL: 'The url must be a product address on this site, such as /product/red-wrap-dress-12.',

  // Successes the spec shows to shoppers.
  ADDED_TO_BASKET: '{name} added to basket',
  LOW_STOCK: 'Hurry, only {units} left in this size.',
  WISHLIST_REMOVED: 'The item was removed from your wishlist.',
  WISHLIST_MOVED: 'The item was moved to your bag.',
  BACK_IN_STOCK_SAVED: 'Thanks, we will email you when {name} in size {size} is back in stock.',
} as const;

export type MessageCode = keyof typeof en;
export type Catalogue = Readonly<Partial<Record<MessageCode, string>>>;
