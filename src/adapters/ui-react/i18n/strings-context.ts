import { createContext, useContext } from 'react';
import { ENGLISH_DEFAULTS, type TranslatableStrings } from './english-defaults.js';

export const StringsContext = createContext<TranslatableStrings>(ENGLISH_DEFAULTS);

/** The page's translated strings; the English defaults when no provider is above. */
export const useStrings = (): TranslatableStrings => useContext(StringsContext);
