/**
 * Every payment message the specification names, spelled exactly as the spec (and the
 * provider library it summarises) spells them. Plain texts are shown as they are;
 * dotted keys are translation keys looked up in the page's translation block. These are
 * browser texts: the payment domain returns codes only, and the keys it returns
 * ('field.error.required', 'sepaDirectDebit.ibanField.invalid') live beside its rules.
 */

// Storefront texts (spec 5 and 8).
export const CARD_EXPIRED = 'Sorry this payment card cannot be used because it has expired.';
export const CARD_SECURITY_CODE_REQUIRED =
  'Please enter your card security code (the last three digits on the reverse of your card)';
export const CARDHOLDER_NAME_REQUIRED = 'Please enter the cardholder name';
export const EXPIRY_DATE_REQUIRED = 'Please enter the card expiry date';
export const VALID_CARD_NUMBER_REQUIRED = 'Please enter a valid card number';

// Provider library texts.
export const INVALID_CARD_NUMBER = 'Invalid card number';
export const UNSUPPORTED_CARD = 'Unsupported card entered';
export const DATE_TOO_FAR_IN_FUTURE = 'Date too far in the future';

// Component set-up.
export const ORIGIN_KEY_ERROR = 'originKeyError';

