import { isResultCode } from '../../../domain/checkout/payment-result-code.js';
import type { Money } from '../../../domain/pricing/money.js';
import { ADDRESS_FIELDS } from '../../../domain/checkout/forms/address.js';
import type { StoredCard } from '../../../domain/checkout/card/stored-card.js';
import type {
  CardPaymentDetails, OfferedPaymentMethod, PaymentAction, PaymentOutcome, PaymentReversal, PaymentMethodsAnswer,
} from '../../../ports/payment-gateway.port.js';
import type { DetailsPayment } from './adyen-details-binding.js';

const ACTION_TYPES: readonly PaymentAction['type'][] = ['threeDS2', 'redirect', 'await', 'qrCode', 'voucher', 'bankTransfer', 'sdk'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Thrown when Adyen's answer does not have the shape of the Checkout API: the adapter reports PROVIDER_UNAVAILABLE. */
export class UnreadableAnswer extends Error {}

function actionOf(value: unknown, fallbackType: string): PaymentAction | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || !ACTION_TYPES.includes(value['type'] as PaymentAction['type'])) throw new UnreadableAnswer('unknown action');
  return { ...value, type: value['type'] as PaymentAction['type'], paymentMethodType: text(value['paymentMethodType']) ?? fallbackType };
}

/** A /payments or /payments/details answer (resultCode, pspReference, action, refusalReason, paymentMethod) as a PaymentOutcome. */
export function outcomeOf(answer: unknown, requestedType: string): PaymentOutcome {
  if (!isRecord(answer)) throw new UnreadableAnswer('not an object');
  const resultCode = text(answer['resultCode']);
  if (resultCode === null || !isResultCode(resultCode)) throw new UnreadableAnswer(`unknown resultCode ${String(resultCode)}`);
  const method = isRecord(answer['paymentMethod']) ? answer['paymentMethod'] : {};
  const paymentMethodType = text(method['brand']) ?? text(method['type']) ?? requestedType;
  return {
    resultCode,
    pspReference: text(answer['pspReference']),
    action: actionOf(answer['action'], paymentMethodType),
    refusalReason: text(answer['refusalReason']),
    paymentMethodType,
  };
}

function amountOf(value: unknown): Money | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || !Number.isSafeInteger(value['value']) || text(value['currency']) === null) throw new UnreadableAnswer('unreadable amount');
  return { amountMinor: value['value'] as number, currency: value['currency'] as string };
}

/** The payment a /payments/details answer belongs to: its merchantReference, amount and pspReference. */
export function detailsPaymentOf(answer: unknown): DetailsPayment {
  if (!isRecord(answer)) throw new UnreadableAnswer('not an object');
  return { reference: text(answer['merchantReference']), amount: amountOf(answer['amount']), pspReference: text(answer['pspReference']) };
}

/** A /payments/{pspReference}/reversals, captures, cancels or refunds answer (201, status 'received'): the modification's own pspReference. */
export function modificationOf(answer: unknown): PaymentReversal {
  const pspReference = isRecord(answer) ? text(answer['pspReference']) : null;
  if (pspReference === null || pspReference === '') throw new UnreadableAnswer('no pspReference for the modification');
  return { pspReference };
}

function offeredOf(value: unknown): OfferedPaymentMethod | null {
  if (!isRecord(value) || text(value['type']) === null) return null;
  const method: OfferedPaymentMethod = { type: value['type'] as string, name: text(value['name']) ?? (value['type'] as string) };
  if (Array.isArray(value['brands'])) method.brands = value['brands'].filter((b): b is string => typeof b === 'string');
  if (Array.isArray(value['issuers'])) {
    method.issuers = value['issuers'].filter(isRecord).flatMap((i) => (text(i['id']) !== null && text(i['name']) !== null && i['disabled'] !== true
      ? [{ id: i['id'] as string, name: i['name'] as string }] : []));
  }
  if (isRecord(value['configuration'])) {
    const settings = Object.entries(value['configuration']).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (settings.length > 0) method.configuration = Object.fromEntries(settings);
  }
  return method;
}

function storedOf(value: unknown): StoredCard | null {
  if (!isRecord(value)) return null;
  const interactions = Array.isArray(value['supportedShopperInteractions']) ? value['supportedShopperInteractions'] : ['Ecommerce'];
  const fields = ['id', 'brand', 'lastFour', 'expiryMonth', 'expiryYear'].map((f) => text(value[f]));
  if (fields.some((f) => f === null) || !interactions.includes('Ecommerce')) return null;
  const [id, brand, lastFour, expiryMonth, expiryYear] = fields as string[];
  return { id: id!, brand: brand!, lastFour: lastFour!, expiryMonth: expiryMonth!, expiryYear: expiryYear!, holderName: text(value['holderName']) ?? '' };
}

/** A /paymentMethods answer: the offered methods and the shopper's cards usable online. */
export function methodsAnswerOf(answer: unknown): PaymentMethodsAnswer {
  if (!isRecord(answer) || !Array.isArray(answer['paymentMethods'])) throw new UnreadableAnswer('no paymentMethods list');
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  return {
    paymentMethods: list(answer['paymentMethods']).map(offeredOf).filter((m): m is OfferedPaymentMethod => m !== null),
    storedPaymentMethods: list(answer['storedPaymentMethods']).map(storedOf).filter((m): m is StoredCard => m !== null),
  };
}

/**
 * A card's billing address, social security number and instalments as /payments names them:
 * `billingAddress {street, houseNumberOrName, postalCode, city, stateOrProvince, country}` (the
 * fields given), `socialSecurityNumber`, `installments {value, plan}`. Nothing for what is absent.
 */
export function cardDetailsWire(details: CardPaymentDetails | undefined): Record<string, unknown> {
  if (details === undefined) return {};
  const address = details.billingAddress;
  const billingAddress = address === undefined ? undefined
    : Object.fromEntries(ADDRESS_FIELDS.flatMap((field) => (typeof address[field] === 'string' ? [[field, address[field]]] : [])));
  return {
    ...(billingAddress === undefined ? {} : { billingAddress }),
    ...(details.socialSecurityNumber === undefined ? {} : { socialSecurityNumber: details.socialSecurityNumber }),
    ...(details.installments === undefined ? {} : { installments: { ...details.installments } }),
  };
}
