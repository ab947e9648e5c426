import { describe, expect, it } from 'vitest';
import { createRandomIdGenerator } from '../../../src/adapters/system/random-id-generator.js';

describe('random id generator', () => {
  it('gives 256-bit URL-safe ids', () => {
    const id = createRandomIdGenerator().next();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
  });

  it('never repeats an id across refills of its pool', () => {
    const ids = createRandomIdGenerator();
    const drawn = Array.from({ length: 1000 }, () => ids.next()); // several pools of 128
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('gives each generator its own bytes', () => {
    expect(createRandomIdGenerator().next()).not.toBe(createRandomIdGenerator().next());
  });
});
