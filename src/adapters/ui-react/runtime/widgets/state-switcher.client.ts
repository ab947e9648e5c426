/**
 * State switcher (spec section 4): a container tracks its active state in `data-state`; a change
 * pushes a browser history entry; back/forward navigation restores it, debounced 300 ms; an
 * unknown state is rejected with 'State {x} not found' (behaviour `switchState`).
 *
 *   <section id="delivery-steps" data-state="choose" data-states="choose chosen need-help">
 *     <div data-state-panel="choose">… <button type="button" data-state-to="chosen">Next</button></div>
 *     <div data-state-panel="chosen" hidden>…</div>
 *   </section>
 * The container needs an id (history entries name it); panels not matching the state are hidden.
 * Script API: setState(container, 'chosen') → Result (error message when unknown); the
 * container dispatches a bubbling `state:change` event with { state } as detail.
 * Loaded by init-widgets.ts as soon as the page (or a fragment inserted later) holds state
 * switcher markup; trigger clicks go through the entry's listener to switchFromTrigger.
 */
import { switchState } from '../../rules/state-switcher.js';
import { STATE_BACK_DEBOUNCE_MS } from '../../rules/timings.js';
import type { Result } from '../../../../domain/shared/result.js';
import { debounce } from '../debounce.js';

interface HistoryEntryState {
  stateSwitcher?: Record<string, string>;
}

const statesOf = (container: HTMLElement): string[] => {
  const listed = (container.dataset.states ?? '').split(/\s+/).filter(Boolean);
  if (listed.length > 0) return listed;
  return [...container.querySelectorAll<HTMLElement>('[data-state-panel]')].map((p) => p.dataset.statePanel ?? '').filter(Boolean);
};

function show(container: HTMLElement, state: string): void {
  container.dataset.state = state;
  for (const panel of container.querySelectorAll<HTMLElement>('[data-state-panel]')) {
    if (panel.closest('[data-state]') === container) panel.hidden = panel.dataset.statePanel !== state;
  }
  container.dispatchEvent(new CustomEvent('state:change', { bubbles: true, detail: { state } }));
}

function historyState(): HistoryEntryState {
  const current: unknown = history.state;
  return typeof current === 'object' && current !== null ? (current as HistoryEntryState) : {};
}

/** Switches `container` to `next`; pushes a history entry when the state really changed. */
export function setState(container: HTMLElement, next: string, options: { push?: boolean } = {}): Result<string, string> {
  const result = switchState({ states: statesOf(container), active: container.dataset.state ?? '' }, next);
  if (!result.ok) return result;
  const { switcher, pushHistory } = result.value;
  if (!pushHistory) return { ok: true, value: switcher.active };
  show(container, switcher.active);
  if ((options.push ?? true) && container.id) {
    const entry = historyState();
    history.pushState({ ...entry, stateSwitcher: { ...entry.stateSwitcher, [container.id]: switcher.active } }, '');
  }
  return { ok: true, value: switcher.active };
}

const restoreFromHistory = debounce((entry: HistoryEntryState, initial: Map<string, string>) => {
  for (const [id, initialState] of initial) {
    const container = document.getElementById(id);
    if (!container) continue;
    const state = entry.stateSwitcher?.[id] ?? initialState;
    if (state !== container.dataset.state) setState(container, state, { push: false });
  }
}, STATE_BACK_DEBOUNCE_MS);

const initial = new Map<string, string>();

/** Carries out a click on a `data-state-to` trigger: its container switches, or the refusal is logged. */
export function switchFromTrigger(trigger: HTMLElement): void {
  const container = trigger.closest<HTMLElement>('[data-state]');
  if (!container) return;
  if (container.id && !initial.has(container.id)) initial.set(container.id, container.dataset.state ?? '');
  const result = setState(container, trigger.dataset.stateTo ?? '');
  if (!result.ok) console.error(result.error);
}

/** Shows each container's panel and starts the back/forward handling (once, when loaded). */
export function initStateSwitchers(root: Document = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-state][id]')) {
    initial.set(container.id, container.dataset.state ?? '');
    show(container, container.dataset.state ?? '');
  }
  window.addEventListener('popstate', (event) => {
    restoreFromHistory((event.state ?? {}) as HistoryEntryState, initial);
  });
}
