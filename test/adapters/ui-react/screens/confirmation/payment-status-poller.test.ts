import { describe, expect, it } from 'vitest';
import { pollPaymentStatus } from '../../../../../src/adapters/ui-react/screens/confirmation/payment-status-poller.client.js';

/** A clock the test moves, a scheduler that records each wait, and a server answering in turn. */
function harness(answers: Array<number | { status?: string }>) {
  let time = 0;
  const waits: number[] = [];
  const queue: Array<() => void> = [];
  const urls: string[] = [];
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
    queue.push(() => {
      time += delayMs;
      run();
    });
    return () => undefined;
  };
  return { fetchImpl, schedule, now: () => time, waits, urls, next: () => queue.shift()?.(), pending: () => queue.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment status polling on the confirmation page', () => {
  it('asks at once, waits 2000 ms while pending (a failed call counts as pending), stops on the mapped final state', async () => {
    const h = harness([{ status: 'pending' }, 503, { status: 'paid' }]);
    const finals: string[] = [];
    pollPaymentStatus('enc/1', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: (s) => finals.push(s) });
    await settle();
    expect(h.urls).toEqual(['/Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=enc%2F1']);
    h.next();
    await settle();
    h.next();
    await settle();
    expect(h.waits).toEqual([2000, 2000]);
    expect(finals).toEqual(['success']);
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
    const finals: string[] = [];
    pollPaymentStatus('enc', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: (s) => finals.push(s) });
    await settle();
    expect(finals).toEqual([state]);
    expect(h.waits).toEqual([]);
  });

  it('an answer that is not JSON is an unknown error', async () => {
    const finals: string[] = [];
    const fetchImpl = async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } });
    pollPaymentStatus('enc', { fetchImpl, schedule: () => () => undefined, now: () => 0, onFinal: (s) => finals.push(s) });
    await settle();
    expect(finals).toEqual(['unknownError']);
  });

  it('slows to 10000 ms once 60000 ms have passed; stopping ends it', async () => {
    const h = harness([{ status: 'pending' }]);
    const stop = pollPaymentStatus('enc', { fetchImpl: h.fetchImpl, schedule: h.schedule, now: h.now, onFinal: () => undefined });
    for (let i = 0; i < 32; i += 1) {
      await settle();
      h.next();
    }
    await settle();
    expect(h.waits.slice(0, 30).every((w) => w === 2000)).toBe(true);
    expect(h.waits.slice(30)).toEqual([10_000, 10_000, 10_000]);
    stop();
    h.next();
    await settle();
    expect(h.waits).toHaveLength(33);
  });
});
