/** English page strings of the basket page's Klarna wallet button, spread into ENGLISH_DEFAULTS. */
export const KLARNA_ENGLISH = {
  klarnaTitle: 'Pay later with Klarna',
  klarnaIntro: 'Buy now and pay later: Klarna asks you to approve the payment, then your order is placed.',
  klarnaPay: 'Pay with Klarna',
  klarnaOpening: 'Opening Klarna…',
  klarnaCompleting: 'Klarna approved the payment. Placing your order…',
  /** Klarna could not be started (its script or the session failed): the other ways to pay still work. */
  klarnaUnavailable: 'Klarna is not available just now. Please choose another way to pay.',
  klarnaCancelled: 'You closed Klarna. Your basket is as it was.',
  klarnaSandboxTitle: 'Klarna sandbox',
  klarnaSandboxText: 'No real Klarna account is used: approve to place the order, or decline to see what a refusal does.',
  klarnaSandboxAmount: 'Amount: {amount}',
  klarnaSandboxApprove: 'Approve',
  klarnaSandboxDecline: 'Decline',
  klarnaSandboxClose: 'Close',
} as const;
