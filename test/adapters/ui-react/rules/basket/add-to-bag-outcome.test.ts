import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { afterAddEffects, mergeFailedAdd, reloadsBasketPage, warningMessage } from '../../../../../src/adapters/ui-react/rules/basket/add-to-bag-outcome.js';

describe('afterAddEffects', () => {
  it('on desktop refreshes the data layer without cache and the quick basket, closes panels, shows success text', () => {
    expect(afterAddEffects({ success: true }, false, en.page)).toEqual([
      { kind: 'refreshUserDataLayer', noCache: true },
      { kind: 'refreshQuickBasket' },
      { kind: 'closeOffCanvasPanel' },
      { kind: 'showSuccessText' },
    ]);
  });
  it('on mobile opens the add-to-bag modal instead of the quick basket', () => {
    expect(afterAddEffects({ success: true }, true, en.page)).toContainEqual({ kind: 'openAddToBagModal' });
    expect(afterAddEffects({ success: true }, true, en.page)).not.toContainEqual({ kind: 'refreshQuickBasket' });
  });
  it('shows a warning toast with the reason when hasWarning', () => {
    expect(afterAddEffects({ success: true, hasWarning: true, reason: 'Only 1 left' }, false, en.page)).toContainEqual({
      kind: 'warningToast',
      message: 'Only 1 left',
    });
    expect(afterAddEffects({ success: true, hasWarning: false, reason: 'Only 1 left' }, false, en.page).some((e) => e.kind === 'warningToast')).toBe(false);
  });
  it('never drops a warning: the reason, else the message, else the generic error text', () => {
    const added = 'Red Dress added to basket';
    expect(warningMessage({ message: added, reason: 'Hurry, only 2 left in this size.' }, en.page)).toBe('Hurry, only 2 left in this size.');
    expect(warningMessage({ message: added, reason: '  ' }, en.page)).toBe(added);
    expect(warningMessage({ message: null, reason: null }, en.page)).toBe('An error has occurred');
    expect(afterAddEffects({ success: true, hasWarning: true, reason: '' }, false, en.page)).toContainEqual({ kind: 'warningToast', message: 'An error has occurred' });
  });
  it('on failure toasts the message, else the reason, else the generic text', () => {
    expect(afterAddEffects({ success: false, message: 'This item is out of stock.', reason: 'stock' }, false, en.page)).toEqual([
      { kind: 'errorToast', message: 'This item is out of stock.' },
    ]);
    expect(afterAddEffects({ success: false, message: '', reason: 'No stock' }, false, en.page)).toEqual([{ kind: 'errorToast', message: 'No stock' }]);
    expect(afterAddEffects({ success: false }, false, en.page)).toEqual([{ kind: 'errorToast', message: 'An error has occurred' }]);
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

describe('a failed add (success false)', () => {
  it('is merged with the request and passed on, the response winning on shared names', () => {
    const request = { productId: '12', stockId: 'EV-000012-14', groupParentId: '7', parentSize: '14', quantity: '1' };
    const failed = mergeFailedAdd(request, { success: false, message: 'This item is out of stock.', reason: null, hasWarning: false });
    expect(failed).toEqual({ ...request, success: false, message: 'This item is out of stock.', reason: null, hasWarning: false });
  });
});
