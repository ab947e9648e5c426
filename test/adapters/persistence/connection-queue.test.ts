import { describe, expect, it } from 'vitest';
import { ConnectionQueue } from '../../../src/adapters/persistence/connection-queue.js';

const refused = () => new Error('no turn in time');

/** Work that runs until `finish` is called. */
function held(): { work: () => Promise<void>; finish: () => void } {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => { finish = resolve; });
  return { work: () => done, finish };
}

describe('ConnectionQueue', () => {
  it('runs up to its size at once and gives freed turns in arrival order', async () => {
    const queue = new ConnectionQueue(2, 5_000, refused);
    const first = held();
    const second = held();
    const running = [queue.inTurn(first.work), queue.inTurn(second.work)];
    const order: string[] = [];
    const later = ['a', 'b', 'c'].map((name) => queue.inTurn(async () => { order.push(name); }));
    expect(queue.waiting).toBe(3);
    first.finish();
    await Promise.all(later);
    expect(order).toEqual(['a', 'b', 'c']);
    second.finish();
    await Promise.all(running);
    expect(queue.waiting).toBe(0);
    expect(await queue.inTurn(async () => 'free again')).toBe('free again');
  });

  it('refuses a caller that waited longer than its wait, and the turns stay counted right', async () => {
    const queue = new ConnectionQueue(1, 30, refused);
    const holder = held();
    const running = queue.inTurn(holder.work);
    await expect(queue.inTurn(async () => 'never')).rejects.toThrow('no turn in time');
    expect(queue.waiting).toBe(0);
    holder.finish();
    await running;
    // The refused caller took no turn, so the freed one is there for the next.
    expect(await queue.inTurn(async () => 'next')).toBe('next');
  });

  it('gives the turn back when the work fails', async () => {
    const queue = new ConnectionQueue(1, 1_000, refused);
    await expect(queue.inTurn(async () => { throw new Error('statement failed'); })).rejects.toThrow('statement failed');
    expect(await queue.inTurn(async () => 'after')).toBe('after');
  });

  it('needs a size of at least one', () => {
    expect(() => new ConnectionQueue(0, 1_000, refused)).toThrow(RangeError);
  });
});
