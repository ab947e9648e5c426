/**
 * The delivery accordion in the browser (spec section 4): choosing an option posts the delivery
 * selection and swaps in the answered section and totals (choosing -> chosen); the "Change" link
 * opens the options again (reset), the help button shows the help panel (need-help). Safe-place
 * instructions save 1000 ms after the shopper stops typing, without replacing the section under
 * their cursor. A failed save keeps the old section, puts the old choice back and says so.
 * Listeners sit on the document, so they outlive every swapped-in section; `stop()` removes them.
 */
import { accordionTransition, type AccordionState } from '../../../rules/delivery/delivery-accordion.js';
import { SAFE_PLACE_TYPING_DEBOUNCE_MS } from '../../../rules/timings.js';
import { deliverySelection, type DeliverySelection } from '../../../../../domain/delivery/delivery-selection.js';
import { debounce } from '../../../runtime/debounce.js';
import { setState } from '../../../runtime/widgets/state-switcher.client.js';
import { saveDeliverySelection } from './save-delivery-selection.client.js';
import { DELIVERY_SECTION_ID } from './delivery-urls.js';

const section = (): HTMLElement | null => document.getElementById(DELIVERY_SECTION_ID);
const form = (): HTMLFormElement | null => section()?.querySelector<HTMLFormElement>('form.delivery-accordion__form') ?? null;

/** The selection the options form holds now (the spec's payload; a day only for a nominated day). */
function selectionOfForm(f: HTMLFormElement): DeliverySelection {
  const data = new FormData(f);
  const text = (name: string): string => String(data.get(name) ?? '');
  const optionId = text('DeliveryOptionID') || '1';
  const nominated = f.querySelector<HTMLElement>(`input[name="DeliveryOptionID"][value="${CSS.escape(optionId)}"]`)
    ?.closest('[data-delivery-kind]')?.getAttribute('data-delivery-kind') === 'nominated-day';
  return deliverySelection({
    DeliveryOptionID: optionId,
    StatedDay: nominated ? text('StatedDay') : '',
    ChosenSafePlace: text('ChosenSafePlace'),
    ChosenSafePlaceInstructions: text('ChosenSafePlaceInstructions'),
    DeliveryCountryID: text('DeliveryCountryID'),
    showCountries: text('showCountries') === 'true',
  });
}

function say(message: string): void {
  const status = section()?.querySelector<HTMLElement>('[data-delivery-status]');
  if (status) status.textContent = message;
}

export interface DeliveryAccordionControl {
  stop(): void;
}

export function startDeliveryAccordion(messages: { saveFailed: string }): DeliveryAccordionControl {
  const initial = section();
  let state: AccordionState = initial?.dataset.state === 'chosen' ? { kind: 'chosen', selection: selectionOfFormOrDefault() } : { kind: 'reset' };
  let lastSaved: DeliverySelection | null = state.kind === 'chosen' ? state.selection : null;

  /**
   * The choice the server rendered, not what the form holds now: the code may start after the
   * shopper changed a field (that change is then handed to it), and a failed save must put back
   * the saved choice. A reset copy of the form holds the rendered values.
   */
  function selectionOfFormOrDefault(): DeliverySelection {
    const f = form();
    if (f === null) return deliverySelection();
    const rendered = f.cloneNode(true) as HTMLFormElement;
    rendered.reset();
    return selectionOfForm(rendered);
  }

  async function choose(selection: DeliverySelection, swapSection: boolean): Promise<void> {
    const step = accordionTransition(state, { type: 'choose', selection });
    if (!step.ok) return;
    state = step.value.state;
    const current = section();
    current?.setAttribute('aria-busy', 'true');
    try {
      await saveDeliverySelection(selection, { swapSection });
      const saved = accordionTransition(state, { type: 'saved', html: '' });
      if (saved.ok) state = saved.value.state;
      lastSaved = selection;
      if (swapSection) section()?.querySelector<HTMLElement>('.delivery-accordion__chosen-heading')?.focus();
    } catch (error) {
      console.error(error);
      const failed = accordionTransition(state, { type: 'saveFailed' });
      if (failed.ok) state = failed.value.state;
      current?.removeAttribute('aria-busy');
      restore(lastSaved);
      say(messages.saveFailed);
    }
  }

  /** Puts the form back to the last saved choice after a failed save. */
  function restore(selection: DeliverySelection | null): void {
    const f = form();
    if (f === null || selection === null) return;
    const radio = f.querySelector<HTMLInputElement>(`input[name="DeliveryOptionID"][value="${CSS.escape(selection.DeliveryOptionID)}"]`);
    if (radio) radio.checked = true;
  }

  const saveTyping = debounce(() => {
    const f = form();
    if (f) void choose(selectionOfForm(f), false);
  }, SAFE_PLACE_TYPING_DEBOUNCE_MS);

  const onChange = (event: Event): void => {
    const field = (event.target as HTMLElement).closest<HTMLElement>('[data-delivery-field]');
    const f = form();
    if (field === null || f === null || !f.contains(field)) return;
    const kind = field.dataset.deliveryField;
    if (kind === 'instructions') return;
    void choose(selectionOfForm(f), kind !== 'safe-place');
  };

  const onInput = (event: Event): void => {
    if ((event.target as HTMLElement).closest('[data-delivery-field="instructions"]')) saveTyping();
  };

  const onSubmit = (event: Event): void => {
    const f = form();
    if (event.target !== f || f === null) return;
    event.preventDefault();
    saveTyping.cancel();
    void choose(selectionOfForm(f), true);
  };

  const onClick = (event: MouseEvent): void => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-delivery-action]');
    const container = section();
    if (action === null || container === null || !container.contains(action)) return;
    event.preventDefault();
    const next = { choose: { type: 'reset' }, help: { type: 'needHelp' }, 'close-help': { type: 'closeHelp' } } as const;
    const name = action.dataset.deliveryAction as keyof typeof next;
    const step = accordionTransition(state, next[name]);
    if (!step.ok) return;
    state = step.value.state;
    const panel = state.kind === 'need-help' ? 'need-help' : state.kind === 'chosen' ? 'chosen' : 'choose';
    setState(container, panel);
    const focusTarget = panel === 'choose'
      ? container.querySelector<HTMLElement>('input[name="DeliveryOptionID"]:checked, input[name="DeliveryOptionID"]')
      : container.querySelector<HTMLElement>(`[data-state-panel="${panel}"] button, [data-state-panel="${panel}"] a, [data-state-panel="${panel}"] [tabindex="-1"]`);
    focusTarget?.focus();
  };

  document.addEventListener('change', onChange);
  document.addEventListener('input', onInput);
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  return {
    stop() {
      saveTyping.cancel();
      document.removeEventListener('change', onChange);
      document.removeEventListener('input', onInput);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick);
    },
  };
}
