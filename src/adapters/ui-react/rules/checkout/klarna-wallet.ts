/**
 * The wallet (buy-now-pay-later) payment button's rules (spec 3, 4, 5 and 7), pure: it is
 * initialised only when the payload (JSON), the client token and the container are all there;
 * Klarna's authorise answer decides what follows; an approved one navigates to CompleteOrder.
 */

/** What is logged when the wallet cannot be initialised (spec 8: wallet init failure logged). */
export const WALLET_INIT_FAILURE = 'Wallet init failure';

/** Where an approved authorisation goes (spec 2 and 7). */
const KLARNA_COMPLETE_ORDER_PATH = '/checkout/klarna/CompleteOrder';
export const KLARNA_SESSION_URL = '/checkout/klarna/session';
export const KLARNA_DECLINE_URL = '/checkout/klarna/decline';
export const KLARNA_SANDBOX_AUTHORIZE_URL = '/klarna-sandbox/authorize';
/** Klarna's browser library, loaded only when Klarna is configured and the shopper asks for it. */
export const KLARNA_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

/** `authorize`'s options as the payload carries them (spec 7: auto_finalize and collect_shipping_address true). */
interface WalletAuthorizeOptions {
  payment_method_category: string;
  auto_finalize: boolean;
  collect_shipping_address: boolean;
}

export interface WalletInit {
  clientToken: string;
  options: WalletAuthorizeOptions;
  /** The purchase data `authorize` sends along (amount, lines, country, currency, locale). */
  data: Record<string, unknown>;
}

export type WalletInitResult = { ok: true; init: WalletInit } | { ok: false; missing: 'clientToken' | 'payload' | 'container' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The button's initialisation from the hidden page fields (spec 5): only when the payload is a
 * JSON object with its authorise options, the client token is not blank and the container exists.
 */
export function walletInitOf(fields: { clientToken: string | null | undefined; payload: string | null | undefined; hasContainer: boolean }): WalletInitResult {
  const clientToken = fields.clientToken?.trim() ?? '';
  if (clientToken === '') return { ok: false, missing: 'clientToken' };
  if (!fields.hasContainer) return { ok: false, missing: 'container' };
  let payload: unknown;
  try {
    payload = JSON.parse(fields.payload ?? '');
  } catch {
    return { ok: false, missing: 'payload' };
  }
  if (!isRecord(payload) || typeof payload.payment_method_category !== 'string' || payload.payment_method_category === '' || !isRecord(payload.data)) {
    return { ok: false, missing: 'payload' };
  }
  return {
    ok: true,
    init: {
      clientToken,
      options: {
        payment_method_category: payload.payment_method_category,
        auto_finalize: payload.auto_finalize !== false,
        collect_shipping_address: payload.collect_shipping_address !== false,
      },
      data: payload.data,
    },
  };
}

/** What Klarna's authorise said: approved with a token, declined, or closed by the shopper (they may try again). */
export type AuthorizeOutcome = { kind: 'approved'; authorizationToken: string } | { kind: 'declined' } | { kind: 'closed' };

export function authorizeOutcomeOf(answer: unknown): AuthorizeOutcome {
  if (!isRecord(answer)) return { kind: 'declined' };
  if (answer.approved === true && typeof answer.authorization_token === 'string' && answer.authorization_token !== '') {
    return { kind: 'approved', authorizationToken: answer.authorization_token };
  }
  // Klarna keeps its form (show_form true) when the shopper only closed it; false: Klarna said no.
  return answer.show_form === true ? { kind: 'closed' } : { kind: 'declined' };
}

/** GET /checkout/klarna/CompleteOrder?authToken={token}&sessionId={id} (spec 7). */
export const klarnaCompleteOrderUrl = (authToken: string, sessionId: string): string =>
  `${KLARNA_COMPLETE_ORDER_PATH}?${new URLSearchParams({ authToken, sessionId }).toString()}`;

/** The session route's answer, or null when it is not one. */
export interface KlarnaSessionAnswer {
  sessionId: string;
  clientToken: string;
  payload: string;
  locale: string;
  amount: string;
}

export function readKlarnaSession(answer: unknown): KlarnaSessionAnswer | null {
  if (!isRecord(answer)) return null;
  const { sessionId, clientToken, payload, locale, amount } = answer;
  if (typeof sessionId !== 'string' || typeof clientToken !== 'string' || typeof payload !== 'string' || typeof locale !== 'string' || typeof amount !== 'string') return null;
  return { sessionId, clientToken, payload, locale, amount };
}
