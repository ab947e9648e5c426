import { describe, expect, it } from 'vitest';
import { heapGrowthFlag } from '../../src/main/heap-growth.js';

describe('heapGrowthFlag', () => {
  it('gives V8 the growth factor HEAP_GROWTH_PERCENT asks for', () => {
    expect(heapGrowthFlag(50, [])).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(120, ['--enable-source-maps', ''])).toBe('--heap-growing-percent=120');
  });

  it('leaves V8 its own rule at 0', () => {
    expect(heapGrowthFlag(0, [])).toBeNull();
  });

  it('leaves alone a factor given on the command line or in NODE_OPTIONS', () => {
    expect(heapGrowthFlag(50, ['--heap-growing-percent=200'])).toBeNull();
    expect(heapGrowthFlag(50, ['--max-old-space-size=512 --heap-growing-percent=20'])).toBeNull();
  });
});
