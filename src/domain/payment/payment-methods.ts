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

export function isShownPaymentMethod(type: string): type is ShownPaymentMethodType {
  return (SHOWN_PAYMENT_METHOD_TYPES as readonly string[]).includes(type);
}

/** Keeps the methods of the list above, in the provider's order. */
export function filterPaymentMethods<M extends { type: string }>(methods: readonly M[]): M[] {
  return methods.filter((m) => isShownPaymentMethod(m.type));
}

/** Redirect methods and giropay are always valid: there is nothing to fill in. */
export function isAlwaysValidMethod(type: string): boolean {
  return type === 'redirect' || type === 'giropay';
}
