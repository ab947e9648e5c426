import { OperatorConsoleMessages } from './operator-console-messages.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav, OPERATOR_CONSOLE_PATHS } from './operator-console-nav.js';
import type { OperatorPaymentsView } from './operator-payments.view.js';
import { ANTI_FORGERY_FIELD } from './operator-sign-in-page.js';
import { OperatorSiteSelector } from './operator-site-selector.js';

/**
 * Payments needing attention: money actions that failed or went unanswered, each that the provider
 * never took with a form asking it again under its own key, and payments to refund by hand.
 */
export function OperatorPaymentsPage({ view, isAdmin, t }: { view: OperatorPaymentsView; isAdmin: boolean; t: OperatorConsoleStrings }) {
  return (
    <div className="console-page console-page--wide">
      <OperatorConsoleNav view={{ current: 'payments', isAdmin, token: view.token }} t={t} />
      <h1 className="account-page__title">{t.paymentsTitle}</h1>
      <OperatorConsoleMessages notice={view.notice} problem={view.problem} t={t} />
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
                {view.canRetry && <th scope="col">{t.columnAction}</th>}
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
                  {view.canRetry && (
                    <td>
                      {row.retry !== null && (
                        <form method="post" action={row.retry.action}>
                          <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
                          <input type="hidden" name="order" value={row.retry.order} />
                          <button className="button button--secondary" type="submit">
                            {t.retryPayment}<span className="visually-hidden"> {row.retry.what}</span>
                          </button>
                        </form>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {view.modificationsCut !== null && <p>{view.modificationsCut}</p>}
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
        {view.reversalsCut !== null && <p>{view.reversalsCut}</p>}
      </section>
    </div>
  );
}
