import type { TranslatableStrings } from '../../../i18n/catalogue.js';

/**
 * The catalog's colour words (English, as products.colour holds them) and their keys in the
 * page strings; a colour not listed (an import may bring any) shows as the catalog has it (ADR 0055).
 */
const COLOUR_KEYS: Readonly<Record<string, keyof TranslatableStrings>> = {
  Black: 'colourBlack', White: 'colourWhite', Navy: 'colourNavy', Blue: 'colourBlue', Green: 'colourGreen', Khaki: 'colourKhaki',
  Red: 'colourRed', Pink: 'colourPink', Purple: 'colourPurple', Grey: 'colourGrey', Beige: 'colourBeige', Multi: 'colourMulti',
};

export function colourLabel(t: TranslatableStrings, colour: string): string {
  const key = COLOUR_KEYS[colour];
  return key === undefined ? colour : t[key];
}
