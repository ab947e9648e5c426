/**
 * The loyalty area's calls from the browser (spec section 7): GET /basket/api/ApplyLoyaltyCoupon
 * answering {success, errorMessage}, and GET on the voucher-create link answering HTML (the
 * loyalty area again, whose island props carry the new view). Loaded on the first tick or click.
 */
import { fetchFragment } from '../../../runtime/fetch-fragment.client.js';
import type { FetchImpl } from '../../../runtime/fetch-json.client.js';
import { BASKET_CHANGED_EVENT, LOYALTY_URLS } from './loyalty-urls.js';
import type { LoyaltyAreaView } from './loyalty.view.js';

const defaultFetch: FetchImpl = (u, i) => fetch(u, i);

/** The coupon call's answer; `errorMessage` is null when the server could not be reached or gave none. */
export interface CouponOutcome {
  success: boolean;
  errorMessage: string | null;
}

/**
 * Ticking a coupon confirms it (`isConfirmation=true`: applied, never removed by a repeat);
 * unticking toggles it off.
 */
export function couponUrl(couponId: string, apply: boolean): string {
  return `${LOYALTY_URLS.applyLoyaltyCoupon}?couponId=${encodeURIComponent(couponId)}${apply ? '&isConfirmation=true' : ''}`;
}

export async function applyLoyaltyCoupon(couponId: string, apply: boolean, fetchImpl: FetchImpl = defaultFetch): Promise<CouponOutcome> {
  try {
    const response = await fetchImpl(couponUrl(couponId, apply), { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; errorMessage?: unknown };
    const success = response.ok && body.success === true;
    const errorMessage = typeof body.errorMessage === 'string' && body.errorMessage !== '' ? body.errorMessage : null;
    return { success, errorMessage: success ? null : errorMessage };
  } catch {
    return { success: false, errorMessage: null };
  }
}

/** The loyalty area's view in an HTML answer of the voucher-create link, or null when it holds none. */
export function loyaltyViewIn(html: string): LoyaltyAreaView | null {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const props = document.querySelector('[data-island="LoyaltyVouchers"] > script[data-island-props]')?.textContent;
  if (!props) return null;
  try {
    return (JSON.parse(props) as { view?: LoyaltyAreaView }).view ?? null;
  } catch {
    return null;
  }
}

/** Follows the voucher-create link as a fragment; the new view, or null when creating failed. */
export async function createLoyaltyVoucher(href: string = LOYALTY_URLS.createLoyaltyVoucher, fetchImpl: FetchImpl = defaultFetch): Promise<LoyaltyAreaView | null> {
  try {
    return loyaltyViewIn(await fetchFragment(href, {}, fetchImpl));
  } catch {
    return null;
  }
}

/** Tells the basket page to refresh its totals. */
export function announceBasketChanged(): void {
  document.dispatchEvent(new CustomEvent(BASKET_CHANGED_EVENT));
}
