import { err, ok, type Result } from '../../../domain/shared/result.js';
import { stateNotFoundMessage } from './messages.js';

/**
 * Generic state switcher (spec section 4): tracks the active state of an element (its
 * data-state attribute) among a known list; a change pushes a history entry; an unknown state
 * is rejected with 'State {x} not found'.
 */
export interface StateSwitcher {
  states: readonly string[];
  active: string;
}

export interface StateSwitch {
  switcher: StateSwitcher;
  /** True when the active state changed, so a history entry is pushed. */
  pushHistory: boolean;
}

export function switchState(switcher: StateSwitcher, next: string): Result<StateSwitch, string> {
  if (!switcher.states.includes(next)) return err(stateNotFoundMessage(next));
  return ok({ switcher: { ...switcher, active: next }, pushHistory: next !== switcher.active });
}
