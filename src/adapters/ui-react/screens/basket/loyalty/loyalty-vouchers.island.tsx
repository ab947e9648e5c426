import { useState, type MouseEvent } from 'react';
import { interpolate } from '../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { LOYALTY_AREA_ID, LOYALTY_URLS } from './loyalty-urls.js';
import type { LoyaltyAreaView, LoyaltyCouponView } from './loyalty.view.js';
import { OutcomeMessage } from './outcome-message.js';

/** The calls, loaded on the first tick or click. */
const loadApi = () => import('./loyalty-api.client.js');

export interface LoyaltyVouchersProps {
  view: LoyaltyAreaView;
}

const COUPON_ERROR_ID = 'loyalty-coupon-error';
const CREATE_ERROR_ID = 'loyalty-create-error';

/**
 * The loyalty vouchers area of the basket page (spec sections 3, 7, 8). A signed-in shopper sees
 * their points and their coupons as checkboxes carrying the coupon's account id: ticking or
 * unticking calls ApplyLoyaltyCoupon, and a failure shows its errorMessage and puts the tick back.
 * The voucher-create link turns points into a coupon ('Creating voucher...' while it runs, 'Something
 * went wrong, please try again later' when it fails). A guest is asked to sign in.
 */
export function LoyaltyVouchers({ view: initial }: LoyaltyVouchersProps) {
  const t = useStrings();
  const [view, setView] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<{ couponId: string; message: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);

  if (!view.signedIn) {
    return (
      <section className="loyalty" id={LOYALTY_AREA_ID} aria-labelledby="loyalty-title">
        <h2 className="loyalty__title" id="loyalty-title">{t.loyaltyTitle}</h2>
        <OutcomeMessage notice={view.notice} className="loyalty__notice" />
        <p className="loyalty__intro">{t.loyaltySignInPrompt}</p>
        <a className="button button--secondary" href={view.signInUrl}>{t.signIn}</a>
      </section>
    );
  }

  const setApplied = (couponId: string, applied: boolean) =>
    setView((current) => (current.signedIn ? { ...current, coupons: current.coupons.map((c) => (c.couponId === couponId ? { ...c, applied } : c)) } : current));

  const onToggle = async (coupon: LoyaltyCouponView, checked: boolean) => {
    // One change at a time; the boxes stay focusable (a disabled box would drop the keyboard's focus).
    if (pending !== null) return;
    setApplied(coupon.couponId, checked);
    setPending(coupon.couponId);
    setCouponError(null);
    const api = await loadApi();
    const outcome = await api.applyLoyaltyCoupon(coupon.couponId, checked);
    setPending(null);
    if (!outcome.success) {
      setApplied(coupon.couponId, !checked);
      setCouponError({ couponId: coupon.couponId, message: outcome.errorMessage ?? t.genericError });
      return;
    }
    api.announceBasketChanged();
  };

  const onCreate = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (creating) return;
    // Read before any await: React's event no longer has its target afterwards.
    const href = event.currentTarget.getAttribute('href') ?? LOYALTY_URLS.createLoyaltyVoucher;
    setCreating(true);
    setCreateError(null);
    const api = await loadApi();
    const next = await api.createLoyaltyVoucher(href);
    setCreating(false);
    if (next === null) {
      setCreateError(t.voucherCreationFailed);
      return;
    }
    setView(next);
    setCouponError(null);
    api.announceBasketChanged();
  };

  return (
    <section className="loyalty" id={LOYALTY_AREA_ID} aria-labelledby="loyalty-title">
      <h2 className="loyalty__title" id="loyalty-title">{t.loyaltyTitle}</h2>
      <OutcomeMessage notice={view.notice} className="loyalty__notice" />
      <p className="loyalty__points">
        {interpolate(t.loyaltyPoints, { points: view.points })}
        {!view.canCreateVoucher && <> {interpolate(t.loyaltyNextVoucher, { points: view.pointsToNextVoucher, value: view.voucherValue })}</>}
      </p>
      {view.coupons.length === 0 ? (
        <p className="loyalty__empty">{t.loyaltyNoCoupons}</p>
      ) : (
        <fieldset className="loyalty__coupons" aria-busy={pending !== null || undefined}>
          <legend className="loyalty__legend">{t.loyaltyCouponsLegend}</legend>
          {view.coupons.map((coupon) => {
            const id = `loyalty-coupon-${coupon.couponId}`;
            const failed = couponError?.couponId === coupon.couponId;
            return (
              <div className="loyalty__coupon" key={coupon.couponId}>
                <input type="checkbox" className="loyalty__checkbox" id={id} name="couponId" value={coupon.couponId}
                  data-account-id={coupon.couponId} checked={coupon.applied} aria-disabled={pending !== null || undefined}
                  aria-describedby={failed ? COUPON_ERROR_ID : undefined} aria-invalid={failed || undefined}
                  onChange={(e) => void onToggle(coupon, e.currentTarget.checked)} />
                <label htmlFor={id}>{interpolate(t.loyaltyCouponLabel, { value: coupon.value, label: coupon.label })}</label>
              </div>
            );
          })}
        </fieldset>
      )}
      <div className="loyalty__error-slot" id={COUPON_ERROR_ID} role="alert">{couponError?.message}</div>
      {view.canCreateVoucher && (
        <p className="loyalty__create">
          <a className="button button--secondary loyalty__create-link" href={LOYALTY_URLS.createLoyaltyVoucher} aria-disabled={creating || undefined}
            aria-describedby={createError !== null ? CREATE_ERROR_ID : undefined} onClick={(e) => void onCreate(e)}>
            {creating ? t.creatingVoucher : interpolate(t.loyaltyCreateVoucher, { value: view.voucherValue, points: view.pointsPerVoucher })}
          </a>
        </p>
      )}
      <div className="loyalty__error-slot" id={CREATE_ERROR_ID} role="alert">{createError}</div>
    </section>
  );
}
