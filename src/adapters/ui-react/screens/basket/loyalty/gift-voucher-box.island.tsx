import { useRef, useState, type FormEvent } from 'react';
import { interpolate } from '../../../runtime/i18n/interpolate.js';
import { useStrings } from '../../../runtime/i18n/strings-context.js';
import { GIFT_VOUCHER_BOX_ID, LOYALTY_URLS } from './loyalty-urls.js';
import type { AppliedGiftVoucherView, GiftVoucherBoxView } from './loyalty.view.js';

/** The calls, loaded on the first submit. */
const loadApi = () => Promise.all([import('./gift-voucher-api.client.js'), import('./loyalty-api.client.js')]);

export interface GiftVoucherBoxProps {
  view: GiftVoucherBoxView;
}

/** The hidden field the plain forms carry the anti-forgery token in. */
const ANTI_FORGERY_INPUT_NAME = 'RequestVerificationToken';
const INPUT_ID = 'gift-voucher-code';
const HINT_ID = 'gift-voucher-code-hint';
const ERROR_ID = 'gift-voucher-code-error';
/** The most characters the box takes (the server's limit on a typed code). */
const MAX_CODE_LENGTH = 64;

/**
 * The gift voucher code box of the basket page: an empty code shows 'Please enter a voucher code'
 * (spec section 5) without asking the server; a refused code shows the server's reason beside the
 * field, announced and tied to it by aria-describedby; applied vouchers are listed, each with a
 * remove button. Without JavaScript the same forms post and come back to the basket.
 */
export function GiftVoucherBox({ view }: GiftVoucherBoxProps) {
  const t = useStrings();
  const input = useRef<HTMLInputElement>(null);
  const [vouchers, setVouchers] = useState<AppliedGiftVoucherView[]>(view.vouchers);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(view.notice?.kind === 'error' ? view.notice.text : null);
  const [status, setStatus] = useState<string>(view.notice?.kind === 'success' ? view.notice.text : '');
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    setStatus('');
    input.current?.focus();
  };

  const onApply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (code.replace(/[\s-]/g, '') === '') {
      fail(t.enterVoucherCode);
      return;
    }
    setBusy(true);
    const [{ applyGiftVoucher }, { announceBasketChanged }] = await loadApi();
    const outcome = await applyGiftVoucher(code);
    setBusy(false);
    if (!outcome.success) {
      fail(outcome.message ?? t.genericError);
      return;
    }
    setVouchers(outcome.vouchers);
    setCode('');
    setError(null);
    const added = outcome.vouchers.find((v) => v.code === outcome.code);
    setStatus(interpolate(t.giftVoucherAdded, { code: added?.display ?? outcome.code }));
    announceBasketChanged();
  };

  const onRemove = async (event: FormEvent<HTMLFormElement>, voucher: AppliedGiftVoucherView) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const [{ removeGiftVoucher }, { announceBasketChanged }] = await loadApi();
    const outcome = await removeGiftVoucher(voucher.code);
    setBusy(false);
    if (!outcome.success) {
      fail(outcome.message ?? t.genericError);
      return;
    }
    setVouchers(outcome.vouchers);
    setError(null);
    setStatus(interpolate(t.giftVoucherRemoved, { code: voucher.display }));
    input.current?.focus();
    announceBasketChanged();
  };

  const describedBy = error !== null ? `${HINT_ID} ${ERROR_ID}` : HINT_ID;
  return (
    <section className="gift-voucher" id={GIFT_VOUCHER_BOX_ID} aria-labelledby="gift-voucher-title">
      <h2 className="gift-voucher__title" id="gift-voucher-title">{t.giftVoucherTitle}</h2>
      <form className="gift-voucher__form" method="post" action={LOYALTY_URLS.applyGiftVoucherForm} noValidate onSubmit={(e) => void onApply(e)}>
        <input type="hidden" name={ANTI_FORGERY_INPUT_NAME} value={view.token} />
        <div className={`form-field${error !== null ? ' form-field--error' : ''}`}>
          <label className="form-field__label" htmlFor={INPUT_ID}>{t.giftVoucherCodeLabel}</label>
          <p className="form-field__hint" id={HINT_ID}>{t.giftVoucherCodeHint}</p>
          <p className="form-field__error" id={ERROR_ID} role="alert">{error}</p>
          <div className="gift-voucher__row">
            <input ref={input} className="form-field__input gift-voucher__input" id={INPUT_ID} name="code" type="text" autoComplete="off"
              autoCapitalize="characters" spellCheck={false} maxLength={MAX_CODE_LENGTH} value={code} aria-invalid={error !== null || undefined}
              aria-describedby={describedBy} onChange={(e) => setCode(e.currentTarget.value)} />
            <button type="submit" className="button button--primary" aria-busy={busy || undefined}>{t.giftVoucherApply}</button>
          </div>
        </div>
      </form>
      <p className="gift-voucher__status" role="status">{status}</p>
      {vouchers.length > 0 && (
        <>
          <h3 className="gift-voucher__applied-title">{t.giftVoucherAppliedHeading}</h3>
          <ul className="gift-voucher__list">
            {vouchers.map((voucher) => (
              <li className="gift-voucher__item" key={voucher.code} data-voucher-code={voucher.code}>
                <span>{interpolate(t.giftVoucherBalance, { code: voucher.display, balance: voucher.balance })}</span>
                <form method="post" action={LOYALTY_URLS.removeGiftVoucherForm} onSubmit={(e) => void onRemove(e, voucher)}>
                  <input type="hidden" name={ANTI_FORGERY_INPUT_NAME} value={view.token} />
                  <input type="hidden" name="code" value={voucher.code} />
                  <button type="submit" className="button button--secondary gift-voucher__remove"
                    aria-label={interpolate(t.giftVoucherRemoveLabel, { code: voucher.display })}>{t.giftVoucherRemove}</button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
