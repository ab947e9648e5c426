/**
 * The payment provider's set-up error the spec names, as its component library reports it. The
 * payment texts a shopper sees (spec sections 5 and 8) are in the catalogue
 * (src/adapters/i18n/en.ts, `cardExpired`, `cardNumberRequired`, ...).
 */
export const ORIGIN_KEY_ERROR = 'originKeyError';
