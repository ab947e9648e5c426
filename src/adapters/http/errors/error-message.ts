import { DELIVERY_DATE_MAX_DAYS, RECIPIENT_NAME_MAX, VOUCHER_MESSAGE_MAX } from '../../../application/basket/gift-voucher-fields.js';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../application/accounts/account-messages.js';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../domain/basket/basket.js';
import { isMessageCode, messageFor, type MessageCode, type MessageParams } from '../../i18n/message-catalogue.js';

/** An error as the core returns it: a code and the figures its message needs. */
export interface CodedError {
  code: string;
}

type Details = CodedError & Record<string, unknown>;

/** Figures a message names that are rules of the core rather than details of one error. */
const PARAMS_OF: Partial<Record<MessageCode, MessageParams>> = {
  LINE_LIMIT: { max: MAX_LINE_QUANTITY },
  INVALID_QUANTITY: { min: MIN_LINE_QUANTITY },
  VOUCHER_DELIVERY_DATE: { days: DELIVERY_DATE_MAX_DAYS },
  VOUCHER_RECIPIENT_NAME: { max: RECIPIENT_NAME_MAX },
  VOUCHER_MESSAGE: { max: VOUCHER_MESSAGE_MAX },
  PASSWORD_TOO_LONG: { max: MAX_PASSWORD_LENGTH },
  PASSWORD_TOO_SHORT: { min: MIN_PASSWORD_LENGTH },
  NAME_TOO_LONG: { max: MAX_NAME_LENGTH },
};

const scalarDetails = (error: Details): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  return out;
};

/** Which message of the catalogue words an error: its code, or a more precise detail. */
function messageCodeOf(error: Details): MessageCode {
  if (typeof error.messageCode === 'string' && isMessageCode(error.messageCode)) return error.messageCode;
  if (error.code === 'OUT_OF_STOCK' && error.archived === true) return 'NO_LONGER_AVAILABLE';
  if (error.code === 'OUT_OF_STOCK' && typeof error.available === 'number' && error.available > 0) {
    return error.available === 1 ? 'OUT_OF_STOCK_ONE' : 'OUT_OF_STOCK_SOME';
  }
  if (error.code === 'INVALID_GIFT_VOUCHER' && typeof error.field === 'string' && isMessageCode(error.field)) return error.field;
  if (error.code === 'BASKET_REFUSED' && typeof error.cause === 'object' && error.cause !== null) {
    return messageCodeOf(error.cause as Details);
  }
  return isMessageCode(error.code) ? error.code : 'INTERNAL';
}

/** The shopper's message for an error of the core, in the locale's language. */
export function describeError<E extends CodedError>(locale: string, coded: E): string {
  const error = coded as Details;
  const code = messageCodeOf(error);
  const cause = error.code === 'BASKET_REFUSED' && typeof error.cause === 'object' && error.cause !== null ? scalarDetails(error.cause as Details) : {};
  return messageFor(locale, code, { ...(PARAMS_OF[code] ?? {}), ...scalarDetails(error), ...cause });
}

/** The message for one field code (account forms), in the locale's language. */
export function describeField(locale: string, code: MessageCode): string {
  return messageFor(locale, code, PARAMS_OF[code] ?? {});
}
