/**
 * The search box's suggestion list as a combobox (WAI-ARIA combobox pattern with a listbox):
 * which option is active after a key. -1 means none: the text field itself.
 */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Escape';

export function nextActiveOption(key: ComboboxKey, active: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return -1;
  }
}

export const isComboboxKey = (key: string): key is ComboboxKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' || key === 'Escape';

/** Fewer letters than this ask for no suggestions. */
const MIN_SUGGEST_LENGTH = 2;

/** The text worth asking suggestions for, or null: trimmed, long enough. */
export function suggestionTextOf(typed: string): string | null {
  const text = typed.trim();
  return [...text].length >= MIN_SUGGEST_LENGTH ? text : null;
}
