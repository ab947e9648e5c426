/**
 * What the shopper does in a part of the page whose code is still on its way (the delivery
 * accordion, an island hydrated on demand): held, then handed to that code once it runs, so
 * nothing they do is lost and no link or form falls back to a full page load.
 */
type HeldEventType = 'change' | 'input' | 'click' | 'submit' | 'focusout';

export interface EventHold {
  /** Stops holding and replays, in order and a task apart, what was held. */
  release(): void;
  /** Stops holding and forgets what was held. */
  stop(): void;
}

interface HoldOptions {
  types: readonly HeldEventType[];
  /** Whether an event's target is in the part being held. */
  inScope(target: Element): boolean;
  /** The elements whose clicks wait for the code (a click elsewhere does nothing worth keeping). */
  clickTargets: string;
  /** Called on each held event: the first one is the moment to load the code. */
  onHeld(): void;
}

/**
 * What replays `type` on `target`. A field's value is taken now, as the shopper left it (hydrating
 * a select sets it back to the server's choice). Replayed, it makes a framework that remembers the
 * value it last saw (React keeps it behind the field's own `value` setter) see the change: the
 * value goes through that setter as something else, then through the element's native setter,
 * before the event is dispatched again.
 */
function replayOf(target: Element, type: string): () => void {
  const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ? target : null;
  const checkable = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
  const value = field !== null && !checkable && type !== 'focusout' ? field.value : null;
  return () => {
    if (field !== null && value !== null) {
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    }
    target.dispatchEvent(type === 'focusout' ? new FocusEvent('focusout', { bubbles: true }) : new Event(type, { bubbles: true }));
  };
}

/** Holds `options.types` events in `root` (capture phase) until released or stopped. */
export function holdEvents(root: Document | HTMLElement, options: HoldOptions): EventHold {
  const held: (() => void)[] = [];
  const hold = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element) || !options.inScope(target)) return;
    options.onHeld();
    if (event.type === 'click') {
      const action = target.closest<HTMLElement>(options.clickTargets);
      if (action === null || !options.inScope(action)) return;
      event.preventDefault();
      held.push(() => action.click());
    } else if (event.type === 'submit') {
      event.preventDefault();
      if (target instanceof HTMLFormElement) held.push(() => target.requestSubmit());
    } else {
      held.push(replayOf(target, event.type));
    }
  };
  for (const type of options.types) root.addEventListener(type, hold, { capture: true });
  const stop = (): void => {
    for (const type of options.types) root.removeEventListener(type, hold, { capture: true });
  };
  return {
    release: () => {
      stop();
      // One task apart: what the code does with one (a framework's re-render with the typed value)
      // is done before the next (leaving the field checks that value, not the one before).
      const queue = held.splice(0);
      const next = (): void => {
        queue.shift()?.();
        if (queue.length > 0) setTimeout(next, 0);
      };
      next();
    },
    stop: () => {
      stop();
      held.length = 0;
    },
  };
}
