import { PHONE_DIGITS, type FieldProblem } from '../../../../domain/checkout/address.js';
import { fieldLimitOf, type ShopperDetailsField } from '../../../../domain/checkout/shopper-details.js';

/**
 * The words for each field problem in the page's language, from the server's message catalogue:
 * one text per problem, 'Please enter an email address' for a missing email (spec 5), and
 * TOO_LONG with `{max}` left to fill per field, PHONE_FORMAT with `{min}` and `{max}` digits.
 */
export type ProblemTexts = Readonly<Record<FieldProblem | 'EMAIL_REQUIRED', string>>;

/** The message shown beside `field` for `problem`; the same words on the server and in the browser. */
export function problemText(texts: ProblemTexts, field: ShopperDetailsField, problem: FieldProblem): string {
  if (field === 'email' && problem === 'REQUIRED') return texts.EMAIL_REQUIRED;
  if (problem === 'TOO_LONG') return texts.TOO_LONG.replace('{max}', String(fieldLimitOf(field)));
  if (problem === 'PHONE_FORMAT') return texts.PHONE_FORMAT.replace('{min}', String(PHONE_DIGITS.min)).replace('{max}', String(PHONE_DIGITS.max));
  return texts[problem];
}
