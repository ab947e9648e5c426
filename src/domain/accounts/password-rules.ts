/** Fewest characters (Unicode code points, not UTF-16 units) a password may have. */
export const MIN_PASSWORD_CHARACTERS = 10;
/** Most characters a password may have (scrypt's input stays small). */
export const MAX_PASSWORD_CHARACTERS = 200;

export type PasswordProblem =
  | 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_BLANK' | 'PASSWORD_IS_EMAIL' | 'PASSWORD_CONTROL_CHARACTER';

/** Characters as a person counts them: an emoji or an accented letter is one. */
export const passwordCharacters = (password: string): number => [...password.normalize('NFC')].length;

// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * What is wrong with a new password, or null: the length in characters, not only spaces, no
 * control characters (NUL and the like cannot be typed and break some stores), and not the
 * shopper's email address or the part before its '@'. How guessable it is, beyond this, is
 * judged against dictionaries by the PasswordStrength port.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = passwordCharacters(password);
  if (length < MIN_PASSWORD_CHARACTERS) return 'PASSWORD_TOO_SHORT';
  if (length > MAX_PASSWORD_CHARACTERS) return 'PASSWORD_TOO_LONG';
  if (password.trim() === '') return 'PASSWORD_BLANK';
  if (CONTROL_CHARACTER.test(password)) return 'PASSWORD_CONTROL_CHARACTER';
  const folded = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (folded === address || (localPart.length > 0 && folded === localPart)) return 'PASSWORD_IS_EMAIL';
  return null;
}
