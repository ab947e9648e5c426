import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  heartsFrom,
  isHeartActive,
  revertToggle,
  settleToggle,
  toggleHeart,
  type PendingToggle,
  wishlistCount,
  wishlistCountText,
} from '../../../src/domain/wishlist/wishlist.js';

describe('wishlist count', () => {
  it('is the list length and shows blank when empty', () => {
    expect(wishlistCount([{ productID: 1 }, { productID: 2 }])).toBe(2);
    expect(wishlistCountText(0)).toBe('');
    expect(wishlistCountText(2)).toBe('2');
  });
});

describe('toggleHeart', () => {
  it('turns an inactive heart active and sends an add', () => {
    const toggle = toggleHeart(heartsFrom([{ productID: 1 }]), 7);
    expect(isHeartActive(toggle.state, 7)).toBe(true);
    expect(toggle.pending).toEqual({ productId: 7, request: 'add' });
  });
  it('turns an active heart inactive and sends a delete', () => {
    const toggle = toggleHeart(heartsFrom([{ productID: 1 }, { productID: 7 }]), 7);
    expect(isHeartActive(toggle.state, 7)).toBe(false);
    expect(toggle.state.activeProductIds).toEqual([1]);
    expect(toggle.pending).toEqual({ productId: 7, request: 'delete' });
  });
  it('keeps the change on success and reverts it when success is false', () => {
    const start = heartsFrom([{ productID: 1 }]);
    const add = toggleHeart(start, 7);
    expect(settleToggle(add.state, add.pending, true)).toEqual(add.state);
    expect(isHeartActive(settleToggle(add.state, add.pending, false), 7)).toBe(false);
    const remove = toggleHeart(start, 1);
    expect(isHeartActive(revertToggle(remove.state, remove.pending), 1)).toBe(true);
  });
  it('reads duplicate list entries as one heart', () => {
    expect(heartsFrom([{ productID: 3 }, { productID: 3 }]).activeProductIds).toEqual([3]);
  });
});

const idsArb = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 });

test.prop([idsArb, fc.integer({ min: 1, max: 50 })])('a failed toggle leaves the heart as it was', (ids, productId) => {
  const start = heartsFrom(ids.map((productID) => ({ productID })));
  const toggle = toggleHeart(start, productId);
  const reverted = revertToggle(toggle.state, toggle.pending);
  expect(new Set(reverted.activeProductIds)).toEqual(new Set(start.activeProductIds));
});

test.prop([idsArb, fc.integer({ min: 1, max: 50 })])('a toggle flips exactly that heart', (ids, productId) => {
  const start = heartsFrom(ids.map((productID) => ({ productID })));
  const { state } = toggleHeart(start, productId);
  expect(isHeartActive(state, productId)).toBe(!isHeartActive(start, productId));
  for (const other of ids.filter((id) => id !== productId)) expect(isHeartActive(state, other)).toBe(true);
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown request', () => {
    expect(() => revertToggle(heartsFrom([]), { productId: 1, request: 'bogus' } as unknown as PendingToggle)).toThrow('Unexpected value');
  });
});
