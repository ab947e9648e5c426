/**
 * Starts the page widgets (called once by the client entry) with little code at page load. The
 * toast live region is created at once. Dialogs and the global modal, ajax popovers, off-canvas
 * panels and the state switcher are separate chunks:
 * - their code is fetched ahead of the first click: as soon as the page, or a fragment inserted
 *   later, holds their markup (rare markup: dialogs, popovers, state switchers), or when the
 *   pointer or keyboard focus reaches an opener (off-canvas links sit on every product tile, so
 *   a page of tiles does not pay for the panels until the shopper heads for one);
 * - one delegated click listener carries out every click: at once when the code is in, else as
 *   soon as it arrives. The default action is prevented at once, so a link opener never
 *   navigates meanwhile. Once loaded, the widgets wire their own close buttons, Escape and Tab.
 */
import type * as DialogOpeners from './dialog-openers.client.js';
import type * as OffCanvas from './off-canvas.client.js';
import type * as Popovers from './popovers.client.js';
import type * as StateSwitcher from './state-switcher.client.js';
import { toastRegion } from './toast-region.client.js';

interface LazyWidgetSpec<M> {
  /** The elements whose clicks the widget handles. */
  clickSelector: string;
  /** Fetch the code once this markup is on the page, or (null) once the pointer or focus reaches a clickable element. */
  markupSelector: string | null;
  load(): Promise<M>;
  preventDefault(element: HTMLElement): boolean;
  act(module: M, element: HTMLElement): void;
}

interface LazyWidget {
  clickSelector: string;
  markupSelector: string | null;
  prefetch(): void;
  handle(element: HTMLElement): void;
  preventDefault(element: HTMLElement): boolean;
}

function lazyWidget<M>(spec: LazyWidgetSpec<M>): LazyWidget {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const ensure = (): Promise<M> => {
    loading ??= spec.load().then((module) => (loaded = module));
    return loading;
  };
  return {
    clickSelector: spec.clickSelector,
    markupSelector: spec.markupSelector,
    preventDefault: spec.preventDefault,
    prefetch: () => void ensure().catch((error: unknown) => console.error(error)),
    handle(element) {
      if (loaded) spec.act(loaded, element);
      else ensure().then((module) => spec.act(module, element), (error: unknown) => console.error(error));
    },
  };
}

function pageWidgets(root: Document): LazyWidget[] {
  return [
    lazyWidget<typeof DialogOpeners>({
      clickSelector: '[data-open-dialog]',
      markupSelector: '[data-open-dialog]',
      load: () => import('./dialog-openers.client.js'),
      preventDefault: () => true,
      act: (m, el) => m.openFromOpener(el),
    }),
    lazyWidget<typeof Popovers>({
      clickSelector: '[data-popover], [data-close-popover]',
      markupSelector: '[data-popover], [data-close-popover]',
      load: () => import('./popovers.client.js'),
      preventDefault: (el) => el.matches('[data-popover]'),
      act: (m, el) => m.handlePopoverClick(el),
    }),
    lazyWidget<typeof OffCanvas>({
      clickSelector: '[data-off-canvas]',
      markupSelector: null,
      load: () => import('./off-canvas.client.js'),
      preventDefault: () => true,
      act: (m, el) => m.openFromLink(el),
    }),
    lazyWidget<typeof StateSwitcher>({
      clickSelector: '[data-state] [data-state-to]',
      markupSelector: '[data-state-panel], [data-state-to]',
      load: () => import('./state-switcher.client.js').then((m) => {
        m.initStateSwitchers(root);
        return m;
      }),
      preventDefault: () => true,
      act: (m, el) => m.switchFromTrigger(el),
    }),
  ];
}

/** Fetches each widget's code once its markup appears, now or in HTML inserted later. */
function prefetchOnMarkup(root: Document, widgets: readonly LazyWidget[]): void {
  let waiting = widgets.filter((w) => w.markupSelector !== null);
  const check = (scope: ParentNode): void => {
    waiting = waiting.filter((widget) => {
      const selector = widget.markupSelector!;
      const present = (scope instanceof Element && scope.matches(selector)) || scope.querySelector(selector) !== null;
      if (present) widget.prefetch();
      return !present;
    });
  };
  check(root);
  if (waiting.length === 0) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) check(node);
    if (waiting.length === 0) observer.disconnect();
  });
  observer.observe(root.body, { childList: true, subtree: true });
}

export function initWidgets(root: Document = document): void {
  toastRegion();
  const widgets = pageWidgets(root);
  prefetchOnMarkup(root, widgets);
  const onIntent = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    for (const widget of widgets) if (widget.markupSelector === null && target?.closest(widget.clickSelector)) widget.prefetch();
  };
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    for (const widget of widgets) {
      const element = target.closest<HTMLElement>(widget.clickSelector);
      if (!element) continue;
      if (widget.preventDefault(element)) event.preventDefault();
      widget.handle(element);
    }
  });
}
