import { err, ok, type Result } from '../../shared/result.js';
import { GIFT_CARD_CURRENCY_ERROR, GIFT_CARD_NO_BALANCE } from '../messages.js';

/** An amount as the provider sends it: minor units and an ISO currency code. */
export interface ProviderAmount {
  currency: string;
  value: number;
}

export type GiftCardBalanceError = typeof GIFT_CARD_CURRENCY_ERROR | typeof GIFT_CARD_NO_BALANCE;

/** Spec 5: a gift card is usable when its balance is in the order's currency and above 0. */
export function checkGiftCardBalance(balance: ProviderAmount, orderCurrency: string): Result<ProviderAmount, GiftCardBalanceError> {
  if (balance.currency.toUpperCase() !== orderCurrency.toUpperCase()) return err(GIFT_CARD_CURRENCY_ERROR);
  if (!(balance.value > 0)) return err(GIFT_CARD_NO_BALANCE);
  return ok(balance);
}
