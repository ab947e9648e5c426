/** The Klarna wallet button's hooks in the page (spec 3: hidden page fields; spec 5: the container). */
export const KLARNA_WALLET = '[data-klarna-wallet]';
export const KLARNA_PAY = '[data-klarna-pay]';
export const KLARNA_STATUS = '[data-klarna-status]';
export const KLARNA_ALERT = '[data-klarna-alert]';
export const KLARNA_SANDBOX_DIALOG = '[data-klarna-sandbox-dialog]';
export const KLARNA_SANDBOX_AMOUNT = '[data-klarna-sandbox-amount]';
export const KLARNA_SANDBOX_CHOICE = '[data-klarna-choice]';
/** The wallet payment button container (spec 2 and 5): Klarna's library draws into it. */
export const KLARNA_CONTAINER_ID = 'klarna-payments-container';
/** The hidden page fields the button is initialised from (spec 3: client token, payload JSON, locale). */
export const KLARNA_FIELDS = {
  clientToken: 'klarnaClientToken',
  payload: 'klarnaPayload',
  locale: 'klarnaLocale',
} as const;
