import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { OperatorConsoleNav } from './operator-console-nav.js';

export interface OperatorHomeView {
  name: string;
  role: string;
  /** What the role allows, worded. */
  allowed: readonly string[];
  isAdmin: boolean;
  token: string;
}

/** The console's home: the console's navigation, who is signed in and what their role allows. */
export function OperatorHomePage({ view, t }: { view: OperatorHomeView; t: OperatorConsoleStrings }) {
  return (
    <>
      <OperatorConsoleNav view={{ current: 'home', isAdmin: view.isAdmin, token: view.token }} t={t} />
      <h1 className="account-page__title">{t.consoleTitle}</h1>
      <p>{interpolate(t.signedInAs, { name: view.name })}</p>
      <p>{interpolate(t.roleIs, { role: view.role })}</p>
      <h2>{t.permissionsTitle}</h2>
      <ul>
        {view.allowed.map((line) => <li key={line}>{line}</li>)}
      </ul>
    </>
  );
}
