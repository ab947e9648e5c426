/**
 * Every payment message the specification names, spelled exactly as the spec (and the
 * provider library it summarises) spells them. Plain texts are shown as they are;
 * dotted keys are translation keys looked up in the page's translation block. These are
 * browser texts: the payment domain returns codes only, and the keys it returns
 * ('field.error.required', 'sepaDirectDebit.ibanField.invalid') live beside its rules.
 */

// Storefront texts (spec 5 and 8).
export const CARD_PAYMENT_PROBLEM = 'There was a problem processing your card payment';
export const CARD_EXPIRED = 'Sorry this payment card cannot be used because it has expired.';
export const CARD_SECURITY_CODE_REQUIRED =
  'Please enter your card security code (the last three digits on the reverse of your card)';
export const CARDHOLDER_NAME_REQUIRED = 'Please enter the cardholder name';
export const EXPIRY_DATE_REQUIRED = 'Please enter the card expiry date';
export const VALID_CARD_NUMBER_REQUIRED = 'Please enter a valid card number';
export const ORDER_PROCESSING_WARNING = 'We are still processing your order. Are you sure you want to exit?';

// PayPal (sic: "occured" is the spec's spelling).
export const PAYPAL_CALL_FAILED = 'An error has occured.';
export const PAYPAL_NO_TOKEN = 'No token was provided';
export const PAYPAL_INVALID_ACTION = 'Invalid Action';
export const SUBMIT_NOT_SUPPORTED = 'Calling submit() is not supported for this payment method.';

// Provider library texts.
export const PAYMENT_EXPIRED = 'Payment Expired';
export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_REFUSED = 'Payment refused';
export const REDIRECT_FAILED = 'Redirect failed';
export const UNKNOWN_ERROR = 'An unknown error occurred';
export const INVALID_CARD_NUMBER = 'Invalid card number';
export const UNSUPPORTED_CARD = 'Unsupported card entered';
export const CARD_TOO_OLD = 'Card too old';
export const DATE_TOO_FAR_IN_FUTURE = 'Date too far in the future';
export const CARD_EXPIRES_BEFORE_CHECKOUT = 'Your card expires before check out date';
export const INVALID_ACCOUNT_NUMBER = 'Invalid account number';
export const INVALID_ABA_ROUTING_NUMBER = 'Invalid ABA routing number';
export const INVALID_PASSWORD = 'Invalid password';
export const INCOMPLETE_FIELD = 'Incomplete field';
export const MINIMUM_AGE_NOT_MET = 'You must be at least 18 years old';
export const ERROR_WAS_CLEARED = 'error was cleared';

// Provider translation keys.
export const ERROR_SUBTITLE_REFUSED = 'error.subtitle.refused';
export const ERROR_MESSAGE_UNKNOWN = 'error.message.unknown';
export const ERROR_SUBTITLE_PAYMENT = 'error.subtitle.payment';
export const GIFT_CARD_NO_BALANCE = 'error.giftcard.no-balance';
export const GIFT_CARD_CARD_ERROR = 'error.giftcard.card-error';
export const GIFT_CARD_CURRENCY_ERROR = 'error.giftcard.currency-error';
export const HOLDER_NAME_INVALID = 'creditCard.holderName.invalid';
export const TAX_NUMBER_INVALID = 'creditCard.taxNumber.invalid';
export const ENCRYPTED_PASSWORD_INVALID = 'creditCard.encryptedPassword.invalid';
export const MOBILE_NUMBER_INVALID = 'mobileNumber.invalid';
export const BLIK_INVALID = 'blik.invalid';
export const VOUCHER_TELEPHONE_INVALID = 'voucher.econtext.telephoneNumber.invalid';
export const GENERIC_FIELD_INVALID = 'error.va.gen.01';
export const THANKS_FOR_YOUR_SUPPORT = 'thanksForYourSupport';

// Component set-up.
export const ORIGIN_KEY_ERROR = 'originKeyError';
export const GOOGLE_PAY_NOT_AVAILABLE = 'Google Pay is not available';
export const GOOGLE_PAY_NO_PAYMENT_METHOD = 'Google Pay - No paymentMethodPresent';

// 3-D Secure 2.
export const MISSING_CHALLENGE_TOKEN = 'Missing challengeToken parameter';
export const MISSING_FINGERPRINT_TOKEN = 'Missing fingerprintToken parameter';
export const NO_PAYMENT_DATA_CHALLENGE = 'No paymentData received. Challenge cannot proceed';
export const NO_PAYMENT_DATA_FINGERPRINT = 'No paymentData received. Fingerprinting cannot proceed';
export const COULD_NOT_CHECK_PAYMENT_STATUS = 'Could not check the payment status';
