import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { BASKET_TOTALS_ID } from './delivery/delivery-urls.js';
import type { BasketTotalsView } from './basket-totals.view.js';

/** The order summary: subtotal, each coupon and voucher, delivery and the total to pay. */
export function BasketTotals({ view }: { view: BasketTotalsView }) {
  const t = useStrings();
  return (
    <section id={BASKET_TOTALS_ID} className="basket-totals" aria-labelledby="basket-totals-heading" aria-live="polite">
      <h2 id="basket-totals-heading">{t.orderSummary}</h2>
      <dl className="basket-totals__rows">
        <div className="basket-totals__row"><dt>{t.subtotal}</dt><dd data-total="subtotal">{view.subtotal}</dd></div>
        {view.reductions.map((r) => (
          <div className="basket-totals__row basket-totals__row--reduction" key={r.label}><dt>{r.label}</dt><dd>{r.amountText}</dd></div>
        ))}
        <div className="basket-totals__row"><dt>{t.deliveryCost}</dt><dd data-total="delivery">{view.delivery}</dd></div>
        <div className="basket-totals__row basket-totals__row--total"><dt>{t.totalToPay}</dt><dd data-total="total">{view.total}</dd></div>
      </dl>
      <PriceNotice notice={view.priceNotice} />
    </section>
  );
}
