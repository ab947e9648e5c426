import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { interpolate } from '../../../../../src/adapters/ui-react/runtime/i18n/interpolate.js';

describe('interpolate', () => {
  it('fills every slot it has a value for', () => {
    expect(interpolate('Page {n} of {total}', { n: 2, total: 5 })).toBe('Page 2 of 5');
    expect(interpolate('Hi, {name}', { name: 'Ada' })).toBe('Hi, Ada');
  });

  it('leaves unknown slots, including names on Object.prototype, as written', () => {
    expect(interpolate('{missing} and {constructor}', {})).toBe('{missing} and {constructor}');
  });

  test.prop([fc.string()])('a text without slots comes back unchanged', (text) => {
    fc.pre(!/\{\w+\}/.test(text));
    expect(interpolate(text, { a: 1 })).toBe(text);
  });

  // The straightforward rule the split-once version must keep: a replace over every slot.
  const byReplace = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
  const slotText = fc.array(fc.oneof(fc.string(), fc.constantFrom('{a}', '{b}', '{a_1}', '{', '}', '{}', '{ a}')), { maxLength: 8 }).map((parts) => parts.join(''));

  test.prop([slotText, fc.dictionary(fc.constantFrom('a', 'b', 'a_1', 'c'), fc.oneof(fc.string(), fc.integer()))])(
    'fills slots as a replace over the text would, on the first call and on later ones', (text, values) => {
      expect(interpolate(text, values)).toBe(byReplace(text, values));
      expect(interpolate(text, values)).toBe(byReplace(text, values));
    });
});
