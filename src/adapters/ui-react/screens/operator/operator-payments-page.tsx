import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav, OPERATOR_CONSOLE_PATHS } from './operator-console-nav.js';
import type { OperatorPaymentsView } from './operator-payments.view.js';
import { OperatorSiteSelector } from './operator-site-selector.js';

/** Payments needing attention: money actions that failed or went unanswered, and payments to refund by hand. Read only. */
export function OperatorPaymentsPage({ view, nav, t }: { view: OperatorPaymentsView; nav: { isAdmin: boolean; token: string }; t: OperatorConsoleStrings }) {
  return (
    <div className="console-page console-page--wide">
      <OperatorConsoleNav view={{ current: 'payments', ...nav }} t={t} />
      <h1 className="account-page__title">{t.paymentsTitle}</h1>
      <OperatorSiteSelector action={OPERATOR_CONSOLE_PATHS.payments} sites={view.sites} site={view.site} t={t} />
      <p className="console-page__scope"><strong>{view.scope}</strong>. {view.intro}</p>

      <section aria-labelledby="console-modifications">
        <h2 id="console-modifications">{t.paymentActionsTitle}</h2>
        {view.modifications.length === 0 ? <p>{t.paymentActionsNone}</p> : (
          <table className="console-table">
            <caption className="visually-hidden">{t.paymentActionsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columnOrder}</th>
                <th scope="col">{t.columnSite}</th>
                <th scope="col">{t.columnKind}</th>
                <th scope="col">{t.columnAmount}</th>
                <th scope="col">{t.columnState}</th>
                <th scope="col">{t.columnAsked}</th>
                <th scope="col">{t.columnProviderReference}</th>
              </tr>
            </thead>
            <tbody>
              {view.modifications.map((row) => (
                <tr key={row.id}>
                  <th scope="row"><a href={row.orderHref}>{row.orderReference}</a></th>
                  <td>{row.site}</td>
                  <td>{row.kind}</td>
                  <td>{row.amount}</td>
                  <td>{row.state}</td>
                  <td>{row.asked}</td>
                  <td>{row.providerReference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="console-reversals">
        <h2 id="console-reversals">{t.reversalsTitle}</h2>
        <p>{t.reversalsIntro}</p>
        {view.reversals.length === 0 ? <p>{t.reversalsNone}</p> : (
          <table className="console-table">
            <caption className="visually-hidden">{t.reversalsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columnOrder}</th>
                <th scope="col">{t.columnSite}</th>
                <th scope="col">{t.columnProvider}</th>
                <th scope="col">{t.columnAmount}</th>
                <th scope="col">{t.columnWhy}</th>
                <th scope="col">{t.columnProviderAnswer}</th>
                <th scope="col">{t.columnWhen}</th>
              </tr>
            </thead>
            <tbody>
              {view.reversals.map((row) => (
                <tr key={row.key}>
                  <th scope="row"><a href={row.orderHref}>{row.orderReference}</a></th>
                  <td>{row.site}</td>
                  <td>{row.provider}</td>
                  <td>{row.amount}</td>
                  <td>{row.why}</td>
                  <td>{row.answer}</td>
                  <td>{row.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
