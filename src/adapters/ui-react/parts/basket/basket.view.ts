import type { BasketSummary, BasketSummaryLine, SuggestedProduct } from '../../../../application/basket/view-quick-basket.use-case.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';

/** A basket line as the quick basket and the basket page show it: prices formatted for the site. */
/** The recipient's details stay on the server: the page shows `voucherSummary`. */
export interface BasketLineView extends Omit<BasketSummaryLine, 'unitPrice' | 'lineTotal' | 'giftVoucher'> {
  unitPrice: string;
  lineTotal: string;
}

export interface SuggestedProductView extends Omit<SuggestedProduct, 'price'> {
  price: string;
}

export interface BasketView extends Omit<BasketSummary, 'lines' | 'total' | 'suggestions'> {
  lines: BasketLineView[];
  total: string;
  suggestions: SuggestedProductView[];
}

/** The basket's amounts as the site writes them ('£25.99', '29,89 €'). */
export function toBasketView(basket: BasketSummary, display: PriceDisplay): BasketView {
  return {
    ...basket,
    lines: basket.lines.map(({ giftVoucher: _recipient, ...line }) => ({ ...line, unitPrice: formatMoney(line.unitPrice, display), lineTotal: formatMoney(line.lineTotal, display) })),
    total: formatMoney(basket.total, display),
    suggestions: basket.suggestions.map((product) => ({ ...product, price: formatMoney(product.price, display) })),
  };
}
