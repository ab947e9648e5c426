/**
 * The payment area's browser code, loaded on first need (see `payment-area-trigger.client.ts`):
 * reads the page hidden inputs, renders the methods (`PaymentMethods`) into the method list
 * container, and pays through one runner. Adyen's library is a further chunk, loaded only when
 * the page has a client key.
 */
import { createRoot } from 'react-dom/client';
import type { BrowserWallets } from '../../../rules/checkout/wallet-availability.js';
import { pageStrings } from '../../../runtime/i18n/page-strings.js';
import { StringsContext } from '../../../runtime/i18n/strings-context.js';
import type { PaymentMethodsAnswer } from '../../../rules/checkout/payment-options.js';
import type { AdyenCard } from './adyen-card.client.js';
import { browserInfo } from './payment-api.client.js';
import { PAYMENT_METHODS } from './payment-ids.js';
import { PaymentMethods } from './payment-methods.client.js';
import { paymentRunner, type PaymentRunner } from './payment-runner.client.js';
import { readPaymentSettings } from './payment-settings.client.js';

interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

/** Apple Pay where Safari offers it, Google Pay where the Payment Request API exists. */
function browserWallets(win: Window = window): BrowserWallets {
  let applePay = false;
  try {
    applePay = Boolean((win as unknown as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession?.canMakePayments?.());
  } catch {
    applePay = false;
  }
  return { applePay, paymentRequest: 'PaymentRequest' in win };
}

function adyenCardLoader(settings: ReturnType<typeof readPaymentSettings>, runner: PaymentRunner) {
  return async (container: HTMLElement, answer: PaymentMethodsAnswer): Promise<AdyenCard> => {
    const adyen = await import('./adyen-card.client.js');
    return adyen.mountAdyenCard(container, settings, answer, {
      pay: (payment) => void runner.pay(payment.paymentMethod, {
        browserInfo: payment.browserInfo ?? browserInfo(), storePaymentMethod: settings.storeCardsOffered && payment.storePaymentMethod === true, cardDetails: payment.details,
      }),
      submitDetails: (details, paymentData) => void runner.submitDetails(details, paymentData),
      provideActions: (handleAction) => runner.setProvider({ handleAction }),
    });
  };
}

export interface PaymentAreaControl {
  stop(): void;
}

export function startPaymentArea(area: HTMLElement, options: { payRequested?: boolean } = {}): PaymentAreaControl {
  const settings = readPaymentSettings(area);
  const strings = pageStrings();
  const runner = paymentRunner(area, { strings });
  const mount = area.querySelector<HTMLElement>(PAYMENT_METHODS);
  if (!mount) return { stop: () => runner.stop() };
  const now = new Date();
  const root = createRoot(mount);
  root.render(
    <StringsContext.Provider value={strings}>
      <PaymentMethods settings={settings} runner={runner} wallets={browserWallets()} today={{ year: now.getFullYear(), month: now.getMonth() + 1 }}
        loadAdyenCard={settings.clientKey === '' ? undefined : adyenCardLoader(settings, runner)} payRequested={options.payRequested ?? false} />
    </StringsContext.Provider>,
  );
  return {
    stop: () => {
      root.unmount();
      runner.stop();
    },
  };
}
