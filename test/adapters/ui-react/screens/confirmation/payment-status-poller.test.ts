import { describe, expect, it } from 'vitest';
import { pollPaymentStatus } from '../../../../../src/adapters/ui-react/screens/confirmation/payment-status-poller.client.js';

/**
 * A clock the test moves, a scheduler that records each wait (and drops it when cancelled), a
 * server answering in turn, and `step()`: resolves when the poller has next scheduled a wait or
 * given its final state, so the test waits for the poller, not for time.
 */
function harness(answers: Array<number | { status?: string }>) {
  let time = 0;
  const waits: number[] = [];
  const queue: Array<() => void> = [];
  const urls: string[] = [];
  const finals: string[] = [];
  let stepped: (() => void) | null = null;
  const stepDone = () => {
    stepped?.();
    stepped = null;
  };
  let call = 0;
  const fetchImpl = async (url: string) => {
    urls.push(url);
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const schedule = (run: () => void, delayMs: number) => {
    waits.push(delayMs);
    const wait = () => {
      time += delayMs;
      run();
    };
    queue.push(wait);
    stepDone();
    return () => {
      if (queue.includes(wait)) queue.splice(queue.indexOf(wait), 1);
    };
  };
  const onFinal = (state: string) => {
    finals.push(state);
    stepDone();
  };
  const step = () => new Promise<void>((resolve) => (stepped = resolve));
  return { fetchImpl, schedule, onFinal, now: () => time, waits, urls, finals, step, next: () => queue.shift()?.(), pending: () => queue.length };
}

describe('payment status polling on the confirmation page', () => {
  it('asks at once, waits 2000 ms while pending (a failed call counts as pending), stops on the mapped final state', async () => {
    const h = harness([{ status: 'pending' }, 503, { status: 'paid' }]);
    let step = h.step();
    pollPaymentStatus('enc/1', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: h.onFinal });
    await step;
    expect(h.urls).toEqual(['/Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=enc%2F1']);
    for (let i = 0; i < 2; i += 1) {
      step = h.step();
      h.next();
      await step;
    }
    expect(h.waits).toEqual([2000, 2000]);
    expect(h.finals).toEqual(['success']);
    expect(h.pending()).toBe(0);
  });

  it.each([
    [{ status: 'refused' }, 'error'],
    [{ status: 'cancelled' }, 'error'],
    [{ status: 'expired' }, 'error'],
    [{ status: 'unknown' }, 'unknownError'],
    [{}, 'unknownError'],
  ])('an answer %j stops at once as %s', async (answer, state) => {
    const h = harness([answer]);
    const step = h.step();
    pollPaymentStatus('enc', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: h.onFinal });
    await step;
    expect(h.finals).toEqual([state]);
    expect(h.waits).toEqual([]);
  });

  it('an answer that is not JSON is an unknown error', async () => {
    const fetchImpl = async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const final = new Promise<string>((resolve) => {
      pollPaymentStatus('enc', { fetchImpl, schedule: () => () => undefined, now: () => 0, onFinal: resolve });
    });
    expect(await final).toBe('unknownError');
  });

  it('slows to 10000 ms once 60000 ms have passed; stopping ends it', async () => {
    const h = harness([{ status: 'pending' }]);
    let step = h.step();
    const stop = pollPaymentStatus('enc', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: h.onFinal });
    for (let i = 0; i < 32; i += 1) {
      await step;
      step = h.step();
      h.next();
    }
    await step;
    expect(h.waits.slice(0, 30).every((w) => w === 2000)).toBe(true);
    expect(h.waits.slice(30)).toEqual([10_000, 10_000, 10_000]);
    expect(h.pending()).toBe(1);
    stop();
    expect(h.pending()).toBe(0);
    expect(h.waits).toHaveLength(33);
    expect(h.urls).toHaveLength(33);
  });
});
