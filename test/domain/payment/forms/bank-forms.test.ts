import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { isAbaRoutingNumber, validateAch, ACH_BILLING_COUNTRIES } from '../../../../src/domain/payment/forms/ach.js';
import { validateGbDirectDebit } from '../../../../src/domain/payment/forms/gb-direct-debit.js';
import { validateBoleto } from '../../../../src/domain/payment/forms/boleto.js';
import { dragonpayNeedsIssuer, validateDragonpay } from '../../../../src/domain/payment/forms/dragonpay.js';

describe('ACH', () => {
  const valid = { bankAccountNumber: '123456789', bankLocationId: '011000015', ownerName: 'Ann Lee', billingCountry: 'US' };

  it('accepts a valid account', () => {
    expect(validateAch(valid)).toEqual({ ok: true, value: valid });
    expect(validateAch({ ...valid, billingCountry: 'pr' }).ok).toBe(true);
    expect(ACH_BILLING_COUNTRIES).toEqual(['US', 'PR']);
  });

  it('reports the spec messages', () => {
    expect(validateAch({ bankAccountNumber: '123', bankLocationId: '011000016', ownerName: ' ', billingCountry: 'GB' })).toEqual({
      ok: false,
      error: {
        bankAccountNumber: 'Invalid account number',
        bankLocationId: 'Invalid ABA routing number',
        ownerName: 'field.error.required',
        billingCountry: 'field.error.required',
      },
    });
    expect(validateAch({ ...valid, bankAccountNumber: '1'.repeat(18) }).ok).toBe(false);
    expect(validateAch({ ...valid, bankAccountNumber: '1'.repeat(17) }).ok).toBe(true);
  });

  it.each(['011000015', '021000021', '121000358'])('knows real routing number %s', (n) => {
    expect(isAbaRoutingNumber(n)).toBe(true);
  });

  test.prop([fc.stringMatching(/^\d{9}$/), fc.nat(8), fc.integer({ min: 1, max: 9 })])('a changed digit breaks a valid routing number', (n, i, shift) => {
    const check = (10 - ([3, 7, 1, 3, 7, 1, 3, 7].reduce((s, w, k) => s + w * Number(n[k]), 0) % 10)) % 10;
    const routing = n.slice(0, 8) + String(check);
    expect(isAbaRoutingNumber(routing)).toBe(true);
    const changed = routing.slice(0, i) + String((Number(routing[i]) + shift) % 10) + routing.slice(i + 1);
    expect(isAbaRoutingNumber(changed)).toBe(false);
  });
});

describe('GB direct debit', () => {
  const valid = {
    holderName: 'David Archer',
    bankAccountNumber: '40308669',
    bankLocationId: '56-00-36',
    shopperEmail: 'david@example.co.uk',
    amountConsentCheckbox: true,
    accountConsentCheckbox: true,
  };

  it('accepts a complete form and normalises the sort code', () => {
    expect(validateGbDirectDebit(valid)).toEqual({ ok: true, value: { ...valid, bankLocationId: '560036' } });
    expect(validateGbDirectDebit({ ...valid, bankAccountNumber: '1' }).ok).toBe(true);
  });

  it('reports every missing or malformed field', () => {
    expect(
      validateGbDirectDebit({
        holderName: '',
        bankAccountNumber: '123456789',
        bankLocationId: '56003',
        shopperEmail: 'david',
        amountConsentCheckbox: false,
        accountConsentCheckbox: false,
      }),
    ).toEqual({
      ok: false,
      error: {
        holderName: 'field.error.required',
        bankAccountNumber: 'Invalid account number',
        bankLocationId: 'Invalid sort code',
        shopperEmail: 'Incomplete field',
        amountConsentCheckbox: 'field.error.required',
        accountConsentCheckbox: 'field.error.required',
      },
    });
  });
});

describe('Boleto', () => {
  const address = { street: 'Rua Funcionarios', houseNumberOrName: '952', postalCode: '04386040', city: 'São Paulo', stateOrProvince: 'SP', country: 'BR' };
  const valid = { firstName: 'José', lastName: 'Silva', socialSecurityNumber: '568.617.525-09', billingAddress: address };

  it('accepts a Brazilian billing address with names and a social security number', () => {
    expect(validateBoleto(valid)).toEqual({ ok: true, value: valid });
  });

  it('requires names, number, every address field and country BR', () => {
    expect(validateBoleto({ firstName: '', lastName: '', socialSecurityNumber: '', billingAddress: { ...address, city: '', country: 'PT' } })).toEqual({
      ok: false,
      error: {
        firstName: 'field.error.required',
        lastName: 'field.error.required',
        socialSecurityNumber: 'field.error.required',
        'billingAddress.city': 'field.error.required',
        'billingAddress.country': 'field.error.required',
      },
    });
  });
});

describe('Dragonpay', () => {
  it('requires an issuer for bank types and an email for all', () => {
    expect(dragonpayNeedsIssuer('dragonpay_ebanking')).toBe(true);
    expect(dragonpayNeedsIssuer('dragonpay_otc_banking')).toBe(true);
    expect(dragonpayNeedsIssuer('dragonpay_otc_non_banking')).toBe(false);
    expect(validateDragonpay({ type: 'dragonpay_ebanking', shopperEmail: 'x' })).toEqual({
      ok: false,
      error: { issuer: 'field.error.required', shopperEmail: 'Incomplete field' },
    });
    expect(validateDragonpay({ type: 'dragonpay_otc_philippines', shopperEmail: 'juan@example.ph' }).ok).toBe(true);
    expect(validateDragonpay({ type: 'dragonpay_ebanking', issuer: 'BDO', shopperEmail: 'juan@example.ph' }).ok).toBe(true);
  });
});
