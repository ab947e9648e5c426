import { assertNever } from '../../../../domain/shared/result.js';
import { SUCCESS_TEXT_MS } from '../timings.js';

/** Stock classes of a size option (spec section 3). */
export type StockState = 'instock' | 'lowstock' | 'nostock';

/** How long the add button's success text is shown, or suppressed after an unselect (2500 ms). */
export { SUCCESS_TEXT_MS };

export interface SizeSelectionState {
  selectedValue: string | null;
  lowStockMessageVisible: boolean;
  /** Clock time (ms) until which the add button's success text stays suppressed; null for none. */
  successTextSuppressedUntilMs: number | null;
}

export interface SizeOption {
  value: string;
  stock: StockState;
}

type SizeSelectionEffect =
  | { kind: 'startNotify'; value: string }
  | { kind: 'showLowStockMessage' }
  | { kind: 'hideLowStockMessage' }
  | { kind: 'suppressSuccessText'; untilMs: number };

export interface SizeSelectionStep {
  state: SizeSelectionState;
  effects: SizeSelectionEffect[];
}

export const INITIAL_SIZE_SELECTION: SizeSelectionState = {
  selectedValue: null,
  lowStockMessageVisible: false,
  successTextSuppressedUntilMs: null,
};

function hideLowStock(state: SizeSelectionState): SizeSelectionEffect[] {
  return state.lowStockMessageVisible ? [{ kind: 'hideLowStockMessage' }] : [];
}

/**
 * Spec section 4: selecting the selected option unselects it, hides the low-stock message and
 * suppresses the success text for 2.5 s; nostock clears the selection and starts the
 * back-in-stock flow; lowstock selects and shows the low-stock message; instock selects.
 */
export function selectSizeOption(state: SizeSelectionState, option: SizeOption, nowMs: number): SizeSelectionStep {
  if (state.selectedValue === option.value && option.stock !== 'nostock') {
    const untilMs = nowMs + SUCCESS_TEXT_MS;
    return {
      state: { selectedValue: null, lowStockMessageVisible: false, successTextSuppressedUntilMs: untilMs },
      effects: [...hideLowStock(state), { kind: 'suppressSuccessText', untilMs }],
    };
  }
  switch (option.stock) {
    case 'nostock':
      return {
        state: { ...state, selectedValue: null, lowStockMessageVisible: false },
        effects: [...hideLowStock(state), { kind: 'startNotify', value: option.value }],
      };
    case 'lowstock':
      return {
        state: { ...state, selectedValue: option.value, lowStockMessageVisible: true },
        effects: [{ kind: 'showLowStockMessage' }],
      };
    case 'instock':
      return {
        state: { ...state, selectedValue: option.value, lowStockMessageVisible: false },
        effects: hideLowStock(state),
      };
    default:
      return assertNever(option.stock);
  }
}

function isSuccessTextSuppressed(state: SizeSelectionState, nowMs: number): boolean {
  return state.successTextSuppressedUntilMs !== null && nowMs < state.successTextSuppressedUntilMs;
}

/**
 * After a successful add the button shows its success text for SUCCESS_TEXT_MS, then reverts,
 * unless an unselect is suppressing it.
 */
export function isSuccessTextShown(state: SizeSelectionState, addedAtMs: number | null, nowMs: number): boolean {
  if (addedAtMs === null || isSuccessTextSuppressed(state, nowMs)) return false;
  return nowMs >= addedAtMs && nowMs < addedAtMs + SUCCESS_TEXT_MS;
}
