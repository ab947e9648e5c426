import type { OfferedPaymentMethod, PaymentMethodIssuer } from '../../../../ports/payment-gateway.port.js';

/** Euro countries where SEPA direct debit in EUR is offered (Adyen lists it for EUR payments there). */
export const SEPA_EURO_COUNTRIES = [
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
] as const;

/** Countries where an existing Sofort merchant still sees `directEbanking` (EUR). */
const SOFORT_COUNTRIES = ['AT', 'BE', 'DE', 'NL'] as const;

/** Banks of the sandbox's EPS page (Austria) and of Online banking Poland, as Adyen's test issuers. */
const SANDBOX_ISSUERS: Readonly<Record<'eps' | 'onlineBanking_PL', readonly PaymentMethodIssuer[]>> = {
  eps: [
    { id: 'erste', name: 'Erste Bank und Sparkassen' },
    { id: 'raiffeisen', name: 'Raiffeisen Bankengruppe' },
    { id: 'bawag', name: 'BAWAG P.S.K.' },
    { id: 'volksbank', name: 'Volksbank Gruppe' },
  ],
  onlineBanking_PL: [
    { id: 'pko', name: 'PKO Bank Polski' },
    { id: 'mbank', name: 'mBank' },
    { id: 'santander', name: 'Santander' },
    { id: 'pekao', name: 'Bank Pekao' },
  ],
};

/** Banks the sandbox's iDEAL page lists: with iDEAL 2.0 the shopper picks the bank there, never on the shop's page. */
const SANDBOX_IDEAL_BANKS: readonly PaymentMethodIssuer[] = [
  { id: 'abn', name: 'ABN AMRO' },
  { id: 'ing', name: 'ING' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'sns', name: 'SNS' },
];

/** The card brands the sandbox accepts: its bin lookup calls any other known brand unsupported. Bancontact (bcmc) has no security code. */
export const SANDBOX_CARD_BRANDS = ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'diners', 'discover', 'jcb', 'cup'] as const;

export interface CatalogueOptions {
  /**
   * Sofort (`directEbanking`) is closed to new merchants (docs/providers.md): Adyen only keeps it for
   * merchants who had it. Off by default, so a new shop never lists it.
   */
  sofortForExistingMerchant: boolean;
}

/** Methods that leave the shop for a bank or provider page (action redirect). */
const REDIRECT_METHOD_TYPES = ['ideal', 'eps', 'onlineBanking_PL', 'directEbanking', 'clearpay'] as const;
export type RedirectMethodType = (typeof REDIRECT_METHOD_TYPES)[number];

export function isRedirectMethod(type: string): type is RedirectMethodType {
  return (REDIRECT_METHOD_TYPES as readonly string[]).includes(type);
}

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/**
 * What Adyen's test environment lists for a country and currency: cards, Apple Pay and Google
 * Pay everywhere; iDEAL for NL in EUR; EPS for AT in EUR; Online banking Poland (Dotpay's
 * successor) for PL in PLN; SEPA direct debit for euro countries in EUR; Clearpay for GB in GBP;
 * Sofort only for an existing Sofort merchant.
 */
export function sandboxMethodsFor(countryCode: string, currency: string, options: CatalogueOptions): OfferedPaymentMethod[] {
  const country = countryCode.toUpperCase();
  const cur = currency.toUpperCase();
  const methods: OfferedPaymentMethod[] = [{ type: 'scheme', name: 'Cards', brands: [...SANDBOX_CARD_BRANDS] }];
  if (country === 'NL' && cur === 'EUR') methods.push({ type: 'ideal', name: 'iDEAL | Wero' });
  if (country === 'AT' && cur === 'EUR') methods.push({ type: 'eps', name: 'EPS', issuers: [...SANDBOX_ISSUERS.eps] });
  if (country === 'PL' && cur === 'PLN') methods.push({ type: 'onlineBanking_PL', name: 'Online banking Poland', issuers: [...SANDBOX_ISSUERS.onlineBanking_PL] });
  if (cur === 'EUR' && includes(SEPA_EURO_COUNTRIES, country)) methods.push({ type: 'sepadirectdebit', name: 'SEPA Direct Debit' });
  if (options.sofortForExistingMerchant && cur === 'EUR' && includes(SOFORT_COUNTRIES, country)) methods.push({ type: 'directEbanking', name: 'Sofort' });
  if (country === 'GB' && cur === 'GBP') methods.push({ type: 'clearpay', name: 'Clearpay' });
  methods.push({ type: 'applepay', name: 'Apple Pay' }, { type: 'googlepay', name: 'Google Pay' });
  return methods;
}

/** The bank list the sandbox bank page shows for a method: iDEAL's central list, EPS and Poland's banks, none for Sofort and Clearpay. */
export function bankPageIssuers(type: RedirectMethodType): readonly PaymentMethodIssuer[] {
  if (type === 'ideal') return SANDBOX_IDEAL_BANKS;
  if (type === 'eps' || type === 'onlineBanking_PL') return SANDBOX_ISSUERS[type];
  return [];
}
