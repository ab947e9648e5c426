/**
 * The provider card payload (spec 3) read from Adyen's card component: `state.data` of
 * `@adyen/adyen-web` 6 holds paymentMethod {type, encrypted fields, storedPaymentMethodId, brand,
 * fundingSource, holderName}, browserInfo, and, only when the component asked for them,
 * storePaymentMethod, billingAddress {street, houseNumberOrName, postalCode, city,
 * stateOrProvince, country}, socialSecurityNumber (a Brazilian CPF or CNPJ) and installments
 * {value, plan}. The rest of state.data (origin, ...) is not the storefront's to send.
 */
import { ADDRESS_FIELDS, type AddressField } from '../../../../domain/checkout/forms/address.js';

interface CardInstallments {
  value: number;
  plan?: 'regular' | 'revolving' | 'bonus';
}

/** What goes beside the card in pmReq. */
export interface CardPaymentDetails {
  billingAddress?: Partial<Record<AddressField, string>>;
  socialSecurityNumber?: string;
  installments?: CardInstallments;
}

export interface CardPayment {
  paymentMethod: Record<string, unknown>;
  browserInfo?: Record<string, unknown>;
  storePaymentMethod?: boolean;
  details: CardPaymentDetails;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const PLANS: readonly string[] = ['regular', 'revolving', 'bonus'];

function installmentsOf(value: unknown): CardInstallments | undefined {
  if (!isRecord(value) || !Number.isInteger(value['value']) || (value['value'] as number) < 1) return undefined;
  const plan = value['plan'];
  return { value: value['value'] as number, ...(typeof plan === 'string' && PLANS.includes(plan) ? { plan: plan as CardInstallments['plan'] } : {}) };
}

function billingAddressOf(value: unknown): CardPaymentDetails['billingAddress'] {
  if (!isRecord(value) || typeof value['country'] !== 'string') return undefined;
  return Object.fromEntries(ADDRESS_FIELDS.flatMap((field) => (typeof value[field] === 'string' ? [[field, value[field]]] : [])));
}

/** The card payment in `state.data`; null when it carries no payment method. */
export function cardPaymentOf(data: unknown): CardPayment | null {
  if (!isRecord(data) || !isRecord(data['paymentMethod'])) return null;
  const billingAddress = billingAddressOf(data['billingAddress']);
  const installments = installmentsOf(data['installments']);
  const ssn = data['socialSecurityNumber'];
  return {
    paymentMethod: data['paymentMethod'],
    ...(isRecord(data['browserInfo']) ? { browserInfo: data['browserInfo'] } : {}),
    ...(data['storePaymentMethod'] === true ? { storePaymentMethod: true } : {}),
    details: {
      ...(billingAddress === undefined ? {} : { billingAddress }),
      ...(typeof ssn === 'string' && ssn !== '' ? { socialSecurityNumber: ssn } : {}),
      ...(installments === undefined ? {} : { installments }),
    },
  };
}
