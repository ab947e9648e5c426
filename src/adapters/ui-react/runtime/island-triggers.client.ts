/**
 * What starts an island that does not hydrate on load (`visible`, `intent`: see
 * hydrate-islands.client.ts), and what holds the shopper's actions in it until it has.
 */
import { holdEvents } from './held-events.client.js';
import { whenNearViewport } from './near-viewport.client.js';

const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;
/** What a click in server markup does: it waits for the island instead of being lost. */
const ISLAND_ACTIONS = 'a[href], button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

/**
 * Calls `start` on the island's trigger and holds what the shopper does in it meanwhile (a click,
 * a submit, typing, leaving a field); `start` gets what replays it once React has the markup.
 */
export function whenTriggered(element: HTMLElement, hydration: 'visible' | 'intent', start: (replay: () => void) => void): void {
  let stopWatching = (): void => undefined;
  let begun = false;
  const begin = (): void => {
    if (begun) return;
    begun = true;
    stopWatching();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, begin, { capture: true });
    start(() => hold.release());
  };
  const hold = holdEvents(element, {
    types: ['click', 'submit', 'input', 'change', 'focusout'], inScope: (target) => element.contains(target),
    // A change made without a focus or a press first (a script, some assistive technology) starts it too.
    clickTargets: ISLAND_ACTIONS, onHeld: begin,
  });
  for (const type of INTENT_EVENTS) element.addEventListener(type, begin, { capture: true, once: true });
  if (hydration === 'visible') stopWatching = whenNearViewport(element, begin);
}

