/**
 * A wallet's button in the payment area and in the express group (spec 2: Apple Pay and Google Pay
 * buttons for the page and the basket). Sandbox mode: our button opens the sandbox sheet
 * (`wallet-sandbox.client.tsx`, loaded on the first click). With a client key: adyen-web's own
 * button (`adyen-wallet.client.ts`, loaded when the button is shown). Either way the approved
 * token is paid through the payment runner; a click while a payment runs, or within 300 ms of the
 * last one, opens nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounceClicks } from '../../../rules/checkout/buttons/google-pay.js';
import type { PaymentMethodsAnswer, PaymentOption } from '../../../rules/checkout/payment-options.js';
import { WALLET_NAMES, walletKindOf, walletPayment, type WalletPayment } from '../../../rules/checkout/wallet-payload.js';
import { interpolate } from '../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { browserInfo } from './payment-api.client.js';
import type { PaymentAreaView } from './payment-area.view.js';
import { WalletButton } from './payment-forms.js';
import type { PaymentRunner } from './payment-runner.client.js';
import '../../../styles/wallets.css';

export interface WalletCheckoutProps {
  option: PaymentOption;
  settings: PaymentAreaView;
  runner: PaymentRunner;
  answer: PaymentMethodsAnswer;
  /** From the basket: the wallet's sheet gives the email and addresses. */
  express: boolean;
  /** Told when adyen-web cannot start this wallet. */
  onUnavailable?: () => void;
}

function payThrough(runner: PaymentRunner, payment: WalletPayment, info: Record<string, unknown> | undefined): Promise<void> {
  return runner.pay(payment.paymentMethod, {
    wallet: payment.wallet, browserInfo: info ?? browserInfo(), ...(payment.pmReqBasket ? { pmReqBasket: payment.pmReqBasket } : {}),
  });
}

export function WalletCheckout({ option, settings, runner, answer, express, onUnavailable }: WalletCheckoutProps) {
  const t = useStrings();
  const kind = walletKindOf(option.type);
  const adyen = settings.clientKey !== '';
  const mount = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const unavailableListener = useRef(onUnavailable);
  unavailableListener.current = onUnavailable;

  useEffect(() => {
    if (!adyen || !mount.current) return;
    const container = mount.current;
    let live = true;
    import('./adyen-wallet.client.js')
      .then((m) => m.mountAdyenWallet(container, { kind, express, settings, answer, busy: () => runner.paying, pay: (payment, info) => payThrough(runner, payment, info) }))
      .catch((error: unknown) => {
        // Spec 8: a wallet that cannot start is logged (Google Pay's own words); the other ways to pay stay.
        console.error(`${WALLET_NAMES[kind]} is not available`, error);
        if (!live) return;
        setUnavailable(true);
        // The latest callback (a new function each render must not mount the wallet again).
        unavailableListener.current?.();
      });
    return () => {
      live = false;
      container.replaceChildren();
    };
  }, [adyen, kind, express, settings, answer, runner]);

  const open = useMemo(() => debounceClicks((opener: Element | null) => {
    if (runner.paying) return;
    void import('./wallet-sandbox.client.js').then(async (m) => {
      const approval = await m.openSandboxWallet({ kind, express, settings, strings: t, opener });
      // Cancelled: nothing is sent and the basket stays as it was.
      if (approval === null) return;
      const payment = walletPayment(kind, approval);
      if (payment !== null) await payThrough(runner, payment, undefined);
    }, (error: unknown) => console.error(error));
  }), [runner, kind, express, settings, t]);

  // The express group leaves a wallet that cannot start out; its own method says so.
  if (unavailable) return express ? null : <p className="payment-form__problem" role="alert">{interpolate(t.walletUnavailable, { wallet: WALLET_NAMES[kind] })}</p>;
  if (adyen) return <div className={`wallet-checkout wallet-checkout--${kind}`} ref={mount} data-wallet={kind} />;
  return <WalletButton option={option} disabled={false} express={express} onPay={(event) => open(event.currentTarget)} />;
}

/** The express group above the methods: each wallet the browser offers, paying with the sheet's details. */
export function WalletExpress({ options, settings, runner, answer }: { options: readonly PaymentOption[]; settings: PaymentAreaView; runner: PaymentRunner; answer: PaymentMethodsAnswer }) {
  const t = useStrings();
  const [unavailable, setUnavailable] = useState<readonly string[]>([]);
  const wallets = options.filter((o) => o.form === 'wallet');
  if (wallets.every((o) => unavailable.includes(o.key))) return null;
  return (
    <section className="wallet-express" aria-labelledby="wallet-express-title" data-wallet-express="">
      <h3 className="wallet-express__title" id="wallet-express-title">{t.walletExpressTitle}</h3>
      <p className="wallet-express__note">{t.walletExpressNote}</p>
      <div className="wallet-express__buttons">
        {wallets.map((option) => (
          <WalletCheckout key={option.key} option={option} settings={settings} runner={runner} answer={answer} express
            onUnavailable={() => setUnavailable((keys) => [...keys, option.key])} />
        ))}
      </div>
    </section>
  );
}
