/**
 * Runs a payment from the basket page (spec section 4): InitiatePayment with the chosen method
 * and the form data, then each answer by `nextPaymentStep`: the 3-D Secure challenge in its
 * container (the sandbox page in an iframe, whose result comes back by `postMessage` from the
 * shop's own origin), a fingerprint's details at once, a redirect, CompleteOrder or the
 * confirmation page, or a refusal in the alert list (the shopper stays). While it runs the pay
 * buttons are disabled and leaving the page asks first. A failed call re-enables them and shows
 * the server's message in the alert list (shopper details not saved: focus goes to the first field
 * to fill); only a call that got no answer does so silently. Out of stock goes to the basket's
 * stock message, and a payment in progress is asked again.
 */
import { assertNever } from '../../../../../domain/shared/result.js';
import type { PaymentAction, PaymentResponse } from '../../../../../domain/checkout/route-payment-result.js';
import { paymentPageChallengeSize } from '../../../rules/checkout/challenge-window-size.js';
import type { CardPaymentDetails } from '../../../rules/checkout/card-payload.js';
import { nextPollDelay } from '../../../rules/polling.js';
import { PAYMENT_IN_PROGRESS_WAIT_MS } from '../../../rules/timings.js';
import {
  challengeResultOf,
  encryptedOrderIdAfter,
  missingDetailsFieldIds,
  nextPaymentStep,
  paymentFailure,
  type PaymentFailure,
  type PaymentStep,
  type WalletType,
} from '../../../rules/checkout/payment-flow.js';
import { PAYMENT_CONTAINERS } from '../../../rules/checkout/payment-options.js';
import type { TranslatableStrings } from '../../../../i18n/catalogue.js';
import { initiatePayment, PaymentCallFailed, submitAdditionalDetails, type InitiatePaymentBody } from './payment-api.client.js';
import { PAY_BUTTONS, PAYMENT_ALERT_LIST, PAYMENT_ALERTS, PAYMENT_STATUS, SAFE_PLACE_INSTRUCTIONS, SUBSCRIPTION_PREFERENCE } from './payment-ids.js';
import { encryptedOrderIdInput } from './payment-settings.client.js';

/** A line of the alert list: a refusal reason, or a field in error with a link to it. */
export interface PaymentAlert {
  text: string;
  fieldId?: string;
}

/** Adyen's components carry actions out when a client key is set. */
interface ProviderActions {
  handleAction(action: PaymentAction, container: HTMLElement): void;
}

export interface PaymentRunner {
  pay(paymentMethod: Record<string, unknown>, options?: { wallet?: WalletType; browserInfo?: Record<string, unknown>; pmReqBasket?: Record<string, unknown>; storePaymentMethod?: boolean; cardDetails?: CardPaymentDetails }): Promise<void>;
  submitDetails(details: Record<string, unknown>, paymentData: string | null): Promise<void>;
  showAlerts(alerts: readonly PaymentAlert[]): void;
  clearAlerts(): void;
  readonly paying: boolean;
  setProvider(provider: ProviderActions | null): void;
  stop(): void;
}

export interface PaymentRunnerOptions {
  strings: TranslatableStrings;
  /** Leaves the page (tests and the real page: `location.assign`). */
  navigate?: (url: string) => void;
  /** Waits before a call is sent again (tests pass a clock of their own). */
  wait?: (ms: number) => Promise<void>;
}

export function paymentRunner(area: HTMLElement, options: PaymentRunnerOptions): PaymentRunner {
  const t = options.strings;
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let paying = false;
  let provider: ProviderActions | null = null;
  let stopChallenge: (() => void) | null = null;

  const warnBeforeLeaving = (event: BeforeUnloadEvent): string => {
    event.preventDefault();
    // Browsers show their own words; older ones show this one.
    event.returnValue = t.orderStillProcessing;
    return t.orderStillProcessing;
  };

  function setPaying(on: boolean): void {
    paying = on;
    for (const button of document.querySelectorAll<HTMLButtonElement>(PAY_BUTTONS)) button.disabled = on;
    area.setAttribute('aria-busy', String(on));
    const status = area.querySelector<HTMLElement>(PAYMENT_STATUS);
    if (status) status.textContent = on ? t.paymentProcessing : '';
    if (on) addEventListener('beforeunload', warnBeforeLeaving);
    else removeEventListener('beforeunload', warnBeforeLeaving);
  }

  /** Our own navigation: no warning, the buttons stay disabled until the next page. */
  function leave(url: string): void {
    removeEventListener('beforeunload', warnBeforeLeaving);
    navigate(url);
  }

  function postForm(url: string, data: Record<string, string>): void {
    removeEventListener('beforeunload', warnBeforeLeaving);
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    form.hidden = true;
    for (const [name, value] of Object.entries(data)) {
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = value;
      form.append(field);
    }
    document.body.append(form);
    form.submit();
  }

  function showAlerts(alerts: readonly PaymentAlert[]): void {
    const box = area.querySelector<HTMLElement>(PAYMENT_ALERTS);
    const list = area.querySelector<HTMLElement>(PAYMENT_ALERT_LIST);
    if (!box || !list) return;
    list.replaceChildren(...alerts.map((alert) => {
      const item = document.createElement('li');
      if (alert.fieldId) {
        const link = document.createElement('a');
        link.href = `#${alert.fieldId}`;
        link.textContent = alert.text;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          document.getElementById(alert.fieldId ?? '')?.focus();
        });
        item.append(link);
      } else {
        item.textContent = alert.text;
      }
      return item;
    }));
    box.hidden = alerts.length === 0;
    if (alerts.length > 0) {
      box.scrollIntoView({ block: 'nearest' });
      box.focus({ preventScroll: true });
    }
  }

  function challengeContainer(): HTMLElement | null {
    return document.getElementById(PAYMENT_CONTAINERS.challenge);
  }

  function closeChallenge(): void {
    stopChallenge?.();
    stopChallenge = null;
    const container = challengeContainer();
    if (container) {
      container.replaceChildren();
      container.hidden = true;
    }
  }

  function mountChallenge(url: string, paymentData: string | null): void {
    const container = challengeContainer();
    if (!container) return;
    closeChallenge();
    const size = paymentPageChallengeSize({ width: innerWidth, userAgent: navigator.userAgent });
    const heading = document.createElement('h3');
    heading.className = 'payment-challenge__title';
    heading.id = 'payment-challenge-title';
    heading.textContent = t.challengeTitle;
    const frame = document.createElement('iframe');
    frame.className = 'payment-challenge__frame';
    frame.title = t.challengeTitle;
    frame.src = url;
    frame.width = String(size.width);
    frame.height = String(size.height);
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.contentWindow) return;
      const threeDSResult = challengeResultOf(event.origin, location.origin, event.data);
      if (threeDSResult === null) return;
      closeChallenge();
      void submitDetails({ threeDSResult }, paymentData);
    };
    addEventListener('message', onMessage);
    stopChallenge = () => removeEventListener('message', onMessage);
    container.replaceChildren(heading, frame);
    container.hidden = false;
    container.scrollIntoView({ block: 'nearest' });
  }

  async function follow(step: PaymentStep): Promise<void> {
    switch (step.kind) {
      case 'challenge':
        mountChallenge(step.url, step.paymentData);
        return;
      case 'submitDetails':
        await submitDetails(step.details, step.paymentData);
        return;
      case 'providerAction': {
        const container = challengeContainer();
        if (!provider || !container) return;
        container.hidden = false;
        provider.handleAction(step.action, container);
        return;
      }
      case 'redirect':
        if (step.method === 'POST') postForm(step.url, step.data);
        else leave(step.url);
        return;
      case 'navigate':
        leave(step.url);
        return;
      case 'refused':
        closeChallenge();
        setPaying(false);
        showAlerts([{ text: step.refusalReason || t.genericError }]);
        return;
      default:
        assertNever(step);
    }
  }

  async function handle(response: PaymentResponse): Promise<void> {
    const id = encryptedOrderIdAfter(encryptedOrderIdInput.read(area), response);
    encryptedOrderIdInput.write(area, id);
    await follow(nextPaymentStep(response, id, provider !== null));
  }

  /**
   * The details form's first field to fill of those named: the first shown and empty one, else the
   * first shown one (typed but not saved yet). Null when the form shows none of them.
   */
  function firstFieldToFill(fields: readonly string[]): HTMLElement | null {
    const shown = missingDetailsFieldIds(fields)
      .map((id) => document.getElementById(id))
      .filter((field): field is HTMLElement => field !== null && field.getClientRects().length > 0);
    return shown.find((field) => (field as HTMLInputElement).value === '') ?? shown[0] ?? null;
  }

  function failed(error: unknown): void {
    closeChallenge();
    if (!(error instanceof PaymentCallFailed)) console.error(error);
    const outcome: PaymentFailure = error instanceof PaymentCallFailed ? paymentFailure(error.status, error.body) : { kind: 'silent' };
    if (outcome.kind === 'navigate') {
      leave(outcome.url);
      return;
    }
    setPaying(false);
    switch (outcome.kind) {
      case 'details': {
        // The server's message, linked to the first field to fill, and the focus moved there.
        const field = firstFieldToFill(outcome.fields);
        showAlerts([{ text: outcome.message || t.genericError, ...(field ? { fieldId: field.id } : {}) }]);
        field?.focus();
        return;
      }
      case 'wait':
      case 'alert':
        showAlerts([{ text: outcome.message || t.genericError }]);
        return;
      case 'silent':
        // Spec 4: a call that got no answer re-enables the buttons silently.
        return;
      default:
        assertNever(outcome);
    }
  }

  function formData(): InitiatePaymentBody['formData'] {
    const subscription = area.querySelector<HTMLInputElement>(`input[name="${SUBSCRIPTION_PREFERENCE}"]`);
    const instructions = document.querySelector<HTMLTextAreaElement>(SAFE_PLACE_INSTRUCTIONS);
    return { SubscriptionPreference: subscription?.checked ?? false, delInstructions: instructions?.value ?? '' };
  }

  async function pay(paymentMethod: Record<string, unknown>, opts: Parameters<PaymentRunner['pay']>[1] = {}): Promise<void> {
    if (paying) return;
    setPaying(true);
    showAlerts([]);
    const body: InitiatePaymentBody = { pmReq: { paymentMethod }, formData: formData() };
    if (opts.browserInfo) body.pmReq.browserInfo = opts.browserInfo;
    if (opts.storePaymentMethod === true) body.pmReq.storePaymentMethod = true;
    if (opts.cardDetails) Object.assign(body.pmReq, opts.cardDetails);
    if (opts.pmReqBasket) body.pmReqBasket = opts.pmReqBasket;
    await answered(() => initiatePayment(encryptedOrderIdInput.read(area), body, opts.wallet));
  }

  async function submitDetails(details: Record<string, unknown>, paymentData: string | null): Promise<void> {
    if (!paying) setPaying(true);
    await answered(() => submitAdditionalDetails(encryptedOrderIdInput.read(area), { details, paymentData }));
  }

  /**
   * Sends the call, and again at the polling fetch's delays while the server says a payment is in
   * progress (the same request then gets the first call's answer), for PAYMENT_IN_PROGRESS_WAIT_MS at most.
   */
  async function answered(call: () => Promise<PaymentResponse>): Promise<void> {
    for (let retry = 0, waited = 0; ; retry += 1) {
      try {
        await handle(await call());
        return;
      } catch (error) {
        const delay = nextPollDelay(retry);
        const inProgress = error instanceof PaymentCallFailed && paymentFailure(error.status, error.body).kind === 'wait';
        if (!inProgress || waited + delay > PAYMENT_IN_PROGRESS_WAIT_MS) {
          failed(error);
          return;
        }
        waited += delay;
        await wait(delay);
      }
    }
  }

  return {
    pay,
    submitDetails,
    showAlerts,
    clearAlerts: () => showAlerts([]),
    get paying() {
      return paying;
    },
    setProvider: (next) => {
      provider = next;
    },
    stop: () => {
      closeChallenge();
      removeEventListener('beforeunload', warnBeforeLeaving);
    },
  };
}
