import { assertNever } from '../../../../domain/shared/result.js';

/**
 * Form serialisation (spec sections 3 and 5): a plain description of form controls to the JSON
 * object that is sent. Rules:
 * - a control without a name is never sent;
 * - empty text, email and textarea values are skipped (hidden fields are sent even when empty);
 * - radios and checkboxes are sent only when checked and carrying a value;
 * - checkbox values are collected as arrays, one entry per checked box;
 * - a multi-select becomes a list of its selected values;
 * - for other controls sharing a name the last one wins.
 */
export type FormControl =
  | { type: 'text' | 'email' | 'textarea' | 'hidden' | 'select'; name: string; value: string }
  | { type: 'radio' | 'checkbox'; name: string; value: string; checked: boolean }
  | { type: 'select-multiple'; name: string; selectedValues: readonly string[] };

export type SerialisedForm = Record<string, string | string[]>;

export function serialiseForm(controls: readonly FormControl[]): SerialisedForm {
  const form: SerialisedForm = {};
  for (const control of controls) {
    if (control.name === '') continue;
    switch (control.type) {
      case 'text':
      case 'email':
      case 'textarea':
        if (control.value !== '') form[control.name] = control.value;
        break;
      case 'hidden':
      case 'select':
        form[control.name] = control.value;
        break;
      case 'radio':
        if (control.checked && control.value !== '') form[control.name] = control.value;
        break;
      case 'checkbox': {
        if (!control.checked || control.value === '') break;
        const existing = form[control.name];
        form[control.name] = Array.isArray(existing) ? [...existing, control.value] : [control.value];
        break;
      }
      case 'select-multiple':
        form[control.name] = [...control.selectedValues];
        break;
      default:
        assertNever(control);
    }
  }
  return form;
}

/** The serialised form as query-string pairs (used for GET /basket/api/add): arrays repeat the key. */
export function formToQueryPairs(form: SerialisedForm): [string, string][] {
  return Object.entries(form).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value) ? value.map((item): [string, string] => [name, item]) : [[name, value]],
  );
}
