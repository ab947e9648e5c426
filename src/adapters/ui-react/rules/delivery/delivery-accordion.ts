import { assertNever, err, ok, type Result } from '../../../../domain/shared/result.js';
import type { DeliverySelection } from '../../../../domain/delivery/delivery-selection.js';

/**
 * Delivery accordion (spec section 4): options move between choosing, chosen, reset and
 * need-help; choosing posts the selection, then the returned HTML replaces the delivery section.
 * Rules chosen where the spec is silent: a failed post returns to where the shopper was; a
 * second choice while a post is in flight is refused (no double post); the help panel returns
 * to the state it was opened from.
 */
type SettledAccordionState = { kind: 'reset' } | { kind: 'chosen'; selection: DeliverySelection };

export type AccordionState =
  | SettledAccordionState
  | { kind: 'choosing'; selection: DeliverySelection; previous: SettledAccordionState }
  | { kind: 'need-help'; returnTo: SettledAccordionState };

export type AccordionEvent =
  | { type: 'choose'; selection: DeliverySelection }
  | { type: 'saved'; html: string }
  | { type: 'saveFailed' }
  | { type: 'reset' }
  | { type: 'needHelp' }
  | { type: 'closeHelp' };

type AccordionEffect =
  | { kind: 'postSelection'; selection: DeliverySelection }
  | { kind: 'replaceDeliverySection'; html: string }
  | { kind: 'showError' };

export interface AccordionStep {
  state: AccordionState;
  effects: AccordionEffect[];
}

export interface AccordionRefusal {
  from: AccordionState['kind'];
  event: AccordionEvent['type'];
}

export const INITIAL_ACCORDION_STATE: AccordionState = { kind: 'reset' };

/** Where a new choice returns to if its post fails (a choice is never made while choosing). */
function settledOf(state: Exclude<AccordionState, { kind: 'choosing' }>): SettledAccordionState {
  switch (state.kind) {
    case 'reset':
    case 'chosen':
      return state;
    case 'need-help':
      return state.returnTo;
    default:
      return assertNever(state);
  }
}

export function accordionTransition(state: AccordionState, event: AccordionEvent): Result<AccordionStep, AccordionRefusal> {
  const refuse = () => err({ from: state.kind, event: event.type });
  switch (event.type) {
    case 'choose':
      if (state.kind === 'choosing') return refuse();
      return ok({
        state: { kind: 'choosing', selection: event.selection, previous: settledOf(state) },
        effects: [{ kind: 'postSelection', selection: event.selection }],
      });
    case 'saved':
      if (state.kind !== 'choosing') return refuse();
      return ok({
        state: { kind: 'chosen', selection: state.selection },
        effects: [{ kind: 'replaceDeliverySection', html: event.html }],
      });
    case 'saveFailed':
      if (state.kind !== 'choosing') return refuse();
      return ok({ state: state.previous, effects: [{ kind: 'showError' }] });
    case 'reset':
      if (state.kind === 'choosing') return refuse();
      return ok({ state: { kind: 'reset' }, effects: [] });
    case 'needHelp':
      if (state.kind === 'choosing' || state.kind === 'need-help') return refuse();
      return ok({ state: { kind: 'need-help', returnTo: state }, effects: [] });
    case 'closeHelp':
      if (state.kind !== 'need-help') return refuse();
      return ok({ state: state.returnTo, effects: [] });
    default:
      return assertNever(event);
  }
}
