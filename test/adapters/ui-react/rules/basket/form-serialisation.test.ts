import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { formToQueryPairs, serialiseForm, type FormControl } from '../../../../../src/adapters/ui-react/rules/basket/form-serialisation.js';

describe('serialiseForm', () => {
  it('serialises a buy grid form', () => {
    const controls: FormControl[] = [
      { type: 'hidden', name: 'productId', value: '1234' },
      { type: 'hidden', name: 'groupParentId', value: '' },
      { type: 'radio', name: 'stockId', value: 'S-12', checked: false },
      { type: 'radio', name: 'stockId', value: 'S-14', checked: true },
      { type: 'text', name: 'giftMessage', value: '' },
      { type: 'email', name: 'recipientEmail', value: 'ann@example.com' },
      { type: 'textarea', name: 'note', value: 'wrap it' },
      { type: 'checkbox', name: 'extras', value: 'box', checked: true },
      { type: 'checkbox', name: 'extras', value: 'card', checked: false },
      { type: 'checkbox', name: 'extras', value: 'ribbon', checked: true },
      { type: 'select', name: 'parentSize', value: '14' },
      { type: 'select-multiple', name: 'colours', selectedValues: ['black', 'red'] },
    ];
    expect(serialiseForm(controls)).toEqual({
      productId: '1234',
      groupParentId: '',
      stockId: 'S-14',
      recipientEmail: 'ann@example.com',
      note: 'wrap it',
      extras: ['box', 'ribbon'],
      parentSize: '14',
      colours: ['black', 'red'],
    });
  });
  it('skips controls without a name and checked boxes without a value', () => {
    expect(
      serialiseForm([
        { type: 'text', name: '', value: 'x' },
        { type: 'checkbox', name: 'agree', value: '', checked: true },
        { type: 'radio', name: 'size', value: '', checked: true },
      ]),
    ).toEqual({});
  });
  it('keeps a single checked checkbox as an array and an empty multi-select as an empty list', () => {
    expect(
      serialiseForm([
        { type: 'checkbox', name: 'consent', value: 'yes', checked: true },
        { type: 'select-multiple', name: 'sizes', selectedValues: [] },
      ]),
    ).toEqual({ consent: ['yes'], sizes: [] });
  });
});

describe('formToQueryPairs', () => {
  it('repeats the key for each list value', () => {
    expect(formToQueryPairs({ productId: '1', extras: ['box', 'card'] })).toEqual([
      ['productId', '1'],
      ['extras', 'box'],
      ['extras', 'card'],
    ]);
  });
});

const nameArb = fc.constantFrom('a', 'b', 'c', 'd');
const controlArb: fc.Arbitrary<FormControl> = fc.oneof(
  fc.record({ type: fc.constantFrom('text' as const, 'email' as const, 'textarea' as const, 'hidden' as const, 'select' as const), name: nameArb, value: fc.string() }),
  fc.record({ type: fc.constantFrom('radio' as const, 'checkbox' as const), name: nameArb, value: fc.string(), checked: fc.boolean() }),
  fc.record({ type: fc.constant('select-multiple' as const), name: nameArb, selectedValues: fc.array(fc.string(), { maxLength: 3 }) }),
);

test.prop([fc.array(controlArb, { maxLength: 12 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 })])(
  'never includes an unchecked box',
  (controls, boxName, boxValue) => {
    const name = `unchecked-${boxName}`;
    const form = serialiseForm([...controls, { type: 'checkbox', name, value: boxValue, checked: false }, { type: 'radio', name, value: boxValue, checked: false }]);
    expect(Object.hasOwn(form, name)).toBe(false);
  },
);

const boxArb = fc.record({
  type: fc.constant('checkbox' as const),
  name: fc.constantFrom('box-x', 'box-y'),
  value: fc.string(),
  checked: fc.boolean(),
});

test.prop([fc.array(controlArb, { maxLength: 8 }), fc.array(boxArb, { maxLength: 8 })])(
  'checkbox values are exactly the checked boxes with a value, in order',
  (controls, boxes) => {
    const form = serialiseForm([...controls, ...boxes]);
    for (const name of ['box-x', 'box-y']) {
      const expected = boxes.filter((box) => box.name === name && box.checked && box.value !== '').map((box) => box.value);
      expect(form[name]).toEqual(expected.length === 0 ? undefined : expected);
    }
  },
);

test.prop([fc.array(controlArb, { maxLength: 12 })])('no empty text, email or textarea value is sent', (controls) => {
  const form = serialiseForm(controls);
  for (const [name, value] of Object.entries(form)) {
    if (value !== '') continue;
    expect(controls.some((control) => control.name === name && (control.type === 'hidden' || control.type === 'select'))).toBe(true);
  }
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown control type', () => {
    expect(() => serialiseForm([{ type: 'bogus', name: 'x', value: 'y' } as unknown as FormControl])).toThrow('Unexpected value');
  });
});
