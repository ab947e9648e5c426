/**
 * Loads the delivery accordion's code only on first need: when the delivery section comes within
 * the spec's lazy-loading margin (60%) of the viewport, or the shopper reaches it first (focus, a
 * tap). What the shopper does in the section while the code is on its way (a choice, typing, a
 * "Change" or help link, a submit) is held and handed to the accordion once it runs, so nothing
 * they do is lost and no link or form falls back to a full page load. The basket page's first
 * load carries none of the accordion.
 */
import { holdEvents } from '../../../runtime/held-events.client.js';
import { whenNearViewport } from '../../../runtime/near-viewport.client.js';
import type { DeliveryAccordionControl } from './delivery-accordion.client.js';
import { DELIVERY_SECTION_ID } from './delivery-urls.js';

export function watchDeliveryAccordion(root: Document, messages: { saveFailed: string }): () => void {
  const inSection = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.getElementById(DELIVERY_SECTION_ID)?.contains(target) === true;
  if (root.getElementById(DELIVERY_SECTION_ID) === null) return () => undefined;
  let started = false;
  let stopped = false;
  let accordion: DeliveryAccordionControl | null = null;
  let stopWatching: (() => void) | null = null;

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
        if (stopped) return;
        accordion = m.startDeliveryAccordion(messages);
        hold.release();
      },
      (error: unknown) => console.error(error),
    );
  }

  // Until the accordion runs, its events are held: links and submits wait instead of navigating.
  const hold = holdEvents(root, {
    types: ['change', 'input', 'click', 'submit'], inScope: inSection, clickTargets: '[data-delivery-action]', onHeld: start,
  });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('pointerdown', onIntent);
  const section = root.getElementById(DELIVERY_SECTION_ID);
  if (section === null) start();
  else stopWatching = whenNearViewport(section, start);
  return () => {
    stopped = true;
    stopWatching?.();
    hold.stop();
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('pointerdown', onIntent);
    accordion?.stop();
  };
}
