import { createContext, useContext } from 'react';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';

/**
 * The page's translated strings. The server provides them around every page and fragment (page
 * renderer, Layout); the client provides the page's embedded block around every island. There is
 * deliberately no default value: a default would pull the English strings into the client bundle.
 */
export const StringsContext = createContext<TranslatableStrings | null>(null);

export function useStrings(): TranslatableStrings {
  const strings = useContext(StringsContext);
  if (strings === null) throw new Error('useStrings() needs a <StringsContext.Provider> above the component.');
  return strings;
}
