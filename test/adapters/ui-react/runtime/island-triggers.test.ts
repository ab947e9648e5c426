import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenTriggered } from '../../../../src/adapters/ui-react/runtime/island-triggers.client.js';
import { asDom, element, fire, stubDom } from './fake-dom.js';

let nearViewport: (() => void) | null = null;

beforeEach(() => {
  stubDom();
  nearViewport = null;
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      nearViewport = () => callback([{ isIntersecting: true }]);
    }
    observe() {}
    disconnect() {}
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('whenTriggered', () => {
  it('an `intent` island starts on its first focus, press, key or touch, once, and never on scrolling near', () => {
    for (const type of ['focusin', 'pointerdown', 'keydown', 'touchstart']) {
      const island = element('div');
      const start = vi.fn();
      whenTriggered(asDom(island), 'intent', start);
      expect(nearViewport).toBeNull();
      expect(start).not.toHaveBeenCalled();
      fire(island, type, element('input', island));
      fire(island, 'focusin', element('input', island));
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('a `visible` island starts when it nears the viewport, or on first use if that comes first', () => {
    const scrolled = element('div');
    const start = vi.fn();
    whenTriggered(asDom(scrolled), 'visible', start);
    nearViewport!();
    fire(scrolled, 'pointerdown', element('button', scrolled));
    expect(start).toHaveBeenCalledTimes(1);

    const used = element('div');
    const startUsed = vi.fn();
    whenTriggered(asDom(used), 'visible', startUsed);
    fire(used, 'focusin', element('button', used));
    nearViewport!();
    expect(startUsed).toHaveBeenCalledTimes(1);
  });

  it('a click on a button in the markup waits for the island and is replayed once it has hydrated', () => {
    const island = element('div');
    const button = element('button', island);
    let replay: (() => void) | null = null;
    whenTriggered(asDom(island), 'intent', (r) => { replay = r; });
    fire(island, 'pointerdown', button);
    expect(fire(island, 'click', button).defaultPrevented).toBe(true);
    expect(button.click).not.toHaveBeenCalled();
    replay!();
    expect(button.click).toHaveBeenCalledTimes(1);
  });

  it('a change made without a focus first (a script, assistive technology) starts the island too', () => {
    const island = element('div');
    const start = vi.fn();
    whenTriggered(asDom(island), 'intent', start);
    fire(island, 'change', element('select', island));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
