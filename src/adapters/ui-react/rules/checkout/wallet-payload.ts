/**
 * What a wallet payment sends to InitiatePayment (spec 3): pmReq.paymentMethod as the provider
 * wants it (Google Pay: `{type: 'googlepay', googlePayToken, googlePayCardNetwork}`; Apple Pay:
 * `{type: 'applepay', applePayToken}`), the `?type=` of the call, and for an express payment from
 * the basket pmReqBasket with the sheet's email and addresses in the spec's wallet address fields.
 */
import type { WalletType } from './payment-flow.js';
import { isGooglePayValid } from './buttons/google-pay.js';

export type WalletKind = 'googlepay' | 'applepay';

/** The wallets' own names (never translated). */
export const WALLET_NAMES: Readonly<Record<WalletKind, string>> = { googlepay: 'Google Pay', applepay: 'Apple Pay' };

/** An address in the spec's wallet address fields. */
export interface WalletAddressFields {
  name: string;
  address1: string;
  address3: string;
  countryCode: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  phoneNumber: string;
}

/** The sheet's answer: the token, and for express its email and addresses. */
export interface WalletApproval {
  token: string;
  /** Google Pay's card network (VISA, MASTERCARD ...); Apple Pay names none. */
  network: string | null;
  express: { email: string; shippingAddress: WalletAddressFields; billingAddress: WalletAddressFields | null } | null;
}

export interface WalletPayment {
  paymentMethod: Record<string, unknown>;
  wallet: WalletType;
  pmReqBasket?: Record<string, unknown>;
}

/** InitiatePayment's `?type=` for a wallet (the spec names Google Pay by its old type). */
const walletQueryType = (kind: WalletKind): WalletType => (kind === 'applepay' ? 'applepay' : 'paywithgoogle');

/** The wallet of a listed method type: Apple Pay, or Google Pay under either of its names. */
export const walletKindOf = (type: string): WalletKind => (type === 'applepay' ? 'applepay' : 'googlepay');

/** The request of an approved sheet, or null when it has no token (spec 4: Google Pay is valid once a token exists). */
export function walletPayment(kind: WalletKind, approval: WalletApproval): WalletPayment | null {
  if (!isGooglePayValid({ googlePayToken: approval.token })) return null;
  const paymentMethod: Record<string, unknown> = kind === 'applepay'
    ? { type: 'applepay', applePayToken: approval.token }
    : { type: 'googlepay', googlePayToken: approval.token, ...(approval.network ? { googlePayCardNetwork: approval.network } : {}) };
  const payment: WalletPayment = { paymentMethod, wallet: walletQueryType(kind) };
  if (approval.express !== null) {
    const { email, shippingAddress, billingAddress } = approval.express;
    payment.pmReqBasket = {
      paymentMethodData: { token: approval.token, type: kind, ...(billingAddress ? { billingAddress: trimmed(billingAddress) } : {}) },
      email: email.trim(),
      shippingAddress: trimmed(shippingAddress),
    };
  }
  return payment;
}

function trimmed(address: WalletAddressFields): WalletAddressFields {
  return Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as unknown as WalletAddressFields;
}

/** Google's address (google.payments.api.Address) in the spec's fields. */
export function googleAddressFields(address: Partial<Record<'name' | 'address1' | 'address2' | 'address3' | 'countryCode' | 'locality' | 'administrativeArea' | 'postalCode' | 'phoneNumber', string>> | undefined): WalletAddressFields {
  const a = address ?? {};
  return {
    name: a.name ?? '',
    address1: a.address1 ?? '',
    // Google splits a long street over address2 and address3; the shop keeps one second line.
    address3: [a.address2, a.address3].filter((l) => l !== undefined && l.trim() !== '').join(', '),
    countryCode: (a.countryCode ?? '').toUpperCase(),
    locality: a.locality ?? '',
    administrativeArea: a.administrativeArea ?? '',
    postalCode: a.postalCode ?? '',
    phoneNumber: a.phoneNumber ?? '',
  };
}

/** Apple's payment contact (ApplePayJS.ApplePayPaymentContact) in the spec's fields. */
export function appleContactFields(contact: {
  givenName?: string; familyName?: string; addressLines?: string[]; locality?: string; administrativeArea?: string;
  postalCode?: string; countryCode?: string; phoneNumber?: string;
} | undefined): WalletAddressFields {
  const c = contact ?? {};
  const lines = c.addressLines ?? [];
  return {
    name: [c.givenName, c.familyName].filter((p) => p !== undefined && p.trim() !== '').join(' '),
    address1: lines[0] ?? '',
    address3: lines.slice(1).join(', '),
    countryCode: (c.countryCode ?? '').toUpperCase(),
    locality: c.locality ?? '',
    administrativeArea: c.administrativeArea ?? '',
    postalCode: c.postalCode ?? '',
    phoneNumber: c.phoneNumber ?? '',
  };
}
