import { describe, expect, test } from 'vitest';
import { Island } from '../../../../src/adapters/ui-react/runtime/island.js';
import { swapWithPrimary } from '../../../../src/adapters/ui-react/screens/product/product-gallery.island.js';
import { serialiseJsonForHtml } from '../../../../src/adapters/ui-react/runtime/serialise-json.js';
import { render } from '../render.js';

describe('island markup', () => {
  test('props that contain a closing script tag cannot break out of the JSON block', () => {
    const html = render(<Island name="ProductGallery" props={{ productName: '</script><script>alert(1)</script>', images: ['/a.svg'] }} />);
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /data-island-props="">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!).productName).toBe('</script><script>alert(1)</script>');
  });

  test('serialised JSON escapes <, >, & and line separators and parses back', () => {
    const value = { text: '<b>&\u2028\u2029</b>' };
    const serialised = serialiseJsonForHtml(value);
    expect(serialised).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(serialised)).toEqual(value);
  });
});

describe('gallery swap', () => {
  test('a thumbnail swaps places with the primary image', () => {
    expect(swapWithPrimary(['1', '2', '3', '4'], 2)).toEqual(['3', '2', '1', '4']);
  });

  test('swapping the same thumbnail twice restores the order', () => {
    expect(swapWithPrimary(swapWithPrimary(['1', '2', '3'], 1), 1)).toEqual(['1', '2', '3']);
  });

  test('the primary itself or an index outside the list changes nothing', () => {
    expect(swapWithPrimary(['1', '2'], 0)).toEqual(['1', '2']);
    expect(swapWithPrimary(['1', '2'], 5)).toEqual(['1', '2']);
  });
});
