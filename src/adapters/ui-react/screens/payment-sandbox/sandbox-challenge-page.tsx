import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { CHALLENGE_ANSWER_MODULE, SANDBOX_CHALLENGE_ACTION, type SandboxChallengePageView } from './payment-sandbox.view.js';
import { SandboxPageFrame } from './sandbox-page-frame.js';

/**
 * The sandbox's 3-D Secure challenge, shown in an iframe in the shop's challenge container: a
 * password (`password` in the sandbox), then the answer is posted to the shop's window by the
 * page module (`{ type: 'payment-sandbox:challenge', threeDSResult }`, to the shop's origin only).
 */
export function SandboxChallengePage({ view }: { view: SandboxChallengePageView }) {
  const t = useStrings();
  const intro = interpolate(t.sandboxChallengeIntro, { amount: view.amountText, reference: view.reference, lastFour: view.lastFour });
  if (view.answer !== null) {
    return (
      <SandboxPageFrame title={t.sandboxChallengeTitle}>
        <p className="payment-sandbox__intro">{intro}</p>
        <p className="payment-sandbox__answer" role="status" data-page-module={CHALLENGE_ANSWER_MODULE}
          data-three-ds-result={view.answer.threeDSResult} data-target-origin={view.answer.targetOrigin}>
          {view.answer.authenticated ? t.sandboxChallengeConfirmed : t.sandboxChallengeFailed}
        </p>
      </SandboxPageFrame>
    );
  }
  return (
    <SandboxPageFrame title={t.sandboxChallengeTitle}>
      <p className="payment-sandbox__intro">{intro}</p>
      <form className="payment-sandbox__form" method="post" action={SANDBOX_CHALLENGE_ACTION}>
        <input type="hidden" name="session" value={view.session} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="sandbox-password">{t.sandboxPasswordLabel}</label>
          <p className="form-field__hint" id="sandbox-password-hint">{t.sandboxPasswordHint}</p>
          <input className="form-field__input" id="sandbox-password" name="password" type="password" autoComplete="one-time-code"
            aria-describedby="sandbox-password-hint" required spellCheck={false} />
        </div>
        <div className="payment-sandbox__actions">
          <button className="button button--primary" type="submit">{t.sandboxConfirm}</button>
        </div>
      </form>
    </SandboxPageFrame>
  );
}
