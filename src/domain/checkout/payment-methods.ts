/** Spec 7: the payment method types the basket page shows, in any order the provider returns. */
export const SHOWN_PAYMENT_METHOD_TYPES = [
  'clearpay',
  'ideal',
  'applepay',
  'card',
  'scheme',
  'directEbanking',
  'eps',
  'sepadirectdebit',
  'dotpay',
  'paywithgoogle',
  'googlepay',
] as const;

export type ShownPaymentMethodType = (typeof SHOWN_PAYMENT_METHOD_TYPES)[number];

function isShownPaymentMethod(type: string): type is ShownPaymentMethodType {
  return (SHOWN_PAYMENT_METHOD_TYPES as readonly string[]).includes(type);
}

/**
 * Methods that moved on since the spec was written (docs/providers.md), by the spec's name: Dotpay
 * became Przelewy24's "Online banking Poland". A successor is shown wherever its predecessor would be.
 */
export const PAYMENT_METHOD_SUCCESSORS: Readonly<Partial<Record<ShownPaymentMethodType, string>>> = {
  dotpay: 'onlineBanking_PL',
};

/** The spec's name a gateway type stands for: itself, or the spec method it succeeds; null when not shown. */
export function specPaymentMethodOf(type: string): ShownPaymentMethodType | null {
  if (isShownPaymentMethod(type)) return type;
  const entry = Object.entries(PAYMENT_METHOD_SUCCESSORS).find(([, successor]) => successor === type);
  return entry ? (entry[0] as ShownPaymentMethodType) : null;
}

/** The type to ask the gateway for today: a spec name that moved on becomes its successor ('dotpay' -> 'onlineBanking_PL'). */
export function currentPaymentMethodType(type: string): string {
  return isShownPaymentMethod(type) ? (PAYMENT_METHOD_SUCCESSORS[type] ?? type) : type;
}

/** Keeps the methods of the list above and their successors, in the provider's order. */
export function filterPaymentMethods<M extends { type: string }>(methods: readonly M[]): M[] {
  return methods.filter((m) => specPaymentMethodOf(m.type) !== null);
}

/** Redirect methods and giropay are always valid: there is nothing to fill in. */
export function isAlwaysValidMethod(type: string): boolean {
  return type === 'redirect' || type === 'giropay';
}
