import type { ShopperDetailsInput, ShopperDetailsProblems } from '../../../domain/checkout/shopper-details.js';
import { shopperDetailsOfWallet, type WalletAddress } from '../../../domain/checkout/wallet-details.js';
import { fieldErrorsOf } from '../checkout/shopper-details-form.js';

/** pmReqBasket as the schema lets it through (spec 3). */
export interface WalletBasketBody {
  paymentMethodData?: { token?: string; type?: string; billingAddress?: WalletAddress };
  email?: string;
  shippingAddress?: WalletAddress;
}

/**
 * An express wallet payment's shopper details, or null for a wallet payment without a sheet
 * address (paid from the payment area: the details form's saved details stand).
 */
export function walletDetailsOf(basket: WalletBasketBody | undefined): ShopperDetailsInput | null {
  if (basket?.shippingAddress === undefined) return null;
  const billing = basket.paymentMethodData?.billingAddress;
  return shopperDetailsOfWallet({
    ...(basket.email === undefined ? {} : { email: basket.email }),
    shippingAddress: basket.shippingAddress,
    ...(billing === undefined ? {} : { billingAddress: billing }),
  });
}

/** The refusal of a wallet's details in the shopper's words: the summary, then each field's problem. */
export function walletDetailsMessage(locale: string, problems: ShopperDetailsProblems): string {
  const { summary, fields } = fieldErrorsOf(locale, problems);
  const texts = Object.values(fields).filter((t): t is string => typeof t === 'string');
  return texts.length === 0 ? summary : `${summary}: ${texts.join('; ')}`;
}
