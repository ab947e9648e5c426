import { describe, expect, it } from 'vitest';
import { sameOrderContent, sameOrderGoods } from '../../../src/domain/orders/same-order-content.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';

const owner = { kind: 'guest', sessionId: 's-1', site: 'evans' } as const;

describe('sameOrderContent', () => {
  const snapshot = orderSnapshot(owner, [orderLine('EV-1-10', 2, 1500)]);

  it('a repeated submit of the same basket is the same order', () => {
    expect(sameOrderContent(snapshot, orderSnapshot(owner, [orderLine('EV-1-10', 2, 1500)]))).toBe(true);
  });

  it('another quantity, courier instructions or marketing choice is another order', () => {
    expect(sameOrderContent(snapshot, orderSnapshot(owner, [orderLine('EV-1-10', 3, 1500)]))).toBe(false);
    expect(sameOrderContent(snapshot, { ...snapshot, delivery: { ...snapshot.delivery, safePlace: 'porch', safePlaceInstructions: 'Behind the pot' } })).toBe(false);
    expect(sameOrderContent(snapshot, { ...snapshot, marketingOptIn: true })).toBe(false);
  });

  it('the same goods: instructions and the marketing choice left out, anything bought, sent or paid kept in', () => {
    const instructions = { ...snapshot, delivery: { ...snapshot.delivery, safePlaceInstructions: 'Behind the pot' }, marketingOptIn: true };
    expect(sameOrderGoods(snapshot, instructions)).toBe(true);
    expect(sameOrderGoods(snapshot, { ...snapshot, delivery: { ...snapshot.delivery, safePlace: 'porch' } })).toBe(false);
    expect(sameOrderGoods(snapshot, orderSnapshot(owner, [orderLine('EV-1-10', 3, 1500)]))).toBe(false);
    expect(sameOrderGoods(snapshot, orderSnapshot(owner, [orderLine('EV-1-10', 2, 1600)]))).toBe(false);
    expect(sameOrderGoods(snapshot, { ...snapshot, siteCode: 'pixie' })).toBe(false);
  });
});
