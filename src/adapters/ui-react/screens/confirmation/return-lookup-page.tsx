import { PageDescription } from '../../parts/chrome/page-description.js';
import { RETURN_LOOKUP_PATH } from '../../parts/orders/order-returns.view.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';

const ANTI_FORGERY_FIELD = 'RequestVerificationToken';
const SIGN_IN_PATH = '/account/signin';

export interface ReturnLookupPageView {
  token: string;
  orderNumber: string;
  email: string;
  /** Why the last try found nothing (the same words for a wrong number and a wrong email), or that it came too often. */
  problem: string | null;
}

/**
 * /returns: a guest finds an order to return by its number and the email address it was placed
 * with, and lands on its order page, where the return form is. A plain form (no script) with the
 * anti-forgery token; signed-in shoppers are pointed to their account's orders.
 */
export function ReturnLookupPage({ view }: { view: ReturnLookupPageView }) {
  const t = useStrings();
  return (
    <div className="account-page return-lookup">
      <PageDescription text={t.returnLookupIntro} />
      <h1 className="account-page__title">{t.returnLookupTitle}</h1>
      <p>{t.returnLookupIntro}</p>
      {view.problem !== null && (
        <div className="error-summary" role="alert" aria-labelledby="return-lookup-problem">
          <h2 className="error-summary__title" id="return-lookup-problem">{t.errorSummaryTitle}</h2>
          <p className="error-summary__message">{view.problem}</p>
        </div>
      )}
      <form className="account-form" method="post" action={RETURN_LOOKUP_PATH}>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="orderNumber">{t.returnLookupOrderNumber}</label>
          <input className="form-field__input" id="orderNumber" name="orderNumber" type="text" autoComplete="off" defaultValue={view.orderNumber} required spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="email">{t.returnLookupEmail}</label>
          <input className="form-field__input" id="email" name="email" type="email" autoComplete="email" defaultValue={view.email} required spellCheck={false} />
        </div>
        <button className="button button--primary account-form__submit" type="submit">{t.returnLookupSubmit}</button>
      </form>
      <p className="account-page__switch"><a href={SIGN_IN_PATH}>{t.returnLookupSignIn}</a></p>
    </div>
  );
}
