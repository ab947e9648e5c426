/**
 * The gift voucher box's calls from the browser: POST /basket/api/voucher and
 * /basket/api/voucher/remove with {code} as JSON, answering the vouchers now on the basket.
 * Loaded on the first submit.
 */
import { JSON_HEADERS, type FetchImpl } from '../../../runtime/fetch-json.client.js';
import { LOYALTY_URLS } from './loyalty-urls.js';
import type { AppliedGiftVoucherView } from './loyalty.view.js';

export type GiftVoucherOutcome =
  | { success: true; code: string; vouchers: AppliedGiftVoucherView[] }
  /** `message` is null when the server could not be reached or gave none. */
  | { success: false; message: string | null };

async function post(url: string, code: string, fetchImpl: FetchImpl): Promise<GiftVoucherOutcome> {
  try {
    const response = await fetchImpl(url, { method: 'POST', credentials: 'same-origin', headers: { ...JSON_HEADERS }, body: JSON.stringify({ code }) });
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; code?: unknown; message?: unknown; vouchers?: unknown };
    if (response.ok && body.success === true && Array.isArray(body.vouchers) && typeof body.code === 'string') {
      return { success: true, code: body.code, vouchers: body.vouchers as AppliedGiftVoucherView[] };
    }
    return { success: false, message: typeof body.message === 'string' && body.message !== '' ? body.message : null };
  } catch {
    return { success: false, message: null };
  }
}

const defaultFetch: FetchImpl = (u, i) => fetch(u, i);

export const applyGiftVoucher = (code: string, fetchImpl: FetchImpl = defaultFetch) => post(LOYALTY_URLS.applyGiftVoucher, code, fetchImpl);
export const removeGiftVoucher = (code: string, fetchImpl: FetchImpl = defaultFetch) => post(LOYALTY_URLS.removeGiftVoucher, code, fetchImpl);
