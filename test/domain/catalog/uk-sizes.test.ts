import { describe, expect, it } from 'vitest';
import { ONE_SIZE, sizeShown } from '../../../src/domain/catalog/uk-sizes.js';

describe('a size as a shopper reads it', () => {
  it('shows the one-size label in the page\'s language', () => {
    expect(sizeShown(ONE_SIZE, 'Einheitsgröße')).toBe('Einheitsgröße');
  });

  it('shows numeric and letter sizes as they are in every language', () => {
    for (const size of ['8', '14', 'S', 'XL', '3XL']) expect(sizeShown(size, 'Einheitsgröße')).toBe(size);
  });
});
