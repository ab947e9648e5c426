import { describe, expect, it } from 'vitest';
import { quickBuyAvailable, viewportFor } from '../../../../src/adapters/ui-react/rules/viewport.js';

describe('viewport', () => {
  it('is mobile below 768, tablet below 992, desktop from 992', () => {
    expect(viewportFor(767)).toBe('mobile');
    expect(viewportFor(768)).toBe('tablet');
    expect(viewportFor(991)).toBe('tablet');
    expect(viewportFor(992)).toBe('desktop');
  });
  it('offers quick buy only on desktop widths and not on gift card tiles', () => {
    expect(quickBuyAvailable(1200, false)).toBe(true);
    expect(quickBuyAvailable(1200, true)).toBe(false);
    expect(quickBuyAvailable(900, false)).toBe(false);
    expect(quickBuyAvailable(500, false)).toBe(false);
  });
});
