import { describe, expect, it } from 'vitest';
import { applyGiftVoucher, removeGiftVoucher } from '../../../../../../src/adapters/ui-react/screens/basket/loyalty/gift-voucher-api.client.js';
import { applyLoyaltyCoupon, couponUrl, createLoyaltyVoucher } from '../../../../../../src/adapters/ui-react/screens/basket/loyalty/loyalty-api.client.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server stand-in that records each call. */
function server(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  return { calls, fetchImpl };
}

describe('ApplyLoyaltyCoupon from the browser (spec section 7)', () => {
  it('ticking confirms the coupon, unticking toggles it, the id is escaped', () => {
    expect(couponUrl('demo-coupon-gbp-5', true)).toBe('/basket/api/ApplyLoyaltyCoupon?couponId=demo-coupon-gbp-5&isConfirmation=true');
    expect(couponUrl('demo-coupon-gbp-5', false)).toBe('/basket/api/ApplyLoyaltyCoupon?couponId=demo-coupon-gbp-5');
    expect(couponUrl('a&b=c', false)).toBe('/basket/api/ApplyLoyaltyCoupon?couponId=a%26b%3Dc');
  });

  it('reads success and errorMessage, sending credentials with a GET', async () => {
    const { calls, fetchImpl } = server(() => json(200, { success: true, errorMessage: '' }));
    expect(await applyLoyaltyCoupon('c1', true, fetchImpl)).toEqual({ success: true, errorMessage: null });
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it("a refusal carries the server's errorMessage; an unreachable server or a body without one gives none", async () => {
    const refused = server(() => json(409, { success: false, errorMessage: 'This loyalty coupon has already been used.', code: 'COUPON_USED', message: 'x' }));
    expect(await applyLoyaltyCoupon('c1', true, refused.fetchImpl)).toEqual({ success: false, errorMessage: 'This loyalty coupon has already been used.' });
    const down = server(() => { throw new TypeError('Failed to fetch'); });
    expect(await applyLoyaltyCoupon('c1', true, down.fetchImpl)).toEqual({ success: false, errorMessage: null });
    const odd = server(() => new Response('<html>', { status: 502 }));
    expect(await applyLoyaltyCoupon('c1', false, odd.fetchImpl)).toEqual({ success: false, errorMessage: null });
    const lying = server(() => json(500, { success: true, errorMessage: '' }));
    expect((await applyLoyaltyCoupon('c1', false, lying.fetchImpl)).success).toBe(false);
  });

  it('the voucher-create link is loaded as a fragment; a failed one gives no view', async () => {
    const { calls, fetchImpl } = server(() => new Response('You do not have enough points for a voucher yet.', { status: 409 }));
    expect(await createLoyaltyVoucher('/basket/api/CreateLoyaltyVoucher', fetchImpl)).toBeNull();
    expect(calls[0]!.url).toBe('/basket/api/CreateLoyaltyVoucher?nolayout=true');
    expect(new Headers(calls[0]!.init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    const down = server(() => { throw new TypeError('Failed to fetch'); });
    expect(await createLoyaltyVoucher(undefined, down.fetchImpl)).toBeNull();
  });
});

describe('the gift voucher box from the browser', () => {
  it('posts the code as JSON and reads the vouchers now on the basket', async () => {
    const vouchers = [{ code: 'DEMOGB250001', display: 'DEMO-GB25-0001', balance: '£25' }];
    const { calls, fetchImpl } = server(() => json(200, { success: true, code: 'DEMOGB250001', message: 'ok', vouchers }));
    expect(await applyGiftVoucher('demo-gb25-0001', fetchImpl)).toEqual({ success: true, code: 'DEMOGB250001', vouchers });
    expect(calls[0]!.url).toBe('/basket/api/voucher');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"code":"demo-gb25-0001"}' });
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBe('application/json');
    await removeGiftVoucher('DEMOGB250001', fetchImpl);
    expect(calls[1]!.url).toBe('/basket/api/voucher/remove');
  });

  it("a refusal keeps the server's message; nothing usable gives none", async () => {
    const refused = server(() => json(404, { success: false, code: 'VOUCHER_NOT_FOUND', message: 'We do not recognise this voucher code. Please check it and try again.' }));
    expect(await applyGiftVoucher('x', refused.fetchImpl)).toEqual({ success: false, message: 'We do not recognise this voucher code. Please check it and try again.' });
    const down = server(() => { throw new TypeError('Failed to fetch'); });
    expect(await applyGiftVoucher('x', down.fetchImpl)).toEqual({ success: false, message: null });
    const malformed = server(() => json(200, { success: true }));
    expect(await applyGiftVoucher('x', malformed.fetchImpl)).toEqual({ success: false, message: null });
  });
});
