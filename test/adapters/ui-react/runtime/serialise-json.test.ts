import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { serialiseJsonForHtml } from '../../../../src/adapters/ui-react/runtime/serialise-json.js';

describe('serialiseJsonForHtml', () => {
  it('escapes what could close the script element or start a comment', () => {
    expect(serialiseJsonForHtml({ a: '</script><!-- & \u2028\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
  });

  test.prop([fc.jsonValue()])('parses back to the same value and holds none of < > & U+2028 U+2029', (value) => {
    const json = serialiseJsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
