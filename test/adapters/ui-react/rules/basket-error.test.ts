import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BASKET_ERROR_MAX_LENGTH, basketErrorText, basketErrorUrl } from '../../../../src/adapters/ui-react/rules/basket-error.js';

describe('the basket page\'s ?error={message} (spec 2 and 8)', () => {
  it('keeps a message as it reads, spaces tidied', () => {
    expect(basketErrorText('Your PayPal payment was declined.')).toBe('Your PayPal payment was declined.');
    expect(basketErrorText('  two\n\tlines  ')).toBe('two lines');
  });

  it('shows nothing for a blank message', () => {
    for (const blank of ['', '   ', '\n\t', '\u202E\u200B']) expect(basketErrorText(blank), JSON.stringify(blank)).toBeNull();
  });

  it('drops control and format characters (a bidi override would disguise the text)', () => {
    expect(basketErrorText('Call\u202E 0800 \u0007now')).toBe('Call 0800 now');
  });

  it('cuts a long message at 200 characters, whole code points, the cut marked', () => {
    expect(BASKET_ERROR_MAX_LENGTH).toBe(200);
    const long = basketErrorText('a'.repeat(5_000))!;
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    const emoji = basketErrorText('😀'.repeat(300))!;
    expect(Array.from(emoji)).toHaveLength(200);
    // No half of a surrogate pair is left at the cut.
    expect(emoji).not.toMatch(/[\uD800-\uDFFF]/u);
    expect(basketErrorText('b'.repeat(200))).toBe('b'.repeat(200));
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 600 })])('never longer than the bound, never blank, never unprintable', (raw) => {
    const text = basketErrorText(raw);
    if (text === null) return;
    expect(Array.from(text).length).toBeLessThanOrEqual(BASKET_ERROR_MAX_LENGTH);
    expect(text.trim()).toBe(text);
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('the URL carries the message encoded, or the fallback code without one', () => {
    expect(basketErrorUrl('Declined & <b>done</b>', 'paypal')).toBe(`/basket?error=${encodeURIComponent('Declined & <b>done</b>')}`);
    expect(basketErrorUrl('', 'paypal')).toBe('/basket?error=paypal');
    expect(basketErrorUrl(null, 'paypal')).toBe('/basket?error=paypal');
    expect(new URL(basketErrorUrl('x'.repeat(1_000), 'paypal'), 'http://shop').searchParams.get('error')).toHaveLength(200);
  });
});
