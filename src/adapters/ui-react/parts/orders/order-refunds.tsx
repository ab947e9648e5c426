import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { OrderRefundView } from './order-refunds.view.js';

/** The money given back on an order, on the shopper's order page: each refund made, or on its way. Server-rendered, no script. */
export function OrderRefunds({ view }: { view: readonly OrderRefundView[] }) {
  const t = useStrings();
  return (
    <section aria-labelledby="order-refunds" className="order-refunds">
      <h2 id="order-refunds">{t.refundsTitle}</h2>
      <ul>
        {view.map((r, i) => (
          <li key={i} className="order-refunds__refund">
            {r.refundedOn === null ? interpolate(t.refundOnItsWay, { amount: r.amount }) : interpolate(t.refundMadeOn, { amount: r.amount, date: r.refundedOn })}
          </li>
        ))}
      </ul>
    </section>
  );
}
