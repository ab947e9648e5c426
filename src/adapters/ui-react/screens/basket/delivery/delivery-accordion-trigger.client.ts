/**
 * Loads the delivery accordion's code only on first need: when the delivery section comes within
 * the spec's lazy-loading margin (60%) of the viewport, or the shopper reaches it first (focus, a
 * tap). What the shopper does in the section while the code is on its way (a choice, typing, a
 * "Change" or help link, a submit) is held and handed to the accordion once it runs, so nothing
 * they do is lost and no link or form falls back to a full page load. The basket page's first
 * load carries none of the accordion.
 */
import { whenNearViewport } from '../../../runtime/near-viewport.client.js';
import type { DeliveryAccordionControl } from './delivery-accordion.client.js';
import { DELIVERY_SECTION_ID } from './delivery-urls.js';

const HELD_EVENTS = ['change', 'input', 'click', 'submit'] as const;

export function watchDeliveryAccordion(root: Document, messages: { saveFailed: string }): () => void {
  const inSection = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.getElementById(DELIVERY_SECTION_ID)?.contains(target) === true;
  if (root.getElementById(DELIVERY_SECTION_ID) === null) return () => undefined;
  let started = false;
  let stopped = false;
  let accordion: DeliveryAccordionControl | null = null;
  let stopWatching: (() => void) | null = null;
  const held: (() => void)[] = [];

  /** Until the accordion runs, its events are held: links and submits wait instead of navigating. */
  const hold = (event: Event): void => {
    const target = event.target;
    if (!inSection(target)) return;
    start();
    if (event.type === 'click') {
      const action = target.closest<HTMLElement>('[data-delivery-action]');
      if (action === null) return;
      event.preventDefault();
      held.push(() => action.click());
    } else if (event.type === 'submit') {
      event.preventDefault();
      if (target instanceof HTMLFormElement) held.push(() => target.requestSubmit());
    } else {
      held.push(() => target.dispatchEvent(new Event(event.type, { bubbles: true })));
    }
  };
  const unhold = (): void => {
    for (const type of HELD_EVENTS) root.removeEventListener(type, hold, true);
  };
  const onIntent = (event: Event): void => {
    if (inSection(event.target)) start();
  };

  function start(): void {
    if (started) return;
    started = true;
    stopWatching?.();
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('pointerdown', onIntent);
    import('./delivery-accordion.client.js').then(
      (m) => {
        unhold();
        if (stopped) return;
        accordion = m.startDeliveryAccordion(messages);
        for (const replay of held.splice(0)) replay();
      },
      (error: unknown) => console.error(error),
    );
  }

  for (const type of HELD_EVENTS) root.addEventListener(type, hold, true);
  root.addEventListener('focusin', onIntent);
  root.addEventListener('pointerdown', onIntent);
  const section = root.getElementById(DELIVERY_SECTION_ID);
  if (section === null) start();
  else stopWatching = whenNearViewport(section, start);
  return () => {
    stopped = true;
    stopWatching?.();
    unhold();
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('pointerdown', onIntent);
    accordion?.stop();
  };
}
