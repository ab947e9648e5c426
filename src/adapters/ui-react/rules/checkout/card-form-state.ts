/**
 * The sandbox card form as Adyen's card component behaves (spec 3 "Provider card state", 4
 * "Provider components", 5 "Provider card rules"): the brand is detected from the number as it is
 * typed and settled by a bin lookup of its first six digits; a brand change resets the security
 * code and date policies to the new brand's, a lookup sets them; an unsupported card shows
 * 'Unsupported card entered' on the number, blocks validity and sends no card number until a new
 * lookup succeeds; only the answer to the latest lookup counts; allValid is recalculated on every
 * change. Errors are codes; the form shows the page strings (spec texts, sections 5 and 8).
 */
import { assertNever } from '../../../../domain/shared/result.js';
import type { CardBrand } from '../../../../domain/checkout/card/card-brand.js';
import { validateExpiry, type YearMonth } from '../../../../domain/checkout/card/card-expiry.js';
import { validateCardNumber } from '../../../../domain/checkout/card/card-number.js';
import { cardNumberDigits, detectCardBrand } from '../../../../domain/checkout/card/detect-card-brand.js';
import { binOf, interpretBinLookup, type BinLookupResponse } from './bin-lookup.js';
import { DEFAULT_CARD_POLICIES, policiesAfterBrandChange, type CardPolicies } from './card-policies.js';
import { parseExpiry } from './expiry-autofill.js';
import { CARD_FIELDS, EMPTY_CARD, securityCodeLength, type CardErrors, type CardField, type CardFieldError, type CardValues } from './sandbox-card-fields.js';

export interface CardFormState {
  values: CardValues;
  /** The errors shown beside the fields. */
  errors: CardErrors;
  brand: CardBrand | null;
  policies: CardPolicies;
  hasUnsupportedCard: boolean;
  /** A lookup can switch the Luhn check off for its brand. */
  enableLuhnCheck: boolean;
  /** The latest lookup sent: its request id and the digits it was for. */
  lookup: { requestId: string; bin: string } | null;
  /** The digits whose lookup answered last: its brand holds while they stay. */
  lookedUpBin: string | null;
  allValid: boolean;
}

export type CardFormEvent =
  | { type: 'typed'; field: CardField; value: string }
  | { type: 'left'; field: CardField }
  | { type: 'submitted' }
  | { type: 'binLookupSent'; requestId: string; bin: string }
  | { type: 'binLookupAnswered'; response: BinLookupResponse };

export const INITIAL_CARD_FORM: CardFormState = {
  values: EMPTY_CARD,
  errors: {},
  brand: null,
  policies: DEFAULT_CARD_POLICIES,
  hasUnsupportedCard: false,
  enableLuhnCheck: true,
  lookup: null,
  lookedUpBin: null,
  allValid: false,
};

type FieldRules = Pick<CardFormState, 'values' | 'brand' | 'policies' | 'hasUnsupportedCard' | 'enableLuhnCheck'>;

function expiryOf(value: string): YearMonth | null {
  return /^\d{2}\/\d{2}$/.test(value.trim()) ? parseExpiry(value.trim()) : null;
}

/**
 * One field's error, or null. `complete` is false while the shopper types in the field (a number
 * that may still grow is not an error yet) and true once they leave it or pay. The expiry is valid
 * when its policy is hidden; the security code is valid when its policy is hidden, and when
 * optional it is valid empty (spec 4); the holder name is required and must not be blank.
 */
export function cardFieldError(field: CardField, form: FieldRules, today: YearMonth, complete: boolean): CardFieldError | null {
  const { values, policies } = form;
  switch (field) {
    case 'cardNumber': {
      if (form.hasUnsupportedCard) return 'cardUnsupported';
      if (cardNumberDigits(values.cardNumber) === '') return complete ? 'cardNumberRequired' : null;
      const result = validateCardNumber(values.cardNumber, { complete, enableLuhnCheck: form.enableLuhnCheck });
      return result.ok === 'incomplete' || result.ok ? null : 'cardNumberInvalid';
    }
    case 'expiryDate': {
      if (policies.datePolicy === 'hidden') return null;
      const expiry = expiryOf(values.expiryDate);
      if (expiry === null) return complete ? 'expiryRequired' : null;
      const checked = validateExpiry(expiry, today);
      if (checked.ok) return null;
      if (checked.error.code === 'EXPIRED') return 'cardExpired';
      if (checked.error.code === 'TOO_FAR_IN_FUTURE') return 'expiryTooFar';
      return 'expiryRequired';
    }
    case 'securityCode': {
      if (policies.cvcPolicy === 'hidden') return null;
      const length = securityCodeLength(form.brand);
      const code = values.securityCode;
      if ((code.length === length && /^\d+$/.test(code)) || (policies.cvcPolicy === 'optional' && code === '')) return null;
      return complete || code.length > length ? 'securityCodeRequired' : null;
    }
    case 'holderName':
      return complete && values.holderName.trim() === '' ? 'holderNameRequired' : null;
    default:
      return assertNever(field);
  }
}

function withError(errors: CardErrors, field: CardField, error: CardFieldError | null): CardErrors {
  const next = { ...errors };
  if (error === null) delete next[field];
  else next[field] = error;
  return next;
}

/** A new number: the brand detected from it, unless its first digits are those the last lookup answered for. */
function typedNumber(state: CardFormState, cardNumber: string): CardFormState {
  const bin = binOf(cardNumber);
  if (bin !== null && bin === state.lookedUpBin) return state;
  const brand = detectCardBrand(cardNumber);
  return {
    ...state,
    brand,
    policies: policiesAfterBrandChange(state, brand),
    enableLuhnCheck: true,
    lookedUpBin: null,
    // Fewer than six digits: nothing is looked up any more, and nothing is unsupported.
    hasUnsupportedCard: bin === null ? false : state.hasUnsupportedCard,
  };
}

function answered(state: CardFormState, response: BinLookupResponse, today: YearMonth): CardFormState {
  const outcome = interpretBinLookup(state.lookup?.requestId ?? null, response);
  if (outcome.kind === 'stale') return state;
  const lookedUpBin = state.lookup?.bin ?? null;
  if (outcome.kind === 'unsupported') {
    return { ...state, lookedUpBin, hasUnsupportedCard: true, errors: withError(state.errors, 'cardNumber', 'cardUnsupported') };
  }
  const next: CardFormState = outcome.kind === 'noBrand'
    ? { ...state, lookedUpBin, hasUnsupportedCard: false }
    : { ...state, lookedUpBin, hasUnsupportedCard: false, brand: outcome.brand, policies: outcome.policies, enableLuhnCheck: outcome.enableLuhnCheck };
  return state.errors.cardNumber === 'cardUnsupported'
    ? { ...next, errors: withError(next.errors, 'cardNumber', cardFieldError('cardNumber', next, today, false)) }
    : next;
}

function step(state: CardFormState, event: CardFormEvent, today: YearMonth): CardFormState {
  switch (event.type) {
    case 'typed': {
      const values = { ...state.values, [event.field]: event.value };
      const next = event.field === 'cardNumber' ? typedNumber({ ...state, values }, event.value) : { ...state, values };
      if (state.errors[event.field] === undefined) return next;
      return { ...next, errors: withError(next.errors, event.field, cardFieldError(event.field, next, today, false)) };
    }
    case 'left':
      return { ...state, errors: withError(state.errors, event.field, cardFieldError(event.field, state, today, true)) };
    case 'submitted':
      return { ...state, errors: cardErrors(state, today) };
    case 'binLookupSent':
      return { ...state, lookup: { requestId: event.requestId, bin: event.bin } };
    case 'binLookupAnswered':
      return answered(state, event.response, today);
    default:
      return assertNever(event);
  }
}

/** Every field's error at the moment of paying. */
export function cardErrors(state: FieldRules, today: YearMonth): CardErrors {
  let errors: CardErrors = {};
  for (const field of CARD_FIELDS) errors = withError(errors, field, cardFieldError(field, state, today, true));
  return errors;
}

/**
 * The card form's state machine. allValid is recalculated on every event (spec 4); a field whose
 * policy turns hidden drops its error.
 */
export function reduceCardForm(state: CardFormState, event: CardFormEvent, today: YearMonth): CardFormState {
  const next = step(state, event, today);
  let errors = next.errors;
  if (next.policies.cvcPolicy === 'hidden') errors = withError(errors, 'securityCode', null);
  if (next.policies.datePolicy === 'hidden') errors = withError(errors, 'expiryDate', null);
  return { ...next, errors, allValid: Object.keys(cardErrors(next, today)).length === 0 };
}

/** The digits to look up now, or null: six digits are typed and no lookup was sent for them yet. */
export function binLookupDue(state: CardFormState): string | null {
  const bin = binOf(state.values.cardNumber);
  return bin !== null && bin !== state.lookup?.bin ? bin : null;
}

export interface SandboxCardPayload {
  type: 'scheme';
  encryptedCardNumber: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName: string;
  brand?: CardBrand;
}

/**
 * The sandbox card payload: Adyen's unencrypted test format (`test_` + the value), which only a
 * test environment accepts, with the fields the brand's policies ask for. Null unless allValid.
 */
export function sandboxCardPayload(state: CardFormState): SandboxCardPayload | null {
  if (!state.allValid) return null;
  const { values, policies } = state;
  const expiry = expiryOf(values.expiryDate);
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${cardNumberDigits(values.cardNumber)}`,
    ...(policies.datePolicy === 'hidden' || expiry === null ? {} : {
      encryptedExpiryMonth: `test_${String(expiry.month).padStart(2, '0')}`, encryptedExpiryYear: `test_${expiry.year}`,
    }),
    ...(policies.cvcPolicy === 'hidden' || values.securityCode === '' ? {} : { encryptedSecurityCode: `test_${values.securityCode}` }),
    holderName: values.holderName.trim(),
    ...(state.brand === null ? {} : { brand: state.brand }),
  };
}
