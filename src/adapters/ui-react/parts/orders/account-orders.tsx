import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { AccountOrderView } from './account-orders.view.js';
import { orderStatusText } from './order-status-text.js';

/** The account page's orders: newest first, each with its status and a link to its confirmation page. */
export function AccountOrders({ orders }: { orders: readonly AccountOrderView[] }) {
  const t = useStrings();
  return (
    <section className="account-orders" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">{t.accountOrdersTitle}</h2>
      {orders.length === 0 ? (
        <p>{t.accountOrdersEmpty}</p>
      ) : (
        <table className="account-orders__table">
          <thead>
            <tr>
              <th scope="col">{t.confirmationOrderNumber}</th>
              <th scope="col">{t.accountOrderPlaced}</th>
              <th scope="col">{t.confirmationStatus}</th>
              <th scope="col">{t.accountOrderTotal}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.reference} className={`account-orders__order account-orders__order--${order.status}`}>
                <th scope="row">
                  <a href={order.href} aria-label={interpolate(t.accountOrderView, { reference: order.reference })}>{order.reference}</a>
                </th>
                <td>{order.placedOn}</td>
                <td className="account-orders__status">{orderStatusText(order.status, t)}</td>
                <td>{order.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
