import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { detailsIdempotencyKey, MAX_PAYMENT_ATTEMPTS, paymentIdempotencyKey } from '../../../src/domain/orders/payment-idempotency-key.js';

const attemptArb = fc.integer({ min: 1, max: MAX_PAYMENT_ATTEMPTS });

describe('payment idempotency keys', () => {
  it('name the order and the attempt, within the provider limit of 64 characters', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(paymentIdempotencyKey(id, 1)).toBe(`${id}.p1`);
    expect(detailsIdempotencyKey(paymentIdempotencyKey(id, MAX_PAYMENT_ATTEMPTS), { redirectResult: 'x'.repeat(500) }).length).toBeLessThanOrEqual(64);
    expect(() => paymentIdempotencyKey(id, 0)).toThrow(RangeError);
    expect(() => paymentIdempotencyKey(id, MAX_PAYMENT_ATTEMPTS + 1)).toThrow(RangeError);
  });

  test.prop([fc.uuid(), attemptArb])('are the same for the same order and attempt', (id, n) => {
    expect(paymentIdempotencyKey(id, n)).toBe(paymentIdempotencyKey(id, n));
  });

  test.prop([fc.uuid(), fc.uuid(), attemptArb, attemptArb])('differ when the order or the attempt differs', (a, b, n, m) => {
    fc.pre(a !== b || n !== m);
    expect(paymentIdempotencyKey(a, n)).not.toBe(paymentIdempotencyKey(b, m));
  });

  test.prop([fc.dictionary(fc.string(), fc.jsonValue())])('details keys ignore the order of the fields', (details) => {
    const reversed = Object.fromEntries(Object.entries(details).reverse());
    expect(detailsIdempotencyKey('k.p1', reversed)).toBe(detailsIdempotencyKey('k.p1', details));
  });

  it('details keys differ for different details', () => {
    expect(detailsIdempotencyKey('k.p1', { threeDSResult: 'a' })).not.toBe(detailsIdempotencyKey('k.p1', { threeDSResult: 'b' }));
    expect(detailsIdempotencyKey('k.p1', { threeDSResult: 'a' })).not.toBe(detailsIdempotencyKey('k.p2', { threeDSResult: 'a' }));
  });
});
