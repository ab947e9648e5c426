import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from '../../../../src/adapters/ui-react/runtime/near-viewport.client.js';

const element = {} as Element;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenNearViewport', () => {
  it('starts at once where the browser cannot tell what is near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    whenNearViewport(element, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the element comes within the 60% margin, and stops watching when told', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    let margin: string | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: typeof report, options: { rootMargin: string }) {
        report = callback;
        margin = options.rootMargin;
      }
      observe(target: Element) { observed.push(target); }
      disconnect() { disconnect(); }
    });
    const start = vi.fn();
    const stop = whenNearViewport(element, start);
    expect([observed, margin]).toEqual([[element], '60%']);
    report([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
