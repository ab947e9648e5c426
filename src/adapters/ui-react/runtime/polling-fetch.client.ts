/**
 * Polling fetch (spec section 7): HTTP 202 means "not ready, ask again": retried after 1000 ms,
 * then 1500, 2250, ... (behaviour `nextPollDelay`); 200 is the answer (parsed as JSON); any other
 * status fails with the spec's 'Request failed: ...' error.
 *
 * Usage:
 *   const status = await pollingFetch<PaymentStatus>('/checkout/status?id=1', { signal: controller.signal });
 * Pass an AbortSignal to stop waiting (the pending wait rejects with the signal's reason).
 */
import { nextPollDelay, pollOutcome } from '../behaviour/polling.js';
import { assertNever } from '../../../domain/shared/result.js';
import { RequestFailedError, jsonRequestInit, type FetchImpl, type JsonRequestInit } from './fetch-json.client.js';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export async function pollingFetch<T>(url: string, init: JsonRequestInit = {}, deps: { fetchImpl?: FetchImpl; wait?: Sleep } = {}): Promise<T> {
  const fetchImpl = deps.fetchImpl ?? ((u, i) => fetch(u, i));
  const wait = deps.wait ?? sleep;
  for (let attempt = 0; ; attempt++) {
    const response = await fetchImpl(url, jsonRequestInit(init));
    const outcome = pollOutcome(response.status);
    switch (outcome) {
      case 'done':
        return (await response.json()) as T;
      case 'retry':
        await wait(nextPollDelay(attempt), init.signal);
        break;
      case 'error':
        throw new RequestFailedError(url, response.status, response.statusText);
      default:
        assertNever(outcome);
    }
  }
}
