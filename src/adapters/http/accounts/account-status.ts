import type { AccountFormError } from '../../../application/accounts/account-messages.js';
import { assertNever } from '../../../domain/shared/result.js';

/** The one table from account error to HTTP status. */
export function statusOfAccountError(code: AccountFormError['code']): number {
  switch (code) {
    case 'INVALID_DETAILS':
      return 400;
    case 'WRONG_CREDENTIALS':
      return 401;
    case 'EMAIL_TAKEN':
      return 409;
    default:
      return assertNever(code);
  }
}
