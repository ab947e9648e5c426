import { PAYMENT_HIDDEN_INPUTS, type PaymentHiddenInput } from './payment-ids.js';
import type { PaymentAreaView, PaymentMode } from './payment-area.view.js';

function input(area: HTMLElement, key: PaymentHiddenInput): HTMLInputElement | null {
  return area.querySelector<HTMLInputElement>(`input[type="hidden"][name="${PAYMENT_HIDDEN_INPUTS[key]}"]`);
}

/** The payment area's page hidden inputs, as the server wrote them. */
export function readPaymentSettings(area: HTMLElement): PaymentAreaView {
  const value = (key: PaymentHiddenInput): string => input(area, key)?.value ?? '';
  const mode = value('paymentMode');
  return {
    merchantAccount: value('merchantAccount'),
    merchantName: value('merchantName'),
    countryCode: value('countryCode'),
    orderTotalMinor: Number.parseInt(value('orderTotal'), 10) || 0,
    currency: value('currency'),
    clientKey: value('clientKey'),
    locale: value('locale'),
    paymentMode: (mode === 'test' || mode === 'live' ? mode : 'sandbox') satisfies PaymentMode,
    encryptedOrderId: value('encryptedOrderId'),
    googleMerchantAccount: value('googleMerchantAccount'),
    storeCardsOffered: area.dataset['storeCards'] === 'true',
  };
}

/** The encrypted order id: read before each call, written after each answer. */
export const encryptedOrderIdInput = {
  read: (area: HTMLElement): string => input(area, 'encryptedOrderId')?.value ?? '',
  write: (area: HTMLElement, id: string): void => {
    const field = input(area, 'encryptedOrderId');
    if (field) field.value = id;
  },
};
