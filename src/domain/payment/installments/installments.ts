import { assertNever } from '../../shared/result.js';

export type InstallmentPlanOption = 'onetime' | 'installments' | 'revolving';

export interface InstallmentConfig {
  /** Numbers of instalments the merchant offers, e.g. [1, 2, 3]. */
  values: readonly number[];
  /** 'revolving' adds the revolving plan to the choices. */
  plans?: readonly 'revolving'[];
}

export type InstallmentsView =
  | { kind: 'hidden' }
  | { kind: 'readOnly'; value: number }
  | { kind: 'select'; values: readonly number[] }
  | { kind: 'plans'; options: readonly InstallmentPlanOption[]; values: readonly number[] };

/**
 * Spec 9: hidden when the amount is 0 (or nothing is offered); a single value shows read-only;
 * a revolving plan offers one-time, instalments and revolving.
 */
export function installmentsView(config: InstallmentConfig | null | undefined, amountMinor: number): InstallmentsView {
  if (!config || amountMinor === 0 || config.values.length === 0) return { kind: 'hidden' };
  if (config.plans?.includes('revolving')) return { kind: 'plans', options: ['onetime', 'installments', 'revolving'], values: config.values };
  const [only] = config.values;
  if (config.values.length === 1 && only !== undefined) return { kind: 'readOnly', value: only };
  return { kind: 'select', values: config.values };
}

export interface InstallmentsPayload {
  value: number;
  plan?: 'revolving';
}

/** What is sent: revolving and one-time send value 1, instalments the chosen number. */
export function installmentsPayload(option: InstallmentPlanOption, chosenValue: number): InstallmentsPayload {
  switch (option) {
    case 'onetime':
      return { value: 1 };
    case 'installments':
      return { value: chosenValue };
    case 'revolving':
      return { value: 1, plan: 'revolving' };
    default:
      return assertNever(option);
  }
}
