/**
 * The Klarna wallet button's payment, loaded on the first click: starts the session (our order
 * is placed, stock reserved), fills the hidden fields, initialises the button only when payload,
 * client token and container are all there (spec 5), then authorises: with Klarna configured,
 * through Klarna's own library (`Klarna.Payments`, loaded now); on the sandbox, through the
 * sandbox authorise dialog. Approved navigates to CompleteOrder (spec 4 and 7); declined releases
 * the order and goes back to the basket with the message; closed releases it and stays. Any
 * failure to start is logged (spec 8) and leaves the other payment methods as they were.
 */
import {
  authorizeOutcomeOf, KLARNA_DECLINE_URL, KLARNA_SANDBOX_AUTHORIZE_URL, KLARNA_SDK_URL, KLARNA_SESSION_URL, klarnaCompleteOrderUrl,
  readKlarnaSession, WALLET_INIT_FAILURE, walletInitOf, type AuthorizeOutcome, type WalletInit,
} from '../../../../rules/checkout/klarna-wallet.js';
import { jsonRequestInit } from '../../../../runtime/fetch-json.client.js';
import { pageStrings } from '../../../../runtime/i18n/page-strings.js';
import { SUBSCRIPTION_PREFERENCE } from '../payment-ids.js';
import {
  KLARNA_ALERT, KLARNA_CONTAINER_ID, KLARNA_FIELDS, KLARNA_PAY, KLARNA_SANDBOX_AMOUNT, KLARNA_SANDBOX_CHOICE, KLARNA_SANDBOX_DIALOG, KLARNA_STATUS,
} from './klarna-ids.js';

const FAILED_URL = '/basket?error=klarna';

/** Klarna's browser library, as far as this page uses it. */
interface KlarnaPaymentsLibrary {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, callback: (answer: { show_form?: boolean; error?: unknown }) => void): void;
  authorize(options: WalletInit['options'], data: Record<string, unknown>, callback: (answer: unknown) => void): void;
}

let busy = false;

class WalletStartFailed extends Error {
  override readonly name = 'WalletStartFailed';
  constructor(message: string, readonly shopperMessage: string | null = null) {
    super(message);
  }
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; answer: unknown }> {
  const response = await fetch(url, jsonRequestInit({ method: 'POST', body }));
  return { ok: response.ok, answer: await response.json().catch(() => null) };
}

const messageOf = (answer: unknown): string | null => {
  const error = (answer as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : null;
};

function field(section: HTMLElement, name: string): HTMLInputElement | null {
  return section.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

export async function payWithKlarna(section: HTMLElement): Promise<void> {
  if (busy) return;
  busy = true;
  const t = pageStrings();
  const button = section.querySelector<HTMLButtonElement>(KLARNA_PAY);
  const status = section.querySelector<HTMLElement>(KLARNA_STATUS);
  const alert = section.querySelector<HTMLElement>(KLARNA_ALERT);
  const say = (text: string): void => {
    if (status) status.textContent = text;
  };
  const release = (): void => {
    busy = false;
    if (button) button.disabled = false;
  };
  if (button) button.disabled = true;
  if (alert) alert.textContent = '';
  say(t.klarnaOpening);
  let sessionId = '';
  try {
    const subscription = document.querySelector<HTMLInputElement>(`input[name="${SUBSCRIPTION_PREFERENCE}"]`);
    const started = await postJson(KLARNA_SESSION_URL, { formData: { SubscriptionPreference: subscription?.checked === true } });
    const session = started.ok ? readKlarnaSession(started.answer) : null;
    if (session === null) throw new WalletStartFailed('Klarna session not started', messageOf(started.answer));
    sessionId = session.sessionId;
    const tokenField = field(section, KLARNA_FIELDS.clientToken);
    const payloadField = field(section, KLARNA_FIELDS.payload);
    if (tokenField) tokenField.value = session.clientToken;
    if (payloadField) payloadField.value = session.payload;
    const init = walletInitOf({ clientToken: tokenField?.value, payload: payloadField?.value, hasContainer: document.getElementById(KLARNA_CONTAINER_ID) !== null });
    if (!init.ok) throw new WalletStartFailed(`missing ${init.missing}`);
    const outcome = section.dataset.klarnaMode === 'live' ? await authorizeWithKlarna(init.init) : await authorizeInSandbox(section, init.init, session.amount);
    await follow(outcome, sessionId);
    if (outcome.kind === 'closed') {
      say(t.klarnaCancelled);
      release();
      button?.focus();
    } else {
      say(outcome.kind === 'approved' ? t.klarnaCompleting : '');
    }
  } catch (error) {
    console.error(WALLET_INIT_FAILURE, error);
    // The order placed for a session that went no further goes back at once.
    if (sessionId !== '') await postJson(KLARNA_DECLINE_URL, { sessionId }).catch(() => undefined);
    say('');
    if (alert) alert.textContent = error instanceof WalletStartFailed && error.shopperMessage !== null ? error.shopperMessage : t.klarnaUnavailable;
    release();
  }
}

/** Approved: to CompleteOrder. Declined: the order released, back to the basket with the message. Closed: released, stay. */
async function follow(outcome: AuthorizeOutcome, sessionId: string): Promise<void> {
  if (outcome.kind === 'approved') {
    window.location.assign(klarnaCompleteOrderUrl(outcome.authorizationToken, sessionId));
    return;
  }
  const declined = await postJson(KLARNA_DECLINE_URL, { sessionId }).catch(() => null);
  if (outcome.kind === 'declined') {
    const redirect = (declined?.answer as { redirect?: unknown } | null)?.redirect;
    window.location.assign(typeof redirect === 'string' && redirect.startsWith('/') ? redirect : FAILED_URL);
  }
}

/** The sandbox authorise dialog (a native modal <dialog>: focus kept inside, Escape closes it). */
function authorizeInSandbox(section: HTMLElement, init: WalletInit, amount: string): Promise<AuthorizeOutcome> {
  const dialog = section.querySelector<HTMLDialogElement>(KLARNA_SANDBOX_DIALOG);
  if (!dialog) return Promise.reject(new WalletStartFailed('no sandbox dialog'));
  const amountText = dialog.querySelector<HTMLElement>(KLARNA_SANDBOX_AMOUNT);
  if (amountText) amountText.textContent = pageStrings().klarnaSandboxAmount.replace('{amount}', amount);
  return new Promise<AuthorizeOutcome>((resolve, reject) => {
    const done = (outcome: AuthorizeOutcome | Error): void => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onCancel = (event: Event): void => {
      event.preventDefault();
      done({ kind: 'closed' });
    };
    const onClick = (event: Event): void => {
      const choice = event.target instanceof Element ? event.target.closest<HTMLElement>(KLARNA_SANDBOX_CHOICE) : null;
      if (!choice) return;
      dialog.querySelectorAll<HTMLButtonElement>(KLARNA_SANDBOX_CHOICE).forEach((b) => {
        b.disabled = true;
      });
      postJson(KLARNA_SANDBOX_AUTHORIZE_URL, { clientToken: init.clientToken, approve: choice.dataset.klarnaChoice === 'approve' }).then(
        ({ ok, answer }) => done(ok ? authorizeOutcomeOf(answer) : new WalletStartFailed('sandbox authorise failed', messageOf(answer))),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      ).finally(() => {
        dialog.querySelectorAll<HTMLButtonElement>(KLARNA_SANDBOX_CHOICE).forEach((b) => {
          b.disabled = false;
        });
      });
    };
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    dialog.showModal();
  });
}

let library: Promise<KlarnaPaymentsLibrary> | null = null;

/** Klarna's own library, loaded once, on first need. */
function loadKlarnaLibrary(): Promise<KlarnaPaymentsLibrary> {
  library ??= new Promise<KlarnaPaymentsLibrary>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KLARNA_SDK_URL;
    script.async = true;
    script.onload = () => {
      const payments = (window as unknown as { Klarna?: { Payments?: KlarnaPaymentsLibrary } }).Klarna?.Payments;
      if (payments) resolve(payments);
      else reject(new Error('Klarna.Payments is missing'));
    };
    script.onerror = () => reject(new Error(`Could not load ${KLARNA_SDK_URL}`));
    document.head.append(script);
  });
  library.catch(() => {
    library = null;
  });
  return library;
}

async function authorizeWithKlarna(init: WalletInit): Promise<AuthorizeOutcome> {
  const payments = await loadKlarnaLibrary();
  payments.init({ client_token: init.clientToken });
  await new Promise<void>((resolve, reject) => {
    payments.load({ container: `#${KLARNA_CONTAINER_ID}`, payment_method_category: init.options.payment_method_category }, (answer) => {
      if (answer.show_form === false || answer.error !== undefined) reject(new WalletStartFailed('Klarna load refused'));
      else resolve();
    });
  });
  return new Promise<AuthorizeOutcome>((resolve) => {
    payments.authorize(init.options, init.data, (answer) => resolve(authorizeOutcomeOf(answer)));
  });
}
