/**
 * Payment status polling for the confirmation page (spec sections 4 and 9; the page mounts it):
 * while the order's payment is pending, `GET /Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=`
 * every 2000 ms, every 10000 ms once 60000 ms have passed. Each answer goes through the provider
 * status mapping (`shownPaymentState`); a failed call counts as still pending. On any other state
 * `onFinal` runs with it, once.
 *
 * Mounting: an element `[data-payment-status-poll][data-encrypted-order-id="..."]` and
 * `watchPaymentStatus(document, { onFinal })`.
 */
import { nextStatusPollStep, paymentStatusUrlOf, shownPaymentState, type ShownPaymentState } from '../../rules/checkout/payment-status-polling.js';
import { jsonRequestInit, type FetchImpl } from '../../runtime/fetch-json.client.js';

const PAYMENT_STATUS_POLL = '[data-payment-status-poll]';

export type FinalPaymentState = Exclude<ShownPaymentState, 'pending'>;

export interface StatusPollerOptions {
  fetchImpl?: FetchImpl;
  /** Milliseconds since some fixed point (tests pass their own clock). */
  now?: () => number;
  /** Schedules the next question (tests pass their own). */
  schedule?: (run: () => void, delayMs: number) => () => void;
  onFinal: (state: FinalPaymentState, element: HTMLElement | null) => void;
}

/** The mapped state of one answer; null when the call failed (no answer to map). */
async function askStatus(encryptedOrderId: string, fetchImpl: FetchImpl): Promise<ShownPaymentState | null> {
  let response: Response;
  try {
    response = await fetchImpl(paymentStatusUrlOf(encryptedOrderId), jsonRequestInit());
  } catch {
    return null;
  }
  if (!response.ok) return null;
  try {
    const body = (await response.json()) as { status?: unknown } | null;
    return shownPaymentState(body?.status);
  } catch {
    return shownPaymentState(undefined);
  }
}

/** Starts polling at once; returns a function that stops it. */
export function pollPaymentStatus(encryptedOrderId: string, options: StatusPollerOptions, element: HTMLElement | null = null): () => void {
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule ?? ((run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  });
  const startedAt = now();
  let cancel: (() => void) | null = null;
  let stopped = false;
  const tick = async (): Promise<void> => {
    const state = await askStatus(encryptedOrderId, fetchImpl);
    if (stopped) return;
    const step = nextStatusPollStep(now() - startedAt, state);
    if (step.kind === 'stop') {
      options.onFinal(step.state, element);
      return;
    }
    cancel = schedule(() => void tick(), step.delayMs);
  };
  void tick();
  return () => {
    stopped = true;
    cancel?.();
  };
}

/** Polls for every marked element on the page (the confirmation page's "processing" state). */
export function watchPaymentStatus(root: Document, options: StatusPollerOptions): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(PAYMENT_STATUS_POLL)]
    .filter((element) => (element.dataset.encryptedOrderId ?? '') !== '')
    .map((element) => pollPaymentStatus(element.dataset.encryptedOrderId!, options, element));
  return () => stops.forEach((stop) => stop());
}
