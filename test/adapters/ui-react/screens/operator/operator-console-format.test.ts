import { describe, expect, it } from 'vitest';
import { consoleFormat } from '../../../../../src/adapters/ui-react/screens/operator/operator-console-format.js';

describe('the console format', () => {
  it('is built once per locale and shared by every request, each locale writing its own way', () => {
    expect(consoleFormat('en-GB')).toBe(consoleFormat('en-GB'));
    expect(consoleFormat('de-DE')).not.toBe(consoleFormat('en-GB'));
    expect(consoleFormat('en-GB').money({ amountMinor: 123456, currency: 'GBP' })).toBe('£1,234.56');
    expect(consoleFormat('de-DE').money({ amountMinor: 123456, currency: 'EUR' })).toBe('1.234,56\u00a0€');
    // A currency first met after the format was built is written in its own way too.
    expect(consoleFormat('en-GB').moneyList([{ amountMinor: 500, currency: 'GBP' }, { amountMinor: 700, currency: 'EUR' }], 'none')).toBe('£5.00, €7.00');
    expect(consoleFormat('en-GB').day('2026-11-27')).toBe('27 November 2026');
  });
});
