import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dayStart, orderListCursor, orderSearchTextOf, parseOrderListCursor, parseOrderListFilters } from '../../../src/domain/orders/order-list.js';

describe('the order list search box', () => {
  it('reads an order number, an email, a postcode or a name from what was typed', () => {
    expect(orderSearchTextOf(' ev-1000123 ')).toEqual({ kind: 'reference', value: 'EV-1000123' });
    expect(orderSearchTextOf('Ada@Example.COM')).toEqual({ kind: 'email', value: 'ada@example.com' });
    expect(orderSearchTextOf('sw1y 4lb')).toEqual({ kind: 'postcode', value: 'SW1Y4LB' });
    expect(orderSearchTextOf('10115')).toEqual({ kind: 'postcode', value: '10115' });
    expect(orderSearchTextOf('  Ada   Lovelace ')).toEqual({ kind: 'name', value: 'ada lovelace' });
    expect(orderSearchTextOf('Ørsted-Łukasz')).toEqual({ kind: 'name', value: 'ørsted-łukasz' });
    expect(orderSearchTextOf('   ')).toBeNull();
  });

  it('refuses text with a digit that is neither an order number nor a postcode', () => {
    expect(orderSearchTextOf('12 Baker Street, London')).toBeNull();
    expect(parseOrderListFilters({ q: '100%' })).toEqual({ ok: false, error: { code: 'ORDER_SEARCH_INVALID', value: '100%' } });
    expect(parseOrderListFilters({ q: 'a'.repeat(201) })).toMatchObject({ ok: false, error: { code: 'ORDER_SEARCH_INVALID' } });
  });
});

describe('the order list filters', () => {
  it('are all optional; blank is no filter', () => {
    expect(parseOrderListFilters({ q: '', site: ' ', status: '', paymentMethod: '', from: '', to: '' })).toEqual({
      ok: true, value: { text: null, site: null, status: null, paymentMethod: null, placedFrom: null, placedBefore: null },
    });
  });

  it('take a known site and status, a method code, and days from the start of the first to the end of the last (UTC)', () => {
    expect(parseOrderListFilters({ site: 'Yours-Clothing-DE', status: 'paid', paymentMethod: 'paypal', from: '2026-02-28', to: '2026-02-28' })).toEqual({
      ok: true,
      value: {
        text: null, site: 'yours-clothing-de', status: 'paid', paymentMethod: 'paypal',
        placedFrom: new Date('2026-02-28T00:00:00Z'), placedBefore: new Date('2026-03-01T00:00:00Z'),
      },
    });
  });

  it('refuse an unknown site or status, a method that is no code, and days that are not days or run backwards', () => {
    expect(parseOrderListFilters({ site: 'nowhere' })).toEqual({ ok: false, error: { code: 'ORDER_FILTER_INVALID', filter: 'site', value: 'nowhere' } });
    expect(parseOrderListFilters({ status: 'shipped' })).toEqual({ ok: false, error: { code: 'ORDER_FILTER_INVALID', filter: 'status', value: 'shipped' } });
    expect(parseOrderListFilters({ paymentMethod: "visa' OR 1=1" })).toMatchObject({ ok: false, error: { code: 'ORDER_FILTER_INVALID', filter: 'paymentMethod' } });
    for (const [from, to] of [['2026-02-30', ''], ['', '2026-13-01'], ['27/11/2026', ''], ['2026-11-28', '2026-11-27']] as const) {
      expect(parseOrderListFilters({ from, to })).toEqual({ ok: false, error: { code: 'ORDER_DATES_INVALID', from, to } });
    }
  });

  it('know a real day from one that is not', () => {
    expect(dayStart('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(dayStart('2026-02-29')).toBeNull();
    expect(dayStart('2026-1-01')).toBeNull();
    expect(dayStart('1969-12-31')).toBeNull();
    expect(dayStart('9999-12-31')).toBeNull();
    expect(dayStart('9998-12-31')).toEqual(new Date('9998-12-31T00:00:00Z'));
  });
});

describe('order list cursors', () => {
  it('carry the position as digits and the insertion number', () => {
    const position = { placedAt: '2026-11-27T10:04:05.123456Z', seq: '4711' };
    expect(orderListCursor(position)).toBe('20261127100405123456-4711');
    expect(parseOrderListCursor('20261127100405123456-4711')).toEqual(position);
  });

  it('refuse what no page gave', () => {
    for (const typed of ['', '20261127100405123456', '20261127100405123456-0', '20261327100405123456-1', '20260230100405123456-1', '20261127250405123456-1',
      '2026112710040512345-1', '20261127100405123456-1; DROP TABLE orders', '20261127100405123456-1234567890123456789']) {
      expect(parseOrderListCursor(typed)).toBeNull();
    }
  });

  const positionArb = fc.record({
    at: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
    micros: fc.integer({ min: 0, max: 999 }),
    seq: fc.bigInt({ min: 1n, max: 999_999_999_999_999_999n }),
  }).map(({ at, micros, seq }) => ({ placedAt: at.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`), seq: String(seq) }));

  test.prop([positionArb])('read back as the position they were made of', (position) => {
    expect(parseOrderListCursor(orderListCursor(position))).toEqual(position);
  });
});
