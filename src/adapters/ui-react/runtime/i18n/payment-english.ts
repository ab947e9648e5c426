/**
 * English page strings of the basket page's payment area, spread into ENGLISH_DEFAULTS.
 * The field errors' defaults are the spec's own texts (sections 5 and 8, in the payment domain's
 * messages); the refusal heading is the spec's `correctFollowingErrors` text.
 */
import {
  CARD_EXPIRED,
  CARD_SECURITY_CODE_REQUIRED,
  CARDHOLDER_NAME_REQUIRED,
  DATE_TOO_FAR_IN_FUTURE,
  EXPIRY_DATE_REQUIRED,
  INVALID_CARD_NUMBER,
  UNSUPPORTED_CARD,
  VALID_CARD_NUMBER_REQUIRED,
} from '../../rules/checkout/provider-messages.js';

export const PAYMENT_ENGLISH = {
  paymentTitle: 'Payment',
  paymentNeedsJavaScript:
    'Paying needs JavaScript: the card and bank forms of our payment providers run in your browser. Please turn JavaScript on to pay.',
  paymentLoading: 'Loading payment methods…',
  paymentMethodsLegend: 'Choose how to pay',
  paymentNoMethods: 'No payment method is available for this order.',
  paymentSandboxNote: 'Test payments: no money is taken.',
  correctFollowingErrors: 'Please correct the following errors',
  paymentChooseMethod: 'Please choose a payment method',
  payNow: 'Pay now',
  paymentProcessing: 'Processing your payment…',
  payNowNote: 'Choose your ParcelShop to continue to payment.',
  subscriptionPreference: 'Email me news and offers (you can unsubscribe at any time)',
  cardNumberLabel: 'Card number',
  cardBrand: 'Card type: {brand}',
  cardExpiryLabel: 'Expiry date (MM/YY)',
  cardSecurityCodeLabel: 'Security code',
  cardSecurityCodeHint: '{digits} digits on the back of your card',
  cardSecurityCodeHintAmex: '4 digits on the front of your card',
  cardHolderLabel: 'Name on card',
  cardNumberRequired: VALID_CARD_NUMBER_REQUIRED,
  cardNumberInvalid: INVALID_CARD_NUMBER,
  cardUnsupported: UNSUPPORTED_CARD,
  expiryRequired: EXPIRY_DATE_REQUIRED,
  cardExpired: CARD_EXPIRED,
  expiryTooFar: DATE_TOO_FAR_IN_FUTURE,
  securityCodeRequired: CARD_SECURITY_CODE_REQUIRED,
  holderNameRequired: CARDHOLDER_NAME_REQUIRED,
  storedCardsLegend: 'Your saved cards',
  storedCardLabel: '{brand} ending {lastFour}, expires {month}/{year}',
  storedCardSecurityCode: 'Security code of the card ending {lastFour}',
  sepaIbanLabel: 'IBAN',
  sepaOwnerLabel: 'Account holder name',
  sepaIbanInvalid: 'Please enter a valid IBAN',
  sepaOwnerRequired: 'Please enter the account holder name',
  paymentRedirectNote: 'You will go to {name} to approve the payment, then come back here.',
  paymentIdealNote: 'You will choose your bank on the iDEAL page, then come back here.',
  applePayButton: 'Pay with Apple Pay',
  googlePayButton: 'Pay with Google Pay',
  paymentProviderFailed:
    'Card payments cannot be loaded just now. Please choose another payment method, or refresh the page to try again.',
  challengeTitle: 'Confirm the payment with your bank',
  // Stored cards (checkout-e2e): a signed-in shopper may keep a card (as the provider's token).
  cardStoreLabel: 'Save this card for my next order',
  cardStoreHint: 'We keep only a token from our payment provider, never your card number.',
} as const;
