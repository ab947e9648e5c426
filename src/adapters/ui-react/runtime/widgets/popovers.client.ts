/**
 * Ajax popovers (spec sections 2 and 8) on the native Popover API:
 *
 *   <button type="button" data-popover data-popover-target="returns-tip" data-popover-url="/help/returns"
 *           data-popover-direction="bottom" data-popover-type="manual" data-popover-refresh>Returns</button>
 *   <div id="returns-tip" class="ajax-popover"></div>
 *
 * Needs a target id, a URL and a direction (else the spec's log message); type manual (closed
 * only by its opener, Escape or a [data-close-popover] inside) or auto (light dismiss, default);
 * the content is fetched as a fragment on the first open, on every open when data-popover-refresh
 * is present. Without the Popover API: 'Popovers are not supported in this browser' is logged.
 * Loaded on the first click of a popover opener (init-widgets.ts). Script API: togglePopover(opener).
 */
import { messages } from '../../rules/messages.js';
import { loadFragmentInto } from './load-content.client.js';
import { popoverConfigOf, popoverPosition, type PopoverDirection } from './popover-config.js';

export const popoversSupported = (): boolean => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

function place(opener: HTMLElement, target: HTMLElement, direction: PopoverDirection): void {
  const box = target.getBoundingClientRect();
  const { top, left } = popoverPosition(direction, opener.getBoundingClientRect(), box);
  const maxLeft = Math.max(0, window.innerWidth - box.width);
  target.style.top = `${Math.max(0, top)}px`;
  target.style.left = `${Math.min(Math.max(0, left), maxLeft)}px`;
}

export async function togglePopover(opener: HTMLElement): Promise<void> {
  const config = popoverConfigOf({
    target: opener.dataset.popoverTarget,
    url: opener.dataset.popoverUrl,
    direction: opener.dataset.popoverDirection,
    type: opener.dataset.popoverType,
    refreshable: opener.hasAttribute('data-popover-refresh'),
  });
  if (!config.ok) return console.error(config.error);
  if (!popoversSupported()) return console.error(messages.popoversUnsupported);
  const { targetId, url, direction, type, refreshable } = config.value;
  const target = document.getElementById(targetId);
  if (!target) return console.error(messages.popoverTargetMissing);
  target.popover = type;
  target.classList.add('ajax-popover', `ajax-popover--${direction}`);
  if (target.matches(':popover-open')) {
    target.hidePopover();
    return;
  }
  opener.setAttribute('aria-expanded', 'true');
  // The opener as source: clicking it again toggles instead of light-dismissing then reopening.
  (target as unknown as { showPopover(options: { source: HTMLElement }): void }).showPopover({ source: opener });
  place(opener, target, direction);
  if (target.dataset.loaded === undefined || refreshable) {
    if (await loadFragmentInto(target, url)) target.dataset.loaded = '';
    if (target.matches(':popover-open')) place(opener, target, direction);
  }
}

/** Handles a click on a popover opener or on a [data-close-popover] inside a popover. */
export function handlePopoverClick(element: HTMLElement): void {
  if (element.matches('[data-popover]')) {
    void togglePopover(element);
    return;
  }
  const popover = element.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

// Keep each opener's aria-expanded in step however its popover closed (light dismiss, Escape).
document.addEventListener('toggle', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains('ajax-popover')) return;
  const open = target.matches(':popover-open');
  for (const opener of document.querySelectorAll<HTMLElement>(`[data-popover-target="${CSS.escape(target.id)}"]`)) {
    opener.setAttribute('aria-expanded', String(open));
  }
}, true);
