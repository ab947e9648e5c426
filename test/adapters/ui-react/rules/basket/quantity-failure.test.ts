import { describe, expect, it } from 'vitest';
import { quantityFailureMessage } from '../../../../../src/adapters/ui-react/rules/basket/quantity-failure.js';

describe('quantityFailureMessage', () => {
  it("shows the server's message", () => {
    expect(quantityFailureMessage('increase', 'Only 1 left')).toBe('Only 1 left');
    expect(quantityFailureMessage('decrease', 'Basket locked')).toBe('Basket locked');
  });
  it('falls back for a decrease to the request problem text', () => {
    expect(quantityFailureMessage('decrease', undefined)).toBe('There was a problem processing your request');
    expect(quantityFailureMessage('decrease', ' ')).toBe('There was a problem processing your request');
  });
  it('falls back otherwise to the generic error text', () => {
    expect(quantityFailureMessage('increase', null)).toBe('An error has occurred');
    expect(quantityFailureMessage('delete', '')).toBe('An error has occurred');
  });
});
