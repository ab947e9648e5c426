/**
 * Operator API keys: `sk_op_` and 43 URL-safe characters (256 random bits). The prefix tells a
 * leaked key apart in a secret scanner and in logs; the first characters after it are kept to
 * recognise a key in a list.
 */
const API_KEY_PREFIX = 'sk_op_';
/** Loose on the length so a key of another strength still parses; the lookup by hash decides. */
const API_KEY = /^sk_op_[A-Za-z0-9_-]{16,128}$/;
const SHOWN_CHARACTERS = 6;

/** A key from 32 random bytes, base64url (the IdGenerator's ids). */
export const makeApiKey = (randomPart: string): string => `${API_KEY_PREFIX}${randomPart}`;

export const looksLikeApiKey = (candidate: string): boolean => API_KEY.test(candidate);

/** What a list shows of a key: `sk_op_` and its first characters. */
export const apiKeyPrefixOf = (key: string): string => key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS);
