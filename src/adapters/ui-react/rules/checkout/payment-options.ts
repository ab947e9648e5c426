/**
 * The payment methods the basket page offers, from the GetPaymentMethods answer: each listed
 * method of the spec's list (or its successor) in the gateway's order, after the shopper's stored
 * cards; card and scheme are one card form; wallets only where the browser offers them. Each
 * option names the server-rendered container it is shown in.
 */
import type { StoredCard } from '../../../../domain/checkout/card/stored-card.js';
import { showsWallet, type BrowserWallets } from './wallet-availability.js';

interface ListedPaymentMethod {
  type: string;
  name: string;
  brands?: readonly string[];
  /** The provider's settings for its component (Apple Pay's and Google Pay's merchant ids). */
  configuration?: Readonly<Record<string, string>>;
}

export interface PaymentMethodsAnswer {
  paymentMethods: readonly ListedPaymentMethod[];
  storedPaymentMethods: readonly StoredCard[];
}

/** The containers of the payment area (server-rendered, spec section 2). */
export const PAYMENT_CONTAINERS = {
  card: 'card-container',
  storedCard: 'stored-card-container',
  clearpay: 'clearpay-container',
  ideal: 'ideal-container',
  sofort: 'sofort-container',
  eps: 'eps-container',
  sepa: 'sepa-container',
  dotpay: 'dotpay-container',
  applePay: 'applepay-container',
  googlePay: 'googlepay-container',
  challenge: 'threeds-container',
} as const;
type PaymentContainer = keyof typeof PAYMENT_CONTAINERS;

/** How a method is filled in: a card form, SEPA, a redirect to the bank or provider, or a wallet. */
type PaymentForm = 'card' | 'storedCard' | 'sepa' | 'redirect' | 'wallet';

const PANEL_OF: Readonly<Record<string, { container: PaymentContainer; form: PaymentForm }>> = {
  scheme: { container: 'card', form: 'card' },
  card: { container: 'card', form: 'card' },
  sepadirectdebit: { container: 'sepa', form: 'sepa' },
  ideal: { container: 'ideal', form: 'redirect' },
  eps: { container: 'eps', form: 'redirect' },
  directEbanking: { container: 'sofort', form: 'redirect' },
  dotpay: { container: 'dotpay', form: 'redirect' },
  onlineBanking_PL: { container: 'dotpay', form: 'redirect' },
  clearpay: { container: 'clearpay', form: 'redirect' },
  applepay: { container: 'applePay', form: 'wallet' },
  paywithgoogle: { container: 'googlePay', form: 'wallet' },
  googlepay: { container: 'googlePay', form: 'wallet' },
};

export interface PaymentOption {
  /** Unique in the list: the method type, or `stored:<id>`. */
  key: string;
  /** The type sent in `paymentMethod.type` (card forms send `scheme`). */
  type: string;
  name: string;
  container: PaymentContainer;
  form: PaymentForm;
  brands: readonly string[];
  storedCard: StoredCard | null;
}

export function paymentOptions(answer: PaymentMethodsAnswer, wallets: BrowserWallets): PaymentOption[] {
  const options: PaymentOption[] = answer.storedPaymentMethods.map((card) => ({
    key: `stored:${card.id}`,
    type: 'scheme',
    name: card.brand,
    container: 'storedCard',
    form: 'storedCard',
    brands: [card.brand],
    storedCard: card,
  }));
  const seen = new Set<string>();
  for (const method of answer.paymentMethods) {
    const panel = Object.prototype.hasOwnProperty.call(PANEL_OF, method.type) ? PANEL_OF[method.type] : undefined;
    if (!panel || seen.has(panel.container) || !showsWallet(method.type, wallets)) continue;
    seen.add(panel.container);
    options.push({
      key: method.type,
      type: panel.form === 'card' ? 'scheme' : method.type,
      name: method.name,
      container: panel.container,
      form: panel.form,
      brands: method.brands ?? [],
      storedCard: null,
    });
  }
  return options;
}

/** Reads a GetPaymentMethods body defensively: anything not in the contract's shape is left out. */
export function readPaymentMethodsAnswer(body: unknown): PaymentMethodsAnswer {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  const paymentMethods = list(record.paymentMethods).flatMap((m): ListedPaymentMethod[] => {
    if (typeof m !== 'object' || m === null) return [];
    const method = m as Record<string, unknown>;
    if (str(method.type) === '') return [];
    const brands = list(method.brands).filter((b): b is string => typeof b === 'string');
    const settings = typeof method.configuration === 'object' && method.configuration !== null
      ? Object.entries(method.configuration).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
    return [{ type: str(method.type), name: str(method.name) || str(method.type), brands, ...(settings.length > 0 ? { configuration: Object.fromEntries(settings) } : {}) }];
  });
  const storedPaymentMethods = list(record.storedPaymentMethods).flatMap((c): StoredCard[] => {
    if (typeof c !== 'object' || c === null) return [];
    const card = c as Record<string, unknown>;
    if (str(card.id) === '') return [];
    return [{
      id: str(card.id), brand: str(card.brand), lastFour: str(card.lastFour),
      expiryMonth: str(card.expiryMonth), expiryYear: str(card.expiryYear), holderName: str(card.holderName),
    }];
  });
  return { paymentMethods, storedPaymentMethods };
}
