/** The sandbox bank page (iDEAL, EPS, Online banking Poland, Sofort, Clearpay): JSON-safe, from the loader. */
export interface SandboxBankPageView {
  session: string;
  methodName: string;
  amountText: string;
  reference: string;
  /** Banks to pick from; empty when the method has none. */
  issuers: { id: string; name: string }[];
  chosenIssuer: string | null;
  /** Set when approving without a bank. */
  error: string | null;
}

/** The sandbox 3-D Secure challenge, before and after the shopper answers it. */
export interface SandboxChallengePageView {
  session: string;
  amountText: string;
  reference: string;
  lastFour: string;
  /** After the answer: what the page posts to the shop's window, and whether the password was right. */
  answer: { threeDSResult: string; targetOrigin: string; authenticated: boolean } | null;
}

export const SANDBOX_BANK_ACTION = '/payment-sandbox/bank';
export const SANDBOX_CHALLENGE_ACTION = '/payment-sandbox/challenge';
/** The page module that hands the challenge's answer to the shop's window. */
export const CHALLENGE_ANSWER_MODULE = 'pages/payment-sandbox-challenge';
/** The message the challenge page posts to its parent (the shop page holding the iframe). */
export const CHALLENGE_MESSAGE_TYPE = 'payment-sandbox:challenge';
