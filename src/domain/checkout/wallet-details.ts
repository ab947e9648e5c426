import { addressRulesOf } from './address-countries.js';
import type { AddressInput } from './address.js';
import type { ShopperDetailsInput } from './shopper-details.js';

/** An address as a wallet's payment sheet gives it (spec 3: wallet address fields). */
export interface WalletAddress {
  name?: string;
  address1?: string;
  address3?: string;
  countryCode?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  phoneNumber?: string;
}

/** What an express wallet payment from the basket tells the shop (spec 3: pmReqBasket). */
export interface WalletBasketDetails {
  email?: string;
  shippingAddress?: WalletAddress;
  /** The card's billing address, when the sheet gave one. */
  billingAddress?: WalletAddress;
}

/** "Jane Q. Smith" is Jane Q. / Smith: the last word is the family name; one word is a family name alone. */
export function splitWalletName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u).filter((w) => w !== '');
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: '', lastName: words[0]! };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/**
 * A wallet address as the details form's fields: address1 is the first line, address3 the second,
 * locality the town; the state or province only where the country has one (a wallet names a UK
 * county there, which the shop does not ask for).
 */
export function addressOfWallet(address: WalletAddress): AddressInput {
  const countryCode = (address.countryCode ?? '').trim().toUpperCase();
  const { firstName, lastName } = splitWalletName(address.name ?? '');
  return {
    firstName,
    lastName,
    line1: address.address1 ?? '',
    line2: address.address3 ?? '',
    city: address.locality ?? '',
    stateOrProvince: addressRulesOf(countryCode).region === null ? '' : (address.administrativeArea ?? ''),
    postcode: address.postalCode ?? '',
    countryCode,
    phone: address.phoneNumber ?? '',
  };
}

/**
 * The shopper's details from an express wallet payment: the sheet's email, its shipping address as
 * the delivery address, and the card's billing address when it differs (else billing is the same
 * as delivery). They are judged afterwards by the same rules as the details form.
 */
export function shopperDetailsOfWallet(wallet: WalletBasketDetails): ShopperDetailsInput {
  const delivery = addressOfWallet(wallet.shippingAddress ?? {});
  const billing = wallet.billingAddress === undefined ? null : addressOfWallet(wallet.billingAddress);
  // A billing address without a phone is the norm (the courier needs the delivery one only).
  const sameAsDelivery = billing === null || sameAddress(billing, delivery);
  return {
    email: wallet.email ?? '',
    deliveryAddress: delivery,
    billingSameAsDelivery: sameAsDelivery,
    ...(sameAsDelivery ? {} : { billingAddress: billing }),
  };
}

const COMPARED = ['firstName', 'lastName', 'line1', 'line2', 'city', 'stateOrProvince', 'postcode', 'countryCode'] as const;

function sameAddress(a: AddressInput, b: AddressInput): boolean {
  const norm = (v: unknown): string => (typeof v === 'string' ? v.trim().replace(/\s+/gu, ' ').toUpperCase() : '');
  return COMPARED.every((field) => norm(a[field]) === norm(b[field]));
}
