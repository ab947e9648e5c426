import { useStrings } from '../../../../runtime/i18n/strings-context.js';
import { KLARNA_CONTAINER_ID, KLARNA_FIELDS } from './klarna-ids.js';
import type { KlarnaWalletView } from './klarna-wallet.view.js';

/**
 * The basket page's wallet (buy-now-pay-later) payment button (spec 2, 3 and 5): the hidden
 * fields it is initialised from (client token and payload, filled once the shopper asks for
 * Klarna and the session exists; locale), the container Klarna's library draws into, the button,
 * a status line and an alert. On the sandbox, the authorise dialog that stands for Klarna's
 * (approve or decline). Its code loads only once the shopper reaches the button
 * (`klarna-wallet-trigger.client.ts`); without JavaScript the button is not shown.
 */
export function KlarnaWallet({ view }: { view: KlarnaWalletView }) {
  const t = useStrings();
  return (
    <section className="klarna-wallet" aria-labelledby="klarna-wallet-title" data-klarna-wallet="" data-klarna-mode={view.mode}>
      <h2 className="klarna-wallet__title" id="klarna-wallet-title">{t.klarnaTitle}</h2>
      <p className="klarna-wallet__intro">{t.klarnaIntro}</p>
      <input type="hidden" name={KLARNA_FIELDS.clientToken} value="" />
      <input type="hidden" name={KLARNA_FIELDS.payload} value="" />
      <input type="hidden" name={KLARNA_FIELDS.locale} value={view.locale} />
      <p className="klarna-wallet__alert" data-klarna-alert="" role="alert" />
      <div className="klarna-wallet__container" id={KLARNA_CONTAINER_ID} data-wallet-container="" />
      <p className="klarna-wallet__status" data-klarna-status="" role="status" aria-live="polite" />
      <button type="button" className="button klarna-wallet__pay" data-klarna-pay="" hidden>{t.klarnaPay}</button>
      {view.mode === 'sandbox' && (
        <dialog className="dialog klarna-sandbox" aria-labelledby="klarna-sandbox-title" aria-describedby="klarna-sandbox-text" data-klarna-sandbox-dialog="">
          <h2 className="klarna-sandbox__title" id="klarna-sandbox-title">{t.klarnaSandboxTitle}</h2>
          <p id="klarna-sandbox-text">{t.klarnaSandboxText}</p>
          <p className="klarna-sandbox__amount" data-klarna-sandbox-amount="" />
          <div className="klarna-sandbox__actions">
            <button type="button" className="button button--primary" data-klarna-choice="approve">{t.klarnaSandboxApprove}</button>
            <button type="button" className="button button--secondary" data-klarna-choice="decline">{t.klarnaSandboxDecline}</button>
          </div>
        </dialog>
      )}
    </section>
  );
}
