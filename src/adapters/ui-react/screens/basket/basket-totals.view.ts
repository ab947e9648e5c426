import { displayVoucherCode } from '../../../../domain/loyalty/gift-voucher-code.js';
import type { BasketTotals } from '../../../../domain/checkout/basket-totals.js';
import type { AppliedDiscount } from '../../../../ports/basket-discounts.port.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { PriceNotice } from '../../../../domain/site/price-notices.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';

interface ReductionView {
  label: string;
  /** Written as a reduction: '−£5.00'. */
  amountText: string;
}

/** The order summary (`#basket-totals`): every amount formatted for the site. */
export interface BasketTotalsView {
  subtotal: string;
  reductions: ReductionView[];
  delivery: string;
  total: string;
  /** The tax notice the site's law wants with its prices. */
  priceNotice: PriceNotice;
}

export function toBasketTotalsView(
  totals: BasketTotals, discounts: readonly AppliedDiscount[], display: PriceDisplay, priceNotice: PriceNotice, t: TranslatableStrings,
): BasketTotalsView {
  const couponLabels = new Map(discounts.flatMap((d) => (d.kind === 'loyalty-coupon' ? [[d.couponId, d.label] as const] : [])));
  return {
    subtotal: formatMoney(totals.subtotal, display),
    reductions: totals.reductions.map((r) => ({
      label: r.kind === 'coupon' ? interpolate(t.couponReduction, { label: couponLabels.get(r.couponId) ?? r.couponId }) : interpolate(t.voucherReduction, { code: displayVoucherCode(r.code) }),
      amountText: `−${formatMoney(r.amount, display)}`,
    })),
    delivery: totals.delivery.amountMinor === 0 ? t.deliveryFree : formatMoney(totals.delivery, display),
    total: formatMoney(totals.total, display),
    priceNotice,
  };
}
