import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FIRST_ORDER_NUMBER, orderReference, parseOrderReference } from '../../../src/domain/orders/order-reference.js';

const codeArb = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 4 });
const numberArb = fc.integer({ min: FIRST_ORDER_NUMBER, max: 999_999_999_999 });

describe('order references', () => {
  it('are the brand code in capitals, a dash and the order number', () => {
    expect(orderReference('ev', 1000123)).toBe('EV-1000123');
    expect(parseOrderReference('EV-1000123')).toEqual({ prefix: 'EV', orderNumber: 1000123 });
  });

  it('refuse what is not a reference', () => {
    for (const typed of ['', 'EV1000123', 'ev-1000123', 'EV-12', 'EV-1000000', 'EV-1000123 ', "EV-1000123'--", 'TOOLONG-1000123']) {
      expect(parseOrderReference(typed)).toBeNull();
    }
    expect(() => orderReference('e', 1000123)).toThrow(RangeError);
    expect(() => orderReference('ev', 12)).toThrow(RangeError);
  });

  test.prop([codeArb, numberArb])('read back as the brand code and number they were made of', (code, n) => {
    expect(parseOrderReference(orderReference(code, n))).toEqual({ prefix: code.toUpperCase(), orderNumber: n });
  });

  test.prop([codeArb, numberArb, numberArb])('differ for different order numbers', (code, a, b) => {
    fc.pre(a !== b);
    expect(orderReference(code, a)).not.toBe(orderReference(code, b));
  });

  test.prop([fc.string()])('anything parsed reads back as the same text', (text) => {
    const parsed = parseOrderReference(text);
    if (parsed) expect(orderReference(parsed.prefix, parsed.orderNumber)).toBe(text);
  });
});
