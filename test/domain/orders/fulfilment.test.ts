import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fulfilmentStatusOf, planLineMove, remainingOf, type LineFulfilment, type LineQuantity } from '../../../src/domain/orders/fulfilment.js';

const line = (position: number, ordered: number, dispatched = 0, cancelled = 0, delivered = 0): LineFulfilment => ({ position, ordered, dispatched, cancelled, delivered });

/** Applies a plan the way the store does: each line's dispatched or cancelled units go up. */
const apply = (lines: LineFulfilment[], kind: 'dispatch' | 'cancel', plan: LineQuantity[]): LineFulfilment[] =>
  lines.map((l) => {
    const moved = plan.filter((p) => p.position === l.position).reduce((sum, p) => sum + p.quantity, 0);
    return kind === 'dispatch' ? { ...l, dispatched: l.dispatched + moved } : { ...l, cancelled: l.cancelled + moved };
  });

describe('fulfilment status', () => {
  it('follows the lines from awaiting dispatch to delivered', () => {
    expect(fulfilmentStatusOf([line(0, 2), line(1, 1)])).toBe('awaiting-dispatch');
    expect(fulfilmentStatusOf([line(0, 2, 1), line(1, 1)])).toBe('partly-dispatched');
    expect(fulfilmentStatusOf([line(0, 2, 2), line(1, 1, 0, 1)])).toBe('dispatched');
    expect(fulfilmentStatusOf([line(0, 2, 2, 0, 1), line(1, 1, 1)])).toBe('dispatched');
    expect(fulfilmentStatusOf([line(0, 2, 2, 0, 2), line(1, 1, 0, 1)])).toBe('delivered');
    expect(fulfilmentStatusOf([line(0, 2, 0, 2), line(1, 1, 0, 1)])).toBe('cancelled');
    expect(fulfilmentStatusOf([line(0, 2, 0, 1), line(1, 1)])).toBe('awaiting-dispatch');
  });
});

describe('what may be dispatched or cancelled', () => {
  const lines = [line(0, 3, 1), line(1, 2, 0, 2), line(2, 1)];

  it('only a paid order', () => {
    for (const status of ['pending', 'refused', 'cancelled', 'expired'] as const) {
      expect(planLineMove('dispatch', status, lines, 'all')).toEqual({ ok: false, error: { code: 'ORDER_NOT_PAID', status } });
    }
  });

  it('all: every line with units left, as many as are left', () => {
    expect(planLineMove('dispatch', 'paid', lines, 'all')).toEqual({ ok: true, value: [{ position: 0, quantity: 2 }, { position: 2, quantity: 1 }] });
    expect(planLineMove('cancel', 'paid', [line(0, 1, 1)], 'all')).toEqual({ ok: false, error: { code: 'NOTHING_LEFT' } });
  });

  it('refuses a cancelled line, more than remains and an unknown line', () => {
    expect(planLineMove('dispatch', 'paid', lines, [{ position: 1, quantity: 1 }])).toEqual({ ok: false, error: { code: 'ORDER_LINE_CANCELLED', position: 1 } });
    expect(planLineMove('cancel', 'paid', lines, [{ position: 1, quantity: 1 }])).toEqual({ ok: false, error: { code: 'ORDER_LINE_CANCELLED', position: 1 } });
    expect(planLineMove('dispatch', 'paid', lines, [{ position: 0, quantity: 3 }])).toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 2 } });
    expect(planLineMove('cancel', 'paid', lines, [{ position: 0, quantity: 1 }, { position: 0, quantity: 2 }]))
      .toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 2 } });
    expect(planLineMove('cancel', 'paid', lines, [{ position: 7, quantity: 1 }])).toEqual({ ok: false, error: { code: 'ORDER_LINE_NOT_FOUND', position: 7 } });
  });

  const linesArb = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }).map((ordered) => ordered.map((n, position) => line(position, n)));
  const requestArb = fc.oneof(
    fc.constant('all' as const),
    fc.array(fc.record({ position: fc.integer({ min: 0, max: 4 }), quantity: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 4 }),
  );
  const stepsArb = fc.array(fc.tuple(fc.constantFrom('dispatch' as const, 'cancel' as const), requestArb), { maxLength: 12 });

  test.prop([linesArb, stepsArb])('whatever is asked, dispatched + cancelled never exceeds ordered on any line', (start, steps) => {
    let lines = start;
    for (const [kind, requested] of steps) {
      const plan = planLineMove(kind, 'paid', lines, requested);
      if (plan.ok) lines = apply(lines, kind, plan.value);
      for (const l of lines) {
        expect(l.dispatched + l.cancelled).toBeLessThanOrEqual(l.ordered);
        expect(remainingOf(l)).toBeGreaterThanOrEqual(0);
      }
    }
    // Once everything left is moved, the status is final for dispatch: nothing left.
    const rest = planLineMove('dispatch', 'paid', lines, 'all');
    if (rest.ok) lines = apply(lines, 'dispatch', rest.value);
    expect(['dispatched', 'cancelled']).toContain(fulfilmentStatusOf(lines));
  });
});
