import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { quantityFailureMessage } from '../../../../../src/adapters/ui-react/rules/basket/quantity-failure.js';

describe('quantityFailureMessage', () => {
  it("shows the server's message", () => {
    expect(quantityFailureMessage('increase', 'Only 1 left', en.page)).toBe('Only 1 left');
    expect(quantityFailureMessage('decrease', 'Basket locked', en.page)).toBe('Basket locked');
  });
  it('falls back for a decrease to the request problem text', () => {
    expect(quantityFailureMessage('decrease', undefined, en.page)).toBe('There was a problem processing your request');
    expect(quantityFailureMessage('decrease', ' ', en.page)).toBe('There was a problem processing your request');
  });
  it('falls back otherwise to the generic error text', () => {
    expect(quantityFailureMessage('increase', null, en.page)).toBe('An error has occurred');
    expect(quantityFailureMessage('delete', '', en.page)).toBe('An error has occurred');
  });
});
