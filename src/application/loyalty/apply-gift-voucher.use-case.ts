import { isVoucherCodeShape, normaliseVoucherCode, voucherUseRefusal } from '../../domain/loyalty/gift-voucher-code.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BasketDiscounts } from '../../ports/basket-discounts.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { GiftVouchers } from '../../ports/gift-vouchers.port.js';
import { refusal, type LoyaltyError } from './loyalty-errors.js';

/**
 * Puts a gift voucher on the basket by its code as typed (spaces, dashes and letter case do not
 * matter). An empty code, an unknown one, one with nothing left, one in another currency than the
 * site's, or one already on the basket is refused and nothing changes. Applying does not spend
 * the balance: the order transaction checks the voucher again and consumes it.
 */
export class ApplyGiftVoucher {
  constructor(private readonly vouchers: GiftVouchers, private readonly discounts: BasketDiscounts, private readonly clock: Clock) {}

  /**
   * `owner` is the basket's owner, or null for a browser without a session yet: then `newOwner`
   * makes one, and only once the voucher is known to apply, so a refused code stores nothing.
   */
  async execute(cmd: {
    owner: BasketOwner | null;
    newOwner: () => Promise<BasketOwner>;
    site: SiteVariant;
    code: string;
  }): Promise<Result<{ code: string; balance: Money }, LoyaltyError>> {
    const code = normaliseVoucherCode(cmd.code);
    if (code === '') return err(refusal('VOUCHER_CODE_REQUIRED'));
    if (!isVoucherCodeShape(code)) return err(refusal('VOUCHER_NOT_FOUND'));
    const voucher = await this.vouchers.find(code);
    if (voucher === null) return err(refusal('VOUCHER_NOT_FOUND'));
    const refused = voucherUseRefusal(voucher.balance, cmd.site.currency);
    if (refused !== null) return err(refusal(refused));
    const owner = cmd.owner ?? (await cmd.newOwner());
    if (!(await this.discounts.applyVoucher(owner, code, this.clock.now()))) return err(refusal('VOUCHER_ALREADY_APPLIED'));
    return ok({ code, balance: voucher.balance });
  }
}
