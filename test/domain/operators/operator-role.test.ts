import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeyPrefixOf, looksLikeApiKey, makeApiKey } from '../../../src/domain/operators/api-key.js';
import { can, isOperatorRole, OPERATOR_PERMISSIONS, OPERATOR_ROLES } from '../../../src/domain/operators/operator-role.js';

const role = fc.constantFrom(...OPERATOR_ROLES);
const permission = fc.constantFrom(...OPERATOR_PERMISSIONS);

describe('operator roles', () => {
  it('let an admin do everything, and a viewer only read', () => {
    fc.assert(fc.property(permission, (p) => {
      expect(can('admin', p)).toBe(true);
      expect(can('viewer', p)).toBe(p === 'read');
    }));
  });

  it('let every role read, and only admins administer', () => {
    fc.assert(fc.property(role, (r) => {
      expect(can(r, 'read')).toBe(true);
      expect(can(r, 'admin')).toBe(r === 'admin');
    }));
  });

  it('keep fulfilment with support, money with finance and imports with catalog (and admins)', () => {
    expect(OPERATOR_ROLES.filter((r) => can(r, 'fulfil'))).toEqual(['support', 'admin']);
    expect(OPERATOR_ROLES.filter((r) => can(r, 'money'))).toEqual(['finance', 'admin']);
    expect(OPERATOR_ROLES.filter((r) => can(r, 'catalog'))).toEqual(['catalog', 'admin']);
  });

  it('know their own names only, in lower case', () => {
    for (const r of OPERATOR_ROLES) {
      expect(isOperatorRole(r)).toBe(true);
      expect(isOperatorRole(r.toUpperCase())).toBe(false);
    }
    fc.assert(fc.property(fc.string(), (s) => {
      fc.pre(!(OPERATOR_ROLES as readonly string[]).includes(s));
      expect(isOperatorRole(s)).toBe(false);
    }));
  });
});

describe('operator API keys', () => {
  it('start with sk_op_, and a list shows six characters after it', () => {
    const key = makeApiKey('AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde');
    expect(key).toBe('sk_op_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde');
    expect(looksLikeApiKey(key)).toBe(true);
    expect(apiKeyPrefixOf(key)).toBe('sk_op_AbCdEf');
  });

  it('refuse what is not one before any lookup', () => {
    for (const candidate of ['', 'sk_op_', 'sk_op_short', 'pk_op_AbCdEfGhIjKlMnOpQrSt', 'sk_op_has space in it 0123456789', `sk_op_${'a'.repeat(129)}`]) {
      expect(looksLikeApiKey(candidate)).toBe(false);
    }
  });
});
