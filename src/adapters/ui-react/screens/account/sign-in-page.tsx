import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { ANTI_FORGERY_FIELD, AccountFormShell, ErrorSummary, TextField, type FormErrorsView } from './account-form.js';

export interface SignInPageView {
  token: string;
  email: string;
  errors: FormErrorsView | null;
  /** Shown after signing out. */
  notice: string | null;
}

const SIGN_IN_ACTION = '/account/signin';
const REGISTER_PATH = '/account/register';

export function SignInPage({ view }: { view: SignInPageView }) {
  const t = useStrings();
  return (
    <AccountFormShell title={t.signInTitle} sessionChanged={view.notice !== null} intro={view.notice ? <p className="account-page__notice" role="status">{view.notice}</p> : null}>
      <PageDescription text={t.signInPageDescription} />
      {view.errors && <ErrorSummary errors={view.errors} labels={{ email: t.emailLabel, password: t.passwordLabel }} />}
      <form className="account-form" method="post" action={SIGN_IN_ACTION} noValidate>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <TextField name="email" label={t.emailLabel} type="email" autoComplete="email" value={view.email} error={view.errors?.fields.email} />
        <TextField name="password" label={t.passwordLabel} type="password" autoComplete="current-password" error={view.errors?.fields.password} />
        <button className="button button--primary account-form__submit" type="submit">{t.signIn}</button>
      </form>
      <p className="account-page__switch">{t.newCustomer} <a href={REGISTER_PATH}>{t.createAccount}</a></p>
    </AccountFormShell>
  );
}
