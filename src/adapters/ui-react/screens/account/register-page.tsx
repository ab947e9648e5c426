import { PageDescription } from '../../parts/chrome/page-description.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { ANTI_FORGERY_FIELD, AccountFormShell, ErrorSummary, TextField, type FormErrorsView } from './account-form.js';

export interface RegisterPageView {
  token: string;
  name: string;
  email: string;
  minPasswordLength: number;
  errors: FormErrorsView | null;
}

const REGISTER_ACTION = '/account/register';

export function RegisterPage({ view }: { view: RegisterPageView }) {
  const t = useStrings();
  return (
    <AccountFormShell title={t.registerTitle} intro={<p className="account-page__intro">{t.registerIntro}</p>}>
      <PageDescription text={t.registerPageDescription} />
      {view.errors && <ErrorSummary errors={view.errors} labels={{ name: t.nameLabel, email: t.emailLabel, password: t.passwordLabel }} />}
      <form className="account-form" method="post" action={REGISTER_ACTION} noValidate>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <TextField name="name" label={t.nameLabel} type="text" autoComplete="name" value={view.name} error={view.errors?.fields.name} />
        <TextField name="email" label={t.emailLabel} type="email" autoComplete="email" value={view.email} error={view.errors?.fields.email} />
        <TextField name="password" label={t.passwordLabel} type="password" autoComplete="new-password" error={view.errors?.fields.password}
          hint={interpolate(t.passwordHint, { n: view.minPasswordLength })} />
        <button className="button button--primary account-form__submit" type="submit">{t.createAccount}</button>
      </form>
      <p className="account-page__switch">{t.haveAccount} <a href="/account/signin">{t.signIn}</a></p>
    </AccountFormShell>
  );
}
