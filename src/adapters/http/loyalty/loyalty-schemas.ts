import { Type } from 'typebox';
import { MAX_VOUCHER_CODE_INPUT } from '../../../domain/loyalty/gift-voucher-code.js';
import { ANTI_FORGERY_FIELD } from '../plugins/anti-forgery.js';

/** Coupon ids come from the id generator: URL-safe characters only. */
const couponId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A code as typed: any letters, spaces and dashes; the use case normalises it (an empty one is refused with the spec's message). */
const code = Type.String({ maxLength: MAX_VOUCHER_CODE_INPUT });

/** GET /basket/api/ApplyLoyaltyCoupon?couponId={id}[&isConfirmation=true] (spec section 7). */
export const ApplyCouponQuery = Type.Object({
  couponId,
  isConfirmation: Type.Optional(Type.Boolean()),
});

/** The spec's answer: success and errorMessage ('' on success). */
export const ApplyCouponResponse = Type.Object({ success: Type.Boolean(), errorMessage: Type.String() });

/** The voucher-create link: `nolayout=true` (a fragment load) answers HTML, a plain click goes back to the basket. */
export const CreateVoucherQuery = Type.Object({ nolayout: Type.Optional(Type.String({ maxLength: 10 })), site: Type.Optional(Type.String({ maxLength: 60 })) });

export const GiftVoucherBody = Type.Object({ code });
export const GiftVoucherForm = Type.Object({ code, [ANTI_FORGERY_FIELD]: Type.Optional(Type.String({ maxLength: 200 })) });

const AppliedVoucher = Type.Object({ code: Type.String(), display: Type.String(), balance: Type.String() });

/** Every change answers the vouchers now on the basket. */
export const GiftVoucherResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  vouchers: Type.Array(AppliedVoucher),
});
