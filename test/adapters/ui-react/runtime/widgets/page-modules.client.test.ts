import { describe, expect, test, vi } from 'vitest';
import { registerPageModules, startPageModules, type PageModule } from '../../../../../src/adapters/ui-react/runtime/widgets/page-modules.client.js';

/** A root holding `[data-page-module]` markers with these names (no DOM needed). */
const rootWith = (...names: string[]) => {
  const markers = names.map((pageModule) => ({ dataset: { pageModule } }) as unknown as HTMLElement);
  return { querySelectorAll: (selector: string) => (selector === '[data-page-module]' ? markers : []) } as unknown as ParentNode;
};

describe('page modules run on load for [data-page-module] markers', () => {
  test('init gets its marker; the returned exit runs every exit hook once', async () => {
    const basket: PageModule = { init: vi.fn(), exit: vi.fn() };
    registerPageModules({ 'pages/basket-test': async () => basket });
    const root = rootWith('pages/basket-test');
    const exit = await startPageModules(root);
    expect(basket.init).toHaveBeenCalledTimes(1);
    expect(basket.exit).not.toHaveBeenCalled();
    exit();
    exit();
    expect(basket.exit).toHaveBeenCalledTimes(1);
  });

  test('a module that is unknown or fails to start is logged and the others still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good: PageModule = { init: vi.fn(), exit: vi.fn() };
    registerPageModules({
      'pages/good': async () => good,
      'pages/broken': async () => ({ init: () => { throw new Error('broken init'); } }),
    });
    const exit = await startPageModules(rootWith('pages/broken', 'pages/missing', 'pages/good'));
    expect(good.init).toHaveBeenCalledTimes(1);
    expect(error.mock.calls.map((c) => String(c[0])).sort()).toEqual(['Page script pages/missing is not known', 'broken init']);
    exit();
    expect(good.exit).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  test('a page without markers starts nothing', async () => {
    const exit = await startPageModules(rootWith());
    expect(() => exit()).not.toThrow();
  });
});
