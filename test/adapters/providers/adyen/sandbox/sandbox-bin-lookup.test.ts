import { describe, expect, it } from 'vitest';
import { sandboxBinLookup } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-bin-lookup.js';

const brandOf = (encryptedBin: string, supportedBrands?: string[]) => {
  const answer = sandboxBinLookup({ encryptedBin, requestId: 'r', ...(supportedBrands ? { supportedBrands } : {}) });
  if (!answer.ok) throw new Error(answer.error);
  return answer.value.brands[0] ?? null;
};

describe("the sandbox's bin lookup", () => {
  it('answers the brand with its rules, under the caller\'s request id', () => {
    expect(sandboxBinLookup({ encryptedBin: 'test_411111', requestId: 'req-7' })).toEqual({
      ok: true,
      value: { requestId: 'req-7', brands: [{ brand: 'visa', supported: true, cvcPolicy: 'required', showExpiryDate: true, enableLuhnCheck: true, showSocialSecurityNumber: false }] },
    });
    expect(brandOf('test_670344')).toMatchObject({ brand: 'bcmc', supported: true, cvcPolicy: 'hidden' });
    expect(brandOf('test_675964')).toMatchObject({ brand: 'maestro', supported: true, cvcPolicy: 'optional' });
    expect(brandOf('test_370000')).toMatchObject({ brand: 'amex', supported: true });
  });

  it('calls a brand unsupported when the sandbox does not take it or the caller did not list it', () => {
    expect(brandOf('test_220000')).toMatchObject({ brand: 'mir', supported: false });
    expect(brandOf('test_370000', ['visa', 'mc'])).toMatchObject({ brand: 'amex', supported: false });
    expect(brandOf('test_411111', ['visa', 'unknown'])).toMatchObject({ brand: 'visa', supported: true });
  });

  it('answers no brand for digits of no known brand, and reads only the test format', () => {
    expect(brandOf('test_999999')).toBeNull();
    expect(sandboxBinLookup({ encryptedBin: 'adyenjs_0_1_25$abc', requestId: 'r' }).ok).toBe(false);
    expect(sandboxBinLookup({ encryptedBin: 'test_4111', requestId: 'r' }).ok).toBe(false);
  });
});
