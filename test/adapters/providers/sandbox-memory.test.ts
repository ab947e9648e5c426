import { describe, expect, it } from 'vitest';
import { setBounded } from '../../../src/adapters/providers/sandbox-memory.js';

describe('setBounded', () => {
  it('keeps the newest entries up to the capacity, forgetting the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map]).toEqual([['b', 1], ['c', 2], ['d', 3]]);
  });

  it('changes a known key in place without forgetting another', () => {
    const map = new Map([['a', 0], ['b', 1]]);
    setBounded(map, 'a', 9, 2);
    expect([...map]).toEqual([['a', 9], ['b', 1]]);
  });
});
