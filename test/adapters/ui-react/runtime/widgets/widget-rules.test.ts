import { describe, expect, test, vi } from 'vitest';
import { dialogEdgeOf, dialogSourceOf } from '../../../../../src/adapters/ui-react/runtime/widgets/dialog-config.js';
import { loadPageModule, registerPageModule, withTimeout } from '../../../../../src/adapters/ui-react/runtime/widgets/page-modules.client.js';
import { popoverConfigOf, popoverPosition } from '../../../../../src/adapters/ui-react/runtime/widgets/popover-config.js';
import { PRODUCT_URL_MESSAGE, productSlugFromUrl, quickBuyHref, quickViewHref } from '../../../../../src/adapters/ui-react/parts/tiles/quick-view-links.js';

const opener = { target: null, targetExists: false, href: null, id: null, openOption: null };

describe('dialog opener', () => {
  test('an existing target wins, then an href (a #id href names a target), then the opener id', () => {
    expect(dialogSourceOf({ ...opener, target: 'size-guide', targetExists: true, href: '/x' })).toEqual({ ok: true, value: { kind: 'target', id: 'size-guide' } });
    expect(dialogSourceOf({ ...opener, target: 'missing', href: '/delivery' })).toEqual({ ok: true, value: { kind: 'href', href: '/delivery' } });
    expect(dialogSourceOf({ ...opener, href: '#returns' })).toEqual({ ok: true, value: { kind: 'target', id: 'returns' } });
    expect(dialogSourceOf({ ...opener, href: '#', id: 'promo' })).toEqual({ ok: true, value: { kind: 'opener-id', id: 'promo' } });
  });

  test("neither target, href nor id: 'Cant find dialog target and no href or id'", () => {
    expect(dialogSourceOf(opener)).toEqual({ ok: false, error: 'Cant find dialog target and no href or id' });
    expect(dialogSourceOf({ ...opener, target: 'not-on-page', href: '  ', id: '' })).toEqual({ ok: false, error: 'Cant find dialog target and no href or id' });
  });

  test('open option: top, right, bottom or left edge, anything else centred', () => {
    expect(['top', 'right', 'bottom', 'left'].map(dialogEdgeOf)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(dialogEdgeOf('middle')).toBeNull();
    expect(dialogEdgeOf(null)).toBeNull();
  });
});

describe('popover configuration', () => {
  const attrs = { target: 'tip', url: '/help', direction: 'bottom', type: undefined, refreshable: false };

  test('needs a target, a URL and a direction, in that order, with the spec messages', () => {
    expect(popoverConfigOf({ ...attrs, target: undefined, url: undefined })).toEqual({ ok: false, error: 'No target specified for popover' });
    expect(popoverConfigOf({ ...attrs, url: ' ' })).toEqual({ ok: false, error: 'No URL specified for popover' });
    expect(popoverConfigOf({ ...attrs, direction: undefined })).toEqual({ ok: false, error: 'No direction specified for popover' });
    expect(popoverConfigOf({ ...attrs, direction: 'diagonal' })).toEqual({ ok: false, error: 'No direction specified for popover' });
  });

  test('type manual or auto (auto by default), refreshable kept', () => {
    expect(popoverConfigOf(attrs)).toEqual({ ok: true, value: { targetId: 'tip', url: '/help', direction: 'bottom', type: 'auto', refreshable: false } });
    expect(popoverConfigOf({ ...attrs, type: 'manual', refreshable: true })).toMatchObject({ ok: true, value: { type: 'manual', refreshable: true } });
  });

  test('is placed beside its opener with an 8 px gap, centred on the other axis', () => {
    const box = { top: 100, left: 200, right: 300, bottom: 140, width: 100, height: 40 };
    const size = { width: 60, height: 20 };
    expect(popoverPosition('bottom', box, size)).toEqual({ top: 148, left: 220 });
    expect(popoverPosition('top', box, size)).toEqual({ top: 72, left: 220 });
    expect(popoverPosition('right', box, size)).toEqual({ top: 110, left: 308 });
    expect(popoverPosition('left', box, size)).toEqual({ top: 110, left: 132 });
  });
});

describe('page scripts of the global modal', () => {
  test('a registered script is loaded', async () => {
    const module = { init: vi.fn(), exit: vi.fn() };
    registerPageModule('pages/test-basket', async () => module);
    expect(await loadPageModule('pages/test-basket')).toBe(module);
  });

  test('a script not loaded within 10000 ms is rejected', async () => {
    vi.useFakeTimers();
    try {
      registerPageModule('pages/never', () => new Promise(() => undefined));
      const loading = loadPageModule('pages/never');
      const settled = expect(loading).rejects.toThrow('Page script pages/never was not loaded within 10000 ms');
      await vi.advanceTimersByTimeAsync(9999);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  test('an unknown name is rejected; withTimeout passes on a value or a failure', async () => {
    await expect(loadPageModule('pages/unknown')).rejects.toThrow('Page script pages/unknown is not known');
    await expect(withTimeout(Promise.resolve(4), 10, 'late')).resolves.toBe(4);
    await expect(withTimeout(Promise.reject(new Error('chunk failed')), 10, 'late')).rejects.toThrow('chunk failed');
  });
});

describe('quick view and quick buy addresses', () => {
  test('are built from the product path and the product id and code', () => {
    expect(quickViewHref('/product/red-dress-12')).toBe('/product/api/getquickviewproduct?url=%2Fproduct%2Fred-dress-12');
    expect(quickBuyHref(12)).toBe('/product/api/buygrid?productid=12&nolayout=true&autoAdd=true');
  });

  test('only a same-site relative product URL gives a slug', () => {
    expect(productSlugFromUrl('/product/red-dress-12')).toEqual({ ok: true, value: 'red-dress-12' });
    expect(productSlugFromUrl('/product/red-dress-12/')).toEqual({ ok: true, value: 'red-dress-12' });
    for (const url of ['//evil.example/product/a', 'https://shop.example/product/a', '/product/', '/product/a/b', '/product/../basket',
      '/Product/a', '/product/a?x=1', 'javascript:alert(1)', `/product/${'a'.repeat(300)}`]) {
      expect(productSlugFromUrl(url)).toEqual({ ok: false, error: PRODUCT_URL_MESSAGE });
    }
  });
});
