import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import type { OperatorAuditView } from './operator-audit.view.js';
import { OperatorConsoleNav } from './operator-console-nav.js';

/** The audit log for admins, newest first, a page at a time; each entry's before and after under a disclosure. */
export function OperatorAuditPage({ view, token, t }: { view: OperatorAuditView; token: string; t: OperatorConsoleStrings }) {
  return (
    <div className="console-page console-page--wide">
      <OperatorConsoleNav view={{ current: 'audit', isAdmin: true, token }} t={t} />
      <h1 className="account-page__title">{t.navAudit}</h1>
      <p>{t.auditIntro}</p>
      {view.rows.length === 0 ? <p>{t.auditNone}</p> : (
        <table className="console-table">
          <caption className="visually-hidden">{t.navAudit}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columnWhen}</th>
              <th scope="col">{t.columnWho}</th>
              <th scope="col">{t.columnAction}</th>
              <th scope="col">{t.columnTarget}</th>
              <th scope="col">{t.columnChange}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.when}</th>
                <td>{row.who}</td>
                <td><code>{row.action}</code></td>
                <td><code>{row.target}</code></td>
                <td>
                  <details>
                    <summary>{t.auditShowChange}</summary>
                    <h3 className="console-audit__label">{t.auditBefore}</h3>
                    <pre className="console-audit__json">{row.before}</pre>
                    <h3 className="console-audit__label">{t.auditAfter}</h3>
                    <pre className="console-audit__json">{row.after}</pre>
                  </details>
                </td>
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
