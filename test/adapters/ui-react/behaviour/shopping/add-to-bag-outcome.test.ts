import { describe, expect, it } from 'vitest';
import { afterAddEffects, reloadsBasketPage } from '../../../../../src/adapters/ui-react/behaviour/shopping/add-to-bag-outcome.js';

describe('afterAddEffects', () => {
  it('on desktop refreshes the data layer without cache and the quick basket, closes panels, shows success text', () => {
    expect(afterAddEffects({ success: true }, false)).toEqual([
      { kind: 'refreshUserDataLayer', noCache: true },
      { kind: 'refreshQuickBasket' },
      { kind: 'closeOffCanvasPanel' },
      { kind: 'showSuccessText' },
    ]);
  });
  it('on mobile opens the add-to-bag modal instead of the quick basket', () => {
    expect(afterAddEffects({ success: true }, true)).toContainEqual({ kind: 'openAddToBagModal' });
    expect(afterAddEffects({ success: true }, true)).not.toContainEqual({ kind: 'refreshQuickBasket' });
  });
  it('shows a warning toast with the reason when hasWarning', () => {
    expect(afterAddEffects({ success: true, hasWarning: true, reason: 'Only 1 left' }, false)).toContainEqual({
      kind: 'warningToast',
      message: 'Only 1 left',
    });
    expect(afterAddEffects({ success: true, hasWarning: true }, false).some((effect) => effect.kind === 'warningToast')).toBe(false);
  });
  it('on failure toasts the message, else the reason, else the generic text', () => {
    expect(afterAddEffects({ success: false, message: 'This item is out of stock.', reason: 'stock' }, false)).toEqual([
      { kind: 'errorToast', message: 'This item is out of stock.' },
    ]);
    expect(afterAddEffects({ success: false, message: '', reason: 'No stock' }, false)).toEqual([{ kind: 'errorToast', message: 'No stock' }]);
    expect(afterAddEffects({ success: false }, false)).toEqual([{ kind: 'errorToast', message: 'An error has occurred' }]);
  });
});

describe('reloadsBasketPage', () => {
  it('reloads on the basket path but not the baskets path', () => {
    expect(reloadsBasketPage('/basket')).toBe(true);
    expect(reloadsBasketPage('/Basket/Index')).toBe(true);
    expect(reloadsBasketPage('/account/baskets')).toBe(false);
    expect(reloadsBasketPage('/product/123')).toBe(false);
  });
});
