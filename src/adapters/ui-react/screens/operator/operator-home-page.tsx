import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { ANTI_FORGERY_FIELD, OPERATOR_SIGN_OUT_PATH } from './operator-sign-in-page.js';

export interface OperatorHomeView {
  name: string;
  role: string;
  /** What the role allows, worded. */
  allowed: readonly string[];
  token: string;
}

/** The console's home: who is signed in, what their role allows, and signing out. */
export function OperatorHomePage({ view, t }: { view: OperatorHomeView; t: OperatorConsoleStrings }) {
  return (
    <>
      <h1 className="account-page__title">{t.consoleTitle}</h1>
      <p>{interpolate(t.signedInAs, { name: view.name })}</p>
      <p>{interpolate(t.roleIs, { role: view.role })}</p>
      <h2>{t.permissionsTitle}</h2>
      <ul>
        {view.allowed.map((line) => <li key={line}>{line}</li>)}
      </ul>
      <form method="post" action={OPERATOR_SIGN_OUT_PATH}>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <button className="button button--secondary" type="submit">{t.signOut}</button>
      </form>
    </>
  );
}
