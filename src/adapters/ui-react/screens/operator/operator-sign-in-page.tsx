import { OperatorConsoleMessages } from './operator-console-messages.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';

export const OPERATOR_SIGN_IN_PATH = '/operator/signin';
export const OPERATOR_SIGN_OUT_PATH = '/operator/signout';
export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

export interface OperatorSignInView {
  token: string;
  email: string;
  /** Why the last attempt was refused, in the operator's words. */
  problem: string | null;
  /** Shown after signing out. */
  notice: string | null;
}

/** The operator sign-in form: a plain form post with the anti-forgery token, usable without JavaScript. */
export function OperatorSignInPage({ view, t }: { view: OperatorSignInView; t: OperatorConsoleStrings }) {
  return (
    <>
      <h1 className="account-page__title">{t.signInTitle}</h1>
      <p>{t.signInIntro}</p>
      <OperatorConsoleMessages notice={view.notice} problem={view.problem} t={t} />
      <form className="account-form" method="post" action={OPERATOR_SIGN_IN_PATH} noValidate>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="email">{t.emailLabel}</label>
          <input className="form-field__input" id="email" name="email" type="email" autoComplete="username" defaultValue={view.email} required spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="password">{t.passwordLabel}</label>
          <input className="form-field__input" id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="button button--primary account-form__submit" type="submit">{t.signIn}</button>
      </form>
    </>
  );
}
