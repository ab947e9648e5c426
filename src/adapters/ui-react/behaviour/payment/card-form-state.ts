import { assertNever } from '../../../../domain/shared/result.js';
import { UNSUPPORTED_CARD } from './provider-messages.js';
import { interpretBinLookup, type BinLookupResponse } from './bin-lookup.js';
import type { CardBrand } from '../../../../domain/payment/card/card-brand.js';
import { DEFAULT_CARD_POLICIES, policiesAfterBrandChange, type CardPolicies } from './card-policies.js';
import { allSecuredFieldsValid, type SecuredFieldStatus } from './card-validity.js';

export type SecuredField = 'encryptedCardNumber' | 'encryptedExpiryDate' | 'encryptedSecurityCode';

const STATUS_KEY = {
  encryptedCardNumber: 'cardNumber',
  encryptedExpiryDate: 'expiryDate',
  encryptedSecurityCode: 'securityCode',
} as const satisfies Record<SecuredField, string>;

export interface CardFormState {
  brand: CardBrand | null;
  policies: CardPolicies;
  hasUnsupportedCard: boolean;
  status: Record<(typeof STATUS_KEY)[SecuredField], SecuredFieldStatus>;
  encrypted: Partial<Record<SecuredField, string>>;
  errors: Partial<Record<SecuredField, string>>;
  latestBinLookupId: string | null;
  allValid: boolean;
}

export type CardFormEvent =
  | { type: 'fieldEncrypted'; field: SecuredField; blob: string }
  | { type: 'fieldError'; field: SecuredField; message: string }
  | { type: 'fieldCleared'; field: SecuredField }
  | { type: 'brandChanged'; brand: CardBrand | null }
  | { type: 'binLookupSent'; requestId: string }
  | { type: 'binLookupAnswered'; response: BinLookupResponse };

export const INITIAL_CARD_FORM: CardFormState = {
  brand: null,
  policies: DEFAULT_CARD_POLICIES,
  hasUnsupportedCard: false,
  status: { cardNumber: 'empty', expiryDate: 'empty', securityCode: 'empty' },
  encrypted: {},
  errors: {},
  latestBinLookupId: null,
  allValid: false,
};

function without<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function setField(state: CardFormState, field: SecuredField, status: SecuredFieldStatus, blob?: string, message?: string): CardFormState {
  return {
    ...state,
    status: { ...state.status, [STATUS_KEY[field]]: status },
    encrypted: blob === undefined ? without(state.encrypted, field) : { ...state.encrypted, [field]: blob },
    errors: message === undefined ? without(state.errors, field) : { ...state.errors, [field]: message },
  };
}

function step(state: CardFormState, event: CardFormEvent): CardFormState {
  switch (event.type) {
    case 'fieldEncrypted':
      return setField(state, event.field, 'valid', event.blob);
    case 'fieldError':
      return setField(state, event.field, 'error', undefined, event.message);
    case 'fieldCleared':
      return setField(state, event.field, 'empty');
    case 'brandChanged':
      return { ...state, brand: event.brand, policies: policiesAfterBrandChange(state, event.brand) };
    case 'binLookupSent':
      return { ...state, latestBinLookupId: event.requestId };
    case 'binLookupAnswered': {
      const outcome = interpretBinLookup(state.latestBinLookupId, event.response);
      if (outcome.kind === 'stale') return state;
      if (outcome.kind === 'unsupported') {
        return { ...setField(state, 'encryptedCardNumber', 'error', undefined, UNSUPPORTED_CARD), hasUnsupportedCard: true };
      }
      const cleared = state.hasUnsupportedCard
        ? { ...setField(state, 'encryptedCardNumber', 'empty'), hasUnsupportedCard: false }
        : state;
      if (outcome.kind === 'noBrand') return cleared;
      return { ...cleared, brand: outcome.brand, policies: outcome.policies };
    }
    default:
      return assertNever(event);
  }
}

/**
 * The card form's state machine. allValid is recalculated on every event; an unsupported card
 * blocks validity and clears the encrypted card number until a later bin lookup succeeds.
 */
export function reduceCardForm(state: CardFormState, event: CardFormEvent): CardFormState {
  const next = step(state, event);
  return { ...next, allValid: allSecuredFieldsValid({ ...next.status, policies: next.policies, hasUnsupportedCard: next.hasUnsupportedCard }) };
}
