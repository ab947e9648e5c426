import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { notificationEffectOf, paymentEffectOf } from '../../../src/domain/orders/payment-effect.js';
import { RESULT_CODES, resultCodeStage } from '../../../src/domain/checkout/payment-result-code.js';

describe('what a payment answer does to the order', () => {
  it('maps each result code', () => {
    expect(paymentEffectOf('Authorised')).toEqual({ kind: 'close', status: 'paid' });
    expect(paymentEffectOf('Refused')).toEqual({ kind: 'close', status: 'refused' });
    expect(paymentEffectOf('Error')).toEqual({ kind: 'close', status: 'refused' });
    expect(paymentEffectOf('Cancelled')).toEqual({ kind: 'close', status: 'cancelled' });
    for (const code of ['Pending', 'Received', 'RedirectShopper', 'IdentifyShopper', 'ChallengeShopper', 'PresentToShopper'] as const) {
      expect(paymentEffectOf(code)).toEqual({ kind: 'stay-pending' });
    }
  });

  test.prop([fc.constantFrom(...RESULT_CODES)])('only a final result code closes the order, and only Authorised pays it', (code) => {
    const effect = paymentEffectOf(code);
    expect(effect.kind === 'close').toBe(resultCodeStage(code) === 'final');
    expect(effect.kind === 'close' && effect.status === 'paid').toBe(code === 'Authorised');
  });

  it('maps notifications: AUTHORISATION true pays, false refuses, CANCELLATION cancels', () => {
    expect(notificationEffectOf('AUTHORISATION', true)).toEqual({ kind: 'close', status: 'paid' });
    expect(notificationEffectOf('AUTHORISATION', false)).toEqual({ kind: 'close', status: 'refused' });
    expect(notificationEffectOf('CANCELLATION', true)).toEqual({ kind: 'close', status: 'cancelled' });
    expect(notificationEffectOf('CANCELLATION', false)).toEqual({ kind: 'stay-pending' });
  });

  test.prop([fc.string(), fc.boolean()])('no other event ever pays an order', (eventCode, success) => {
    fc.pre(eventCode !== 'AUTHORISATION');
    const effect = notificationEffectOf(eventCode, success);
    expect(effect.kind === 'close' && effect.status === 'paid').toBe(false);
  });
});
