import type { AddressField } from '../../../domain/checkout/address.js';
import type { ShopperDetailsField, ShopperDetailsInput, ShopperDetailsProblems } from '../../../domain/checkout/shopper-details.js';
import { shopperDetailsOfWallet, type WalletAddress } from '../../../domain/checkout/wallet-details.js';
import { pageStringsFor } from '../../i18n/page-strings.js';
import type { TranslatableStrings } from '../../i18n/catalogue.js';
import { fieldErrorsOf } from './shopper-details-form.js';

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

const ADDRESS_LABELS: Readonly<Record<AddressField, keyof TranslatableStrings>> = {
  firstName: 'firstNameLabel', lastName: 'lastNameLabel', line1: 'addressLine1Label', apartment: 'apartmentLabel', line2: 'addressLine2Label',
  city: 'cityLabel', stateOrProvince: 'stateLabel', postcode: 'postcodeLabel', countryCode: 'countryLabel', phone: 'phoneLabel',
};

/** Where the field is, in the details form's words: "Email address", "Delivery address, Postcode". */
function fieldName(strings: TranslatableStrings, field: ShopperDetailsField): string {
  if (field === 'email') return strings.emailLabel;
  const [role, addressField] = field.split('.') as ['delivery' | 'billing', AddressField];
  return `${role === 'delivery' ? strings.deliveryAddressLegend : strings.billingAddressLegend}, ${strings[ADDRESS_LABELS[addressField]]}`;
}

/** The refusal of a wallet's details in the shopper's words: the summary, then each field and its problem (the sheet is not the form, so the field is named). */
export function walletDetailsMessage(locale: string, problems: ShopperDetailsProblems): string {
  const { summary, fields } = fieldErrorsOf(locale, problems);
  const strings = pageStringsFor(locale);
  const texts = (Object.entries(fields) as [ShopperDetailsField, string | undefined][])
    .flatMap(([field, text]) => (text === undefined ? [] : [`${fieldName(strings, field)}: ${text}`]));
  return texts.length === 0 ? summary : `${summary}: ${texts.join('; ')}`;
}
