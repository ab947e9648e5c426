import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav, OPERATOR_CONSOLE_PATHS } from './operator-console-nav.js';
import type { OrderListView } from './operator-order-list.view.js';

/**
 * The console's order list: one GET form (search, site, status, payment method, dates) that works
 * without JavaScript, the orders as a table newest first, and links to the previous and next
 * pages that keep the filters. A refused filter is said above the form, which keeps what was typed.
 */
export function OperatorOrderListPage({ view, t }: { view: OrderListView; t: OperatorConsoleStrings }) {
  const { form } = view;
  return (
    <>
      <OperatorConsoleNav view={view.nav} t={t} />
      <h1 className="account-page__title">{t.orderListTitle}</h1>
      {view.problem !== null && (
        <div className="error-summary" role="alert" aria-labelledby="order-list-problem">
          <h2 className="error-summary__title" id="order-list-problem">{t.problemTitle}</h2>
          <p className="error-summary__message">{view.problem}</p>
        </div>
      )}
      <form className="console-filters" method="get" action={OPERATOR_CONSOLE_PATHS.orders} role="search" aria-label={t.orderListFiltersLabel}>
        <div className="form-field console-filters__search">
          <label className="form-field__label" htmlFor="order-search">{t.orderListSearchLabel}</label>
          <p className="form-field__hint" id="order-search-hint">{t.orderListSearchHint}</p>
          <input className="form-field__input" id="order-search" name="q" type="search" defaultValue={form.q} aria-describedby="order-search-hint" maxLength={200} spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="order-site">{t.orderListSiteLabel}</label>
          <select className="form-field__input" id="order-site" name="site" defaultValue={form.site}>
            <option value="">{t.orderListAnySite}</option>
            {view.sites.map((site) => <option key={site.value} value={site.value}>{site.label}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="order-status">{t.orderListStatusLabel}</label>
          <select className="form-field__input" id="order-status" name="status" defaultValue={form.status}>
            <option value="">{t.orderListAnyStatus}</option>
            {view.statuses.map((status) => <option key={status.value} value={status.value}>{status.label}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="order-method">{t.orderListPaymentMethodLabel}</label>
          <p className="form-field__hint" id="order-method-hint">{t.orderListPaymentMethodHint}</p>
          <input className="form-field__input" id="order-method" name="paymentMethod" type="text" defaultValue={form.paymentMethod} aria-describedby="order-method-hint" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="order-from">{t.orderListFromLabel}</label>
          <input className="form-field__input" id="order-from" name="from" type="date" defaultValue={form.from} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="order-to">{t.orderListToLabel}</label>
          <input className="form-field__input" id="order-to" name="to" type="date" defaultValue={form.to} />
        </div>
        <div className="console-filters__actions">
          <button className="button button--primary" type="submit">{t.orderListApply}</button>
          <a className="button button--secondary" href={OPERATOR_CONSOLE_PATHS.orders}>{t.orderListClear}</a>
        </div>
      </form>
      {view.rows !== null && (view.rows.length === 0
        ? <p className="account-page__notice" role="status">{t.orderListNone}</p>
        : (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption>{t.orderListCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.orderListReference}</th>
                  <th scope="col">{t.orderListPlacedAt}</th>
                  <th scope="col">{t.orderListSite}</th>
                  <th scope="col">{t.orderListShopper}</th>
                  <th scope="col" className="console-table__amount">{t.orderListTotal}</th>
                  <th scope="col">{t.orderListStatus}</th>
                  <th scope="col">{t.orderListPaymentMethod}</th>
                  <th scope="col">{t.orderListFulfilment}</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.reference}>
                    <th scope="row"><a href={row.href}>{row.reference}</a></th>
                    <td><time dateTime={row.placedAtIso}>{row.placedAt}</time></td>
                    <td>{row.site}</td>
                    <td>{row.shopperName}<br /><span className="console-table__secondary">{row.email}</span></td>
                    <td className="console-table__amount">{row.total}</td>
                    <td>{row.status}</td>
                    <td>{row.paymentMethod}</td>
                    <td>{row.fulfilment}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {(view.previousHref !== null || view.nextHref !== null) && (
        <nav className="console-pages" aria-label={t.orderListPagesLabel}>
          {view.previousHref !== null && <a className="button button--secondary" href={view.previousHref} rel="prev">{t.orderListPrevious}</a>}
          {view.nextHref !== null && <a className="button button--secondary" href={view.nextHref} rel="next">{t.orderListNext}</a>}
        </nav>
      )}
    </>
  );
}
