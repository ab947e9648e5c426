import { useEffect, useRef, useState } from 'react';
import { readPayPalReturn, type PayPalButtonState } from '../../../../rules/checkout/buttons/paypal-shipping.js';
import { useStrings } from '../../../../runtime/i18n/strings-context.js';
import { PAYPAL_BUTTON_CONTAINER, type PayPalButtonView } from './paypal-button.view.js';

export interface PayPalButtonProps {
  view: PayPalButtonView;
}

/** The flow's code, loaded on the first click or on the way back from PayPal. */
const loadFlow = () => import('./paypal-flow.client.js');

/**
 * The basket page's PayPal button container (spec 2 and 4). States: pending until PayPal's script
 * has loaded (the sandbox has none: ready once hydrated), ready, processing after approval. With a
 * client id, PayPal's own button is rendered in the container by the SDK (loaded only now); without
 * one, a sandbox button opens the PayPal sandbox's approval page. Back from PayPal's pages (the
 * `paypal` query), the approval is captured or the cancellation recorded. Keyboard: a native button.
 */
export function PayPalButton({ view }: PayPalButtonProps) {
  const t = useStrings();
  const [state, setState] = useState<PayPalButtonState>('pending');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const back = readPayPalReturn(window.location.search);
    if (back !== null) {
      setState('processing');
      void loadFlow().then((flow) => flow.finishPayPalReturn(back, view));
      return;
    }
    if (view.mode === 'sandbox') {
      setState('ready');
      return;
    }
    let live = true;
    void import('./paypal-sdk.client.js')
      .then((sdk) => sdk.renderPayPalButtons(container.current!, view, () => setState('processing')))
      .then(() => live && setState((s) => (s === 'pending' ? 'ready' : s)))
      .catch((error: unknown) => {
        // The other methods stay usable; the button stays pending (spec: init failures are logged).
        console.error('PayPal could not be loaded', error);
      });
    return () => {
      live = false;
    };
  }, [view]);

  const onSandboxClick = () => {
    if (state !== 'ready') return;
    setState('processing');
    void loadFlow().then((flow) => flow.startSandboxPayment(view));
  };

  const status = state === 'pending' ? t.payPalLoading : state === 'processing' ? t.payPalProcessing : '';
  return (
    <section className="paypal-button" aria-label={t.payPalButtonRegion} data-paypal-state={state}>
      <div className="paypal-button__container" id={PAYPAL_BUTTON_CONTAINER} ref={container}>
        {view.mode === 'sandbox' && (
          <button type="button" className="button paypal-button__sandbox" onClick={onSandboxClick} aria-disabled={state !== 'ready'} data-paypal-sandbox-button="">
            {t.payPalButtonLabel}
          </button>
        )}
      </div>
      <p className="paypal-button__status" role="status" aria-live="polite">{status}</p>
    </section>
  );
}
