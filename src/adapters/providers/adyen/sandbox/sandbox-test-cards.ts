import { CARD_BRAND_RULES, type CardBrand } from '../../../../domain/checkout/card/card-brand.js';
import { fullYear, validateExpiry, type YearMonth } from '../../../../domain/checkout/card/card-expiry.js';
import { validateCardNumber } from '../../../../domain/checkout/card/card-number.js';
import type { ResultCode } from '../../../../domain/checkout/payment-result-code.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';

/** How 3-D Secure 2 runs for a card number in Adyen's test environment. */
export type ThreeDsFlow = 'none' | 'frictionless' | 'challenge' | 'fingerprintThenChallenge';

/** Adyen's published 3DS2 test cards (expiry 03/2030, CVC 737). */
export const THREE_DS_TEST_CARDS: Readonly<Record<string, ThreeDsFlow>> = {
  '5201281505129736': 'frictionless',
  '4212345678910006': 'challenge',
  '5000550000000029': 'fingerprintThenChallenge',
};

/** The test security codes: 7373 for Amex, 737 for the rest. */
export const TEST_SECURITY_CODE = { threeDigits: '737', fourDigits: '7373' } as const;

/** A card read from Adyen's unencrypted test payload: what may be kept, never the number itself. */
export interface TestCard {
  brand: CardBrand;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  flow: ThreeDsFlow;
}

/** The end of a payment decided by the holder name, as Adyen's test environment reads it. */
export interface HolderOutcome {
  resultCode: Extract<ResultCode, 'Authorised' | 'Refused' | 'Error' | 'Received'>;
  refusalReason: string | null;
}

export type TestCardProblem =
  /** The payment is refused (a bad number, date or security code): resultCode Refused. */
  | { kind: 'refused'; refusalReason: string }
  /** The request itself is wrong (not a test payload, fields missing): a 422 from Adyen. */
  | { kind: 'invalid'; reason: string };

const TEST_PREFIX = 'test_';

function testField(method: Record<string, unknown>, name: string): string | null {
  const value = method[name];
  if (typeof value !== 'string' || !value.startsWith(TEST_PREFIX)) return null;
  return value.slice(TEST_PREFIX.length);
}

/**
 * Holder names DECLINED, CARD_EXPIRED and NOT_ENOUGH_BALANCE give Refused, ERROR gives Error,
 * PENDING gives Received (its outcome arrives by webhook); any other name is authorised.
 */
export function holderNameOutcome(holderName: string): HolderOutcome {
  switch (holderName.trim().toUpperCase()) {
    case 'DECLINED':
      return { resultCode: 'Refused', refusalReason: 'Refused' };
    case 'CARD_EXPIRED':
      return { resultCode: 'Refused', refusalReason: 'Expired Card' };
    case 'NOT_ENOUGH_BALANCE':
      return { resultCode: 'Refused', refusalReason: 'Not enough balance' };
    case 'ERROR':
      return { resultCode: 'Error', refusalReason: 'Acquirer Error' };
    case 'PENDING':
      return { resultCode: 'Received', refusalReason: null };
    default:
      return { resultCode: 'Authorised', refusalReason: null };
  }
}

/**
 * Reads `{ encryptedCardNumber: 'test_4111…', encryptedExpiryMonth: 'test_03',
 * encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737', holderName }`: the number
 * must be of a known brand and pass Luhn, the date must not be past, the security code must be the
 * test code of the brand's length. Anything but the test format cannot be decrypted here.
 */
export function readTestCard(method: Record<string, unknown>, today: YearMonth): Result<TestCard, TestCardProblem> {
  const number = testField(method, 'encryptedCardNumber');
  const month = testField(method, 'encryptedExpiryMonth');
  const year = testField(method, 'encryptedExpiryYear');
  if (number === null || month === null || year === null) {
    return err({ kind: 'invalid', reason: 'Unable to decrypt data: the sandbox reads only the test_ card format' });
  }
  const valid = validateCardNumber(number, { complete: true });
  if (valid.ok !== true) return err({ kind: 'refused', refusalReason: 'Invalid Card Number' });
  const { brand, digits } = valid.value;
  if (!/^\d{1,2}$/.test(month) || !/^\d{2}(\d{2})?$/.test(year)) return err({ kind: 'refused', refusalReason: 'Expiry Date Invalid' });
  const expiry = validateExpiry({ year: fullYear(Number(year)), month: Number(month) }, today);
  if (!expiry.ok) {
    return err({ kind: 'refused', refusalReason: expiry.error.code === 'EXPIRED' ? 'Expired Card' : 'Expiry Date Invalid' });
  }
  const rule = CARD_BRAND_RULES[brand];
  const code = testField(method, 'encryptedSecurityCode');
  const expected = rule.securityCodeLength === 4 ? TEST_SECURITY_CODE.fourDigits : TEST_SECURITY_CODE.threeDigits;
  if (code === null ? rule.securityCodePolicy === 'required' : code !== expected) return err({ kind: 'refused', refusalReason: 'CVC Declined' });
  const holderName = typeof method['holderName'] === 'string' ? method['holderName'].trim() : '';
  return ok({
    brand,
    lastFour: digits.slice(-4),
    expiryMonth: String(expiry.value.month).padStart(2, '0'),
    expiryYear: String(expiry.value.year),
    holderName,
    flow: THREE_DS_TEST_CARDS[digits] ?? 'none',
  });
}
