import { PageDescription } from '../../parts/chrome/page-description.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { SANDBOX_BANK_ACTION, type SandboxBankPageView } from './payment-sandbox.view.js';
import { SandboxPageFrame } from './sandbox-page-frame.js';

/**
 * The sandbox's bank page: the amount, a bank to pick where the method has a list (iDEAL's
 * central page, EPS, Online banking Poland), then approve or cancel. Works without JavaScript.
 */
export function SandboxBankPage({ view }: { view: SandboxBankPageView }) {
  const t = useStrings();
  const title = interpolate(t.sandboxBankTitle, { method: view.methodName });
  return (
    <SandboxPageFrame title={title}>
      <PageDescription text={title} />
      <p className="payment-sandbox__intro">{interpolate(t.sandboxBankIntro, { amount: view.amountText, reference: view.reference })}</p>
      <form className="payment-sandbox__form" method="post" action={SANDBOX_BANK_ACTION}>
        <input type="hidden" name="session" value={view.session} />
        {view.issuers.length > 0 && (
          <fieldset className={`payment-sandbox__banks${view.error ? ' form-field--error' : ''}`} aria-describedby={view.error ? 'sandbox-bank-error' : undefined}>
            <legend className="payment-sandbox__legend">{t.sandboxChooseBank}</legend>
            {view.error && <p className="form-field__error" id="sandbox-bank-error" role="alert">{view.error}</p>}
            {view.issuers.map((issuer) => (
              <div className="payment-sandbox__bank" key={issuer.id}>
                <input type="radio" id={`issuer-${issuer.id}`} name="issuer" value={issuer.id} defaultChecked={issuer.id === view.chosenIssuer} />
                <label htmlFor={`issuer-${issuer.id}`}>{issuer.name}</label>
              </div>
            ))}
          </fieldset>
        )}
        <div className="payment-sandbox__actions">
          <button className="button button--primary" type="submit" name="decision" value="approve">{t.sandboxApprove}</button>
          <button className="button button--secondary" type="submit" name="decision" value="cancel">{t.sandboxCancel}</button>
        </div>
      </form>
    </SandboxPageFrame>
  );
}
