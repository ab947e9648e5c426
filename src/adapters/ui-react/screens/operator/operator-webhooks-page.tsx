import { OperatorConsoleMessages } from './operator-console-messages.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav, OPERATOR_CONSOLE_PATHS } from './operator-console-nav.js';
import { ANTI_FORGERY_FIELD } from './operator-sign-in-page.js';
import { OperatorSiteSelector } from './operator-site-selector.js';
import { redeliverPath, type OperatorWebhooksView } from './operator-webhooks.view.js';

/**
 * The webhook deliveries that failed, for one site or all (the dashboard's site choice), each with
 * its redeliver form (a plain post with the anti-forgery token and the site, to come back to it).
 */
export function OperatorWebhooksPage({ view, isAdmin, t }: { view: OperatorWebhooksView; isAdmin: boolean; t: OperatorConsoleStrings }) {
  return (
    <div className="console-page console-page--wide">
      <OperatorConsoleNav view={{ current: 'webhooks', isAdmin, token: view.token }} t={t} />
      <h1 className="account-page__title">{t.failedWebhooksTitle}</h1>
      <OperatorConsoleMessages notice={view.notice} problem={view.problem} t={t} />
      <OperatorSiteSelector action={OPERATOR_CONSOLE_PATHS.webhooks} sites={view.sites} site={view.site} t={t} />
      <p className="console-page__scope"><strong>{view.scope}</strong>. {t.webhooksIntro}</p>
      {view.rows.length === 0 ? <p>{t.webhooksNone}</p> : (
        <table className="console-table">
          <caption className="visually-hidden">{t.failedWebhooksTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columnEvent}</th>
              <th scope="col">{t.columnOrder}</th>
              <th scope="col">{t.columnSite}</th>
              <th scope="col">{t.columnEndpoint}</th>
              <th scope="col">{t.columnAttempts}</th>
              <th scope="col">{t.columnLastError}</th>
              <th scope="col">{t.columnFailedAt}</th>
              {view.canRedeliver && <th scope="col">{t.columnAction}</th>}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.event} <span className="console-table__id">{row.eventId}</span></th>
                <td><a href={row.orderHref}>{row.orderReference}</a></td>
                <td>{row.site}</td>
                <td className="console-table__url">{row.endpoint}</td>
                <td>{row.attempts}</td>
                <td>{row.lastError}</td>
                <td>{row.failedAt}</td>
                {view.canRedeliver && (
                  <td>
                    <form method="post" action={redeliverPath(row.id)}>
                      <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
                      {view.site !== '' && <input type="hidden" name="site" value={view.site} />}
                      <button className="button button--secondary" type="submit">
                        {t.redeliver}<span className="visually-hidden"> {row.redeliverWhat}</span>
                      </button>
                    </form>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="console-pager">
        {view.newestHref !== null && <a href={view.newestHref}>{t.newestPage}</a>}
        {view.olderHref !== null && <a href={view.olderHref}>{t.olderPage}</a>}
      </p>
    </div>
  );
}
