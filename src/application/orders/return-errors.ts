import type { ReturnRequestRefusal, ReturnStepRefusal } from '../../domain/orders/returns.js';

/** Why a return could not be asked for, received, refunded or closed, answered over HTTP. */
export type ReturnError =
  | ReturnRequestRefusal
  | ReturnStepRefusal
  | { code: 'ORDER_NOT_FOUND'; reference: string }
  | { code: 'RETURN_NOT_FOUND'; id: string }
  | { code: 'RETURN_REASON_UNKNOWN'; reason: string };

export type ReturnErrorCode = ReturnError['code'];
