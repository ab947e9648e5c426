import { payPalErrorUrl, type PayPalReturn } from '../../../../rules/checkout/buttons/paypal-shipping.js';
import { cancelPayPal, capturePayPal, createFromBasket, type PayPalAnswer } from './paypal-api.client.js';
import { payPalSandboxApprovalUrl, type PayPalButtonView } from './paypal-button.view.js';

/** The code of a capture the buyer can mend on PayPal: the flow restarts (spec 8: failed capture restarts). */
export const RESTART_CODE = 'PAYPAL_CAPTURE_FAILED';

const go = (url: string): void => window.location.assign(url);
/** The basket page with the shop's message when it gave one (a refused call), else the spec's generic PayPal error. */
const goToError = (message?: string): void => go(payPalErrorUrl(message));

/** The sandbox button: our order and the PayPal order, then the sandbox's approval page. */
export async function startSandboxPayment(view: PayPalButtonView): Promise<void> {
  try {
    const started = await createFromBasket({ Area: view.area, UserGuid: view.userGuid });
    if (!started.success) return goToError(started.message);
    if (started.redirectUrl === '') return goToError();
    go(started.redirectUrl);
  } catch {
    goToError();
  }
}

/** What a capture answer means for the browser: the confirmation page, a restart, or the basket with the shop's message. */
export function afterCapture(answer: PayPalAnswer, restart: () => void): void {
  if (answer.success && answer.redirectUrl !== '') return go(answer.redirectUrl);
  if (answer.code === RESTART_CODE) return restart();
  goToError(answer.success ? undefined : answer.message);
}

/** Back from PayPal's pages on the basket page: capture an approval (or restart it), or cancel our order and show the basket again. */
export async function finishPayPalReturn(back: PayPalReturn, view: PayPalButtonView): Promise<void> {
  const fields = { orderID: back.token, reference: back.reference, Area: view.area, UserGuid: view.userGuid };
  try {
    if (back.outcome === 'cancelled') {
      await cancelPayPal(fields);
      return window.location.replace('/basket');
    }
    const answer = await capturePayPal({ ...fields, paymentID: '' });
    afterCapture(answer, () => (view.mode === 'sandbox' ? go(payPalSandboxApprovalUrl(back.token)) : goToError()));
  } catch {
    goToError();
  }
}
