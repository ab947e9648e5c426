import { normaliseVoucherCode } from '../../domain/loyalty/gift-voucher-code.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { BasketDiscounts } from '../../ports/basket-discounts.port.js';
import { refusal, type LoyaltyError } from './loyalty-errors.js';

/** Takes a gift voucher off the basket; VOUCHER_NOT_APPLIED when it is not on it. */
export class RemoveGiftVoucher {
  constructor(private readonly discounts: BasketDiscounts) {}

  async execute(cmd: { owner: BasketOwner | null; code: string }): Promise<Result<{ code: string }, LoyaltyError>> {
    const code = normaliseVoucherCode(cmd.code);
    if (code === '') return err(refusal('VOUCHER_CODE_REQUIRED'));
    if (cmd.owner === null || !(await this.discounts.removeVoucher(cmd.owner, code))) return err(refusal('VOUCHER_NOT_APPLIED'));
    return ok({ code });
  }
}
