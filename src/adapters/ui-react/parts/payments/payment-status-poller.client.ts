/**
 * Payment status polling for the confirmation page (spec section 9; the page mounts it): while
 * the order's payment is pending, `GET /Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=`
 * every 2000 ms, every 10000 ms once 60000 ms have passed, until a final status. A failed or
 * unreadable answer counts as still pending. On a final status `onFinal` runs (by default the
 * page reloads, and the server shows the order as it now stands).
 *
 * Mounting: an element `[data-payment-status-poll][data-encrypted-order-id="..."]` and
 * `watchPaymentStatus(document)`.
 */
import { isOrderPaymentStatus, nextStatusPollStep, paymentStatusUrlOf, type OrderPaymentStatus } from '../../behaviour/payment/payment-status-polling.js';
import { jsonRequestInit, type FetchImpl } from '../../runtime/fetch-json.client.js';

export const PAYMENT_STATUS_POLL = '[data-payment-status-poll]';

export interface StatusPollerOptions {
  fetchImpl?: FetchImpl;
  /** Milliseconds since some fixed point (tests pass their own clock). */
  now?: () => number;
  /** Schedules the next question (tests pass their own). */
  schedule?: (run: () => void, delayMs: number) => () => void;
  onFinal?: (status: OrderPaymentStatus) => void;
}

async function askStatus(encryptedOrderId: string, fetchImpl: FetchImpl): Promise<OrderPaymentStatus | null> {
  try {
    const response = await fetchImpl(paymentStatusUrlOf(encryptedOrderId), jsonRequestInit());
    if (!response.ok) return null;
    const body = (await response.json()) as { status?: unknown };
    return isOrderPaymentStatus(body.status) ? body.status : null;
  } catch {
    return null;
  }
}

/** Starts polling at once; returns a function that stops it. */
export function pollPaymentStatus(encryptedOrderId: string, options: StatusPollerOptions = {}): () => void {
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule ?? ((run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  });
  const onFinal = options.onFinal ?? (() => location.reload());
  const startedAt = now();
  let cancel: (() => void) | null = null;
  let stopped = false;
  const tick = async (): Promise<void> => {
    const status = await askStatus(encryptedOrderId, fetchImpl);
    if (stopped) return;
    const step = nextStatusPollStep(now() - startedAt, status);
    if (step.kind === 'stop') {
      onFinal(step.status);
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
export function watchPaymentStatus(root: Document, options: StatusPollerOptions = {}): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(PAYMENT_STATUS_POLL)]
    .map((element) => element.dataset.encryptedOrderId ?? '')
    .filter((id) => id !== '')
    .map((id) => pollPaymentStatus(id, options));
  return () => stops.forEach((stop) => stop());
}
