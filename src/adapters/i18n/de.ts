import type { Catalogue } from './en.js';

/** German server messages; a missing key falls back to English. */
export const de: Catalogue = {
  INVALID_INPUT: 'Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  NOT_FOUND: 'Diese Seite wurde nicht gefunden.',
  PRODUCT_NOT_FOUND: 'Dieses Produkt wurde nicht gefunden.',
  OUT_OF_STOCK: 'Dieser Artikel ist nicht vorrätig.',
  OUT_OF_STOCK_SOME: 'Leider sind nur noch {available} Stück dieses Artikels verfügbar.',
  LINE_LIMIT: 'Sie können höchstens {max} Stück dieses Artikels kaufen.',
  INTERNAL: 'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  ADDED_TO_BASKET: '{name} wurde zum Warenkorb hinzugefügt',
  LOW_STOCK: 'Beeilen Sie sich, nur noch {units} in dieser Größe.',
  FIELD_REQUIRED: 'Bitte geben Sie {field} an',
  FIELD_WHOLE_NUMBER: 'Bitte überprüfen Sie {field}: es muss eine ganze Zahl sein',
};
