import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav, OPERATOR_CONSOLE_PATHS } from './operator-console-nav.js';
import { FiguresTable, OperatorDashboardChart } from './operator-dashboard-chart.js';
import type { OperatorDashboardView } from './operator-dashboard.view.js';
import { OperatorSiteSelector } from './operator-site-selector.js';

/**
 * The console's home, what an operator checks each morning: today's figures, the last 30 days as
 * a chart and a table, and what waits for someone (orders to dispatch, failed webhooks, payments).
 */
export function OperatorDashboardPage({ view, nav, t }: { view: OperatorDashboardView; nav: { isAdmin: boolean; token: string }; t: OperatorConsoleStrings }) {
  return (
    <div className="console-page console-page--wide">
      <OperatorConsoleNav view={{ current: 'home', ...nav }} t={t} />
      <h1 className="account-page__title">{t.consoleTitle}</h1>
      <p className="console-page__who">{view.who}</p>
      <OperatorSiteSelector action={OPERATOR_CONSOLE_PATHS.home} sites={view.sites} site={view.site} t={t} />
      <p className="console-page__scope"><strong>{view.scope}</strong>. {t.timeZoneNote}</p>

      <section aria-labelledby="console-today">
        <h2 id="console-today">{view.today.title}</h2>
        <dl className="console-figures">
          <div><dt>{t.figureOrders}</dt><dd>{view.today.figures.orders}</dd></div>
          <div><dt>{t.figureRevenue}</dt><dd>{view.today.figures.revenue}</dd></div>
          <div><dt>{t.figureRefunds}</dt><dd>{view.today.figures.refunds}</dd></div>
          <div><dt>{t.figureRefunded}</dt><dd>{view.today.figures.refunded}</dd></div>
          <div><dt>{t.figureReturns}</dt><dd>{view.today.figures.returns}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="console-last-days">
        <h2 id="console-last-days">{view.lastDaysTitle}</h2>
        <FiguresTable rows={view.table.slice(-1)} caption={view.lastDaysTitle} t={t} />
        <OperatorDashboardChart chart={view.chart} table={view.table} t={t} />
      </section>

      <section aria-labelledby="console-awaiting">
        <h2 id="console-awaiting">{t.awaitingDispatchTitle}</h2>
        <p>{view.awaiting.intro}</p>
        {view.awaiting.rows.length > 0 && (
          <table className="console-table">
            <caption className="visually-hidden">{t.awaitingDispatchTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columnOrder}</th>
                <th scope="col">{t.columnSite}</th>
                <th scope="col">{t.columnPlaced}</th>
                <th scope="col">{t.columnUnits}</th>
                <th scope="col">{t.columnTotal}</th>
              </tr>
            </thead>
            <tbody>
              {view.awaiting.rows.map((row) => (
                <tr key={row.reference}>
                  <th scope="row"><a href={row.href}>{row.reference}</a></th>
                  <td>{row.site}</td>
                  <td>{row.placed}</td>
                  <td>{row.units}</td>
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="console-failed-webhooks">
        <h2 id="console-failed-webhooks">{t.failedWebhooksTitle}</h2>
        <p>{view.failedWebhooks}</p>
        <p><a href={view.failedWebhooksHref}>{t.seeFailedWebhooks}</a></p>
      </section>

      <section aria-labelledby="console-payments">
        <h2 id="console-payments">{t.paymentsTitle}</h2>
        <p>{view.payments}</p>
        <p><a href={view.paymentsHref}>{t.seePayments}</a></p>
      </section>
    </div>
  );
}
