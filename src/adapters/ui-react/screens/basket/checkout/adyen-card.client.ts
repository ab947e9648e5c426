/**
 * Adyen's card component (`@adyen/adyen-web` 6), loaded only when the page has a client key and
 * only when the card is shown: `AdyenCheckout({ clientKey, environment, locale, countryCode,
 * amount, paymentMethodsResponse, onSubmit, onAdditionalDetails, onError })` and `new Card(checkout)`
 * mounted in the card container. Its fields are iframes from Adyen's hosts: when the library, the
 * checkout or the fields cannot load (an error, or no configuration within 15 s), the promise
 * rejects and the card container says so; the other methods do not depend on it.
 */
import { AdyenCheckout, Card } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import type { PaymentAction } from '../../../../../domain/checkout/route-payment-result.js';
import { SECURED_FIELDS_READY_TIMEOUT_MS } from '../../../rules/checkout/component-readiness.js';
import type { PaymentMethodsAnswer } from '../../../rules/checkout/payment-options.js';
import { adyenCardOptions, adyenCheckoutConfiguration } from '../../../rules/checkout/adyen-configuration.js';
import { cardPaymentOf, type CardPayment } from '../../../rules/checkout/card-payload.js';
import type { PaymentAreaView } from './payment-area.view.js';

export interface AdyenCard {
  submit(): void;
}

export interface AdyenCallbacks {
  /** The provider card payload of the component's `state.data` (spec 3). */
  pay(payment: CardPayment): void;
  submitDetails(details: Record<string, unknown>, paymentData: string | null): void;
  /** Lets the runner carry actions out with Adyen's components. */
  provideActions(handle: (action: PaymentAction, container: HTMLElement) => void): void;
}

export async function mountAdyenCard(
  container: HTMLElement,
  settings: PaymentAreaView,
  answer: PaymentMethodsAnswer,
  callbacks: AdyenCallbacks,
): Promise<AdyenCard> {
  let failWhileLoading: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    failWhileLoading = reject;
  });
  const checkout = await AdyenCheckout({
    ...adyenCheckoutConfiguration(settings, answer),
    onSubmit: (state, _component, actions) => {
      const payment = cardPaymentOf(state.data);
      if (payment !== null) callbacks.pay(payment);
      // The storefront's runner follows the answer; Adyen's component only needs releasing.
      actions.resolve({ resultCode: 'Received' });
    },
    onAdditionalDetails: (state, _component, actions) => {
      callbacks.submitDetails(state.data.details, state.data.paymentData ?? null);
      actions.resolve({ resultCode: 'Received' });
    },
    onError: (error) => {
      failWhileLoading(error);
      console.error(error);
    },
  });
  callbacks.provideActions((action, target) => {
    checkout.createFromAction(action as unknown as Parameters<typeof checkout.createFromAction>[0]).mount(target);
  });
  let configured: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    configured = resolve;
  });
  const card = new Card(checkout, { ...adyenCardOptions(settings), onConfigSuccess: () => configured() });
  card.mount(container);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('originKeyError')), SECURED_FIELDS_READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([ready, failed, timedOut]);
  } catch (error) {
    card.unmount();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { submit: () => card.submit() };
}
