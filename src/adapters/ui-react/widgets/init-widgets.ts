/**
 * Starts the page widgets (called once by the client entry) with little code at page load:
 * - the toast live region is created at once;
 * - dialogs and the global modal, off-canvas panels and ajax popovers are separate chunks that
 *   one delegated click listener loads on the first click that needs them, then carries that
 *   click out. The default action is prevented at once, so a link opener never navigates while
 *   its code loads. Once loaded, the widgets wire their own close buttons, Escape and Tab
 *   handling;
 * - the state switcher is loaded as soon as the page, or a fragment inserted later, holds its
 *   markup, so it is in place before the shopper presses a trigger (a press before that is
 *   carried out once it is in).
 */
import type * as StateSwitcher from './state-switcher.js';
import { toastRegion } from './toast-region.js';

interface LazyWidget {
  selector: string;
  /** Whether the click's default action is prevented (links and buttons that open something). */
  preventDefault(element: HTMLElement): boolean;
  run(element: HTMLElement): Promise<void>;
}

const LAZY_WIDGETS: readonly LazyWidget[] = [
  { selector: '[data-open-dialog]', preventDefault: () => true, run: (el) => import('./dialog-openers.js').then((m) => m.openFromOpener(el)) },
  {
    selector: '[data-popover], [data-close-popover]',
    preventDefault: (el) => el.matches('[data-popover]'),
    run: (el) => import('./popovers.js').then((m) => m.handlePopoverClick(el)),
  },
  { selector: '[data-off-canvas]', preventDefault: () => true, run: (el) => import('./off-canvas.js').then((m) => m.openFromLink(el)) },
];

const STATE_SWITCHER_MARKUP = '[data-state-panel], [data-state-to]';

function watchForStateSwitchers(root: Document): (trigger: HTMLElement) => void {
  let loaded: typeof StateSwitcher | null = null;
  let loading: Promise<typeof StateSwitcher> | null = null;
  const load = (): Promise<typeof StateSwitcher> => {
    loading ??= import('./state-switcher.js').then((module) => {
      module.initStateSwitchers(root);
      loaded = module;
      observer.disconnect();
      return module;
    });
    return loading;
  };
  const observer = new MutationObserver((records) => {
    const added = records.some((r) => [...r.addedNodes].some((node) =>
      node instanceof Element && (node.matches(STATE_SWITCHER_MARKUP) || node.querySelector(STATE_SWITCHER_MARKUP) !== null)));
    if (added) void load();
  });
  if (root.querySelector(STATE_SWITCHER_MARKUP)) void load();
  else observer.observe(root.body, { childList: true, subtree: true });
  return (trigger) => {
    if (loaded) loaded.switchFromTrigger(trigger);
    else load().then((module) => module.switchFromTrigger(trigger), (error: unknown) => console.error(error));
  };
}

export function initWidgets(root: Document = document): void {
  toastRegion();
  const switchState = watchForStateSwitchers(root);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    for (const widget of LAZY_WIDGETS) {
      const element = target.closest<HTMLElement>(widget.selector);
      if (!element) continue;
      if (widget.preventDefault(element)) event.preventDefault();
      widget.run(element).catch((error: unknown) => console.error(error));
    }
    const trigger = target.closest<HTMLElement>('[data-state-to]');
    if (trigger?.closest('[data-state]')) {
      event.preventDefault();
      switchState(trigger);
    }
  });
}
