import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  accordionTransition,
  INITIAL_ACCORDION_STATE,
  type AccordionEvent,
  type AccordionState,
} from '../../../../../src/adapters/ui-react/rules/delivery/delivery-accordion.js';
import { deliverySelection } from '../../../../../src/domain/delivery/delivery-selection.js';

const standard = deliverySelection({ DeliveryOptionID: '1' });
const nextDay = deliverySelection({ DeliveryOptionID: '2' });

function run(state: AccordionState, event: AccordionEvent): AccordionState {
  const step = accordionTransition(state, event);
  if (!step.ok) throw new Error(`refused ${event.type} from ${state.kind}`);
  return step.value.state;
}

describe('delivery accordion', () => {
  it('choosing posts the selection, then the returned HTML replaces the section', () => {
    const choosing = accordionTransition(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard });
    expect(choosing).toEqual({
      ok: true,
      value: {
        state: { kind: 'choosing', selection: standard, previous: { kind: 'reset' } },
        effects: [{ kind: 'postSelection', selection: standard }],
      },
    });
    const saved = accordionTransition(run(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard }), { type: 'saved', html: '<section/>' });
    expect(saved).toEqual({
      ok: true,
      value: { state: { kind: 'chosen', selection: standard }, effects: [{ kind: 'replaceDeliverySection', html: '<section/>' }] },
    });
  });
  it('a failed post returns to the previous choice and shows an error', () => {
    const chosen = run(run(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard }), { type: 'saved', html: '' });
    const choosing = run(chosen, { type: 'choose', selection: nextDay });
    expect(accordionTransition(choosing, { type: 'saveFailed' })).toEqual({
      ok: true,
      value: { state: { kind: 'chosen', selection: standard }, effects: [{ kind: 'showError' }] },
    });
  });
  it('refuses a second choice while a post is in flight', () => {
    const choosing = run(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard });
    expect(accordionTransition(choosing, { type: 'choose', selection: nextDay })).toEqual({
      ok: false,
      error: { from: 'choosing', event: 'choose' },
    });
    expect(accordionTransition(choosing, { type: 'reset' }).ok).toBe(false);
    expect(accordionTransition(choosing, { type: 'needHelp' }).ok).toBe(false);
  });
  it('resets a chosen option', () => {
    const chosen = run(run(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard }), { type: 'saved', html: '' });
    expect(run(chosen, { type: 'reset' })).toEqual({ kind: 'reset' });
  });
  it('opens help and returns to where it was opened from', () => {
    const chosen = run(run(INITIAL_ACCORDION_STATE, { type: 'choose', selection: standard }), { type: 'saved', html: '' });
    const help = run(chosen, { type: 'needHelp' });
    expect(help).toEqual({ kind: 'need-help', returnTo: chosen });
    expect(accordionTransition(help, { type: 'needHelp' }).ok).toBe(false);
    expect(run(help, { type: 'closeHelp' })).toEqual(chosen);
    expect(run(help, { type: 'choose', selection: nextDay })).toEqual({ kind: 'choosing', selection: nextDay, previous: chosen });
  });
  it('refuses events that do not fit the state', () => {
    expect(accordionTransition(INITIAL_ACCORDION_STATE, { type: 'saved', html: '' }).ok).toBe(false);
    expect(accordionTransition(INITIAL_ACCORDION_STATE, { type: 'saveFailed' }).ok).toBe(false);
    expect(accordionTransition(INITIAL_ACCORDION_STATE, { type: 'closeHelp' }).ok).toBe(false);
  });
});

const eventArb: fc.Arbitrary<AccordionEvent> = fc.oneof(
  fc.constantFrom(standard, nextDay).map((selection) => ({ type: 'choose' as const, selection })),
  fc.constant({ type: 'saved' as const, html: '<div/>' }),
  fc.constantFrom<AccordionEvent>({ type: 'saveFailed' }, { type: 'reset' }, { type: 'needHelp' }, { type: 'closeHelp' }),
);

test.prop([fc.array(eventArb, { maxLength: 30 })])('a selection is posted exactly when the accordion enters choosing', (events) => {
  let state = INITIAL_ACCORDION_STATE;
  for (const event of events) {
    const step = accordionTransition(state, event);
    if (!step.ok) {
      expect(step.error).toEqual({ from: state.kind, event: event.type });
      continue;
    }
    const posted = step.value.effects.some((effect) => effect.kind === 'postSelection');
    expect(posted).toBe(step.value.state.kind === 'choosing');
    state = step.value.state;
  }
});

test.prop([fc.array(eventArb, { maxLength: 30 })])('a chosen option is always the last selection the server saved', (events) => {
  let state = INITIAL_ACCORDION_STATE;
  let lastSaved: unknown = null;
  for (const event of events) {
    const step = accordionTransition(state, event);
    if (!step.ok) continue;
    if (event.type === 'saved' && state.kind === 'choosing') lastSaved = state.selection;
    state = step.value.state;
    if (state.kind === 'chosen') expect(state.selection).toEqual(lastSaved);
  }
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown state or event', () => {
    const bogusState = { kind: 'bogus' } as unknown as AccordionState;
    expect(() => accordionTransition(bogusState, { type: 'choose', selection: standard })).toThrow('Unexpected value');
    expect(() => accordionTransition(INITIAL_ACCORDION_STATE, { type: 'bogus' } as unknown as AccordionEvent)).toThrow('Unexpected value');
  });
});
