import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { switchState, type StateSwitcher } from '../../../../src/adapters/ui-react/rules/state-switcher.js';

const filters: StateSwitcher = { states: ['closed', 'open', 'sorting'], active: 'closed' };

describe('switchState', () => {
  it('switches to a known state and pushes history on change', () => {
    expect(switchState(filters, 'open')).toEqual({ ok: true, value: { switcher: { ...filters, active: 'open' }, pushHistory: true } });
  });
  it('does not push history when the state is unchanged', () => {
    expect(switchState(filters, 'closed')).toEqual({ ok: true, value: { switcher: filters, pushHistory: false } });
  });
  it("rejects an unknown state with 'State {x} not found'", () => {
    expect(switchState(filters, 'hidden')).toEqual({ ok: false, error: 'State hidden not found' });
  });
});

test.prop([fc.string()])('an accepted switch always lands on a known state', (next) => {
  const result = switchState(filters, next);
  expect(result.ok).toBe(filters.states.includes(next));
  if (result.ok) expect(result.value.switcher.active).toBe(next);
});
