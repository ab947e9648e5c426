import type { ReturnProgress, ReturnReason } from '../../../../domain/orders/returns.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { RECEIVED_UNITS_FIELD, type OperatorOrderReturnsView } from './operator-order-returns.view.js';
import { ORDER_FORM_FIELDS } from './operator-order-paths.js';
import { ANTI_FORGERY_FIELD } from './operator-sign-in-page.js';

const STATE_TEXT: Readonly<Record<ReturnProgress, keyof OperatorConsoleStrings>> = {
  requested: 'returnStateRequested',
  received: 'returnStateReceived',
  'refund-pending': 'returnStateRefundPending',
  refunded: 'returnStateRefunded',
  closed: 'returnStateClosed',
};

const REASON_TEXT: Readonly<Record<ReturnReason, keyof OperatorConsoleStrings>> = {
  'doesnt-fit': 'returnReasonDoesntFit',
  'not-as-pictured': 'returnReasonNotAsPictured',
  faulty: 'returnReasonFaulty',
  'changed-mind': 'returnReasonChangedMind',
  'arrived-late': 'returnReasonArrivedLate',
  other: 'returnReasonOther',
};

/**
 * The return section of the console's order page: each return with its reason, lines (units asked
 * back and received) and state, and the forms the operator's role allows in that state: the units
 * found in the parcel (`fulfil`), the refund of those units (`money`, with the idempotency key
 * made when the page was shown, so a second press is the same refund), closing it without a
 * refund (`fulfil`). Plain form posts with the anti-forgery token; each comes back to the order
 * page with what it did.
 */
export function OperatorOrderReturns({ view, t }: { view: OperatorOrderReturnsView; t: OperatorConsoleStrings }) {
  return (
    <section className="console-order__section console-returns" aria-labelledby="order-returns">
      <h2 id="order-returns">{t.returnsTitle}</h2>
      {view.returns.length === 0 && <p>{t.returnsNone}</p>}
      {view.returns.map((r) => (
        <article key={r.id} className="console-returns__return" aria-labelledby={`return-${r.id}`}>
          <h3 id={`return-${r.id}`}>{r.reference} <span className={`console-returns__state console-returns__state--${r.progress}`}>{t[STATE_TEXT[r.progress]]}</span></h3>
          <p>{`${t.returnReasonLabel}: ${t[REASON_TEXT[r.reason]]}`}</p>
          <p>{interpolate(t.returnRequestedBy, { date: r.requestedOn, by: r.requestedBy })}</p>
          {r.receivedOn !== null && <p>{interpolate(t.returnReceivedBy, { date: r.receivedOn, by: r.receivedBy ?? '' })}</p>}
          {r.refundAmount !== null && (r.progress === 'refund-pending' || r.progress === 'refunded') && <p>{interpolate(t.returnRefundAmount, { amount: r.refundAmount })}</p>}
          <div className="console-order__scroll">
            <table className="console-order__table">
              <thead>
                <tr><th scope="col">{t.returnLineItem}</th><th scope="col">{t.returnLineAsked}</th><th scope="col">{t.returnLineReceived}</th></tr>
              </thead>
              <tbody>
                {r.lines.map((l) => (
                  <tr key={l.position}><th scope="row">{l.item}</th><td>{l.quantity}</td><td>{l.received ?? '–'}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
          {r.receive !== null && (
            <form className="console-order__form" method="post" action={r.receive.action}>
              <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
              <fieldset className="console-returns__fieldset">
                <legend>{interpolate(t.returnReceiveLegend, { reference: r.reference })}</legend>
                {r.lines.map((l) => {
                  const id = `return-${r.id}-${RECEIVED_UNITS_FIELD}${l.position}`;
                  return (
                    <div className="form-field" key={l.position}>
                      <label className="form-field__label" htmlFor={id}>{interpolate(t.returnReceiveQuantity, { item: l.item })}</label>
                      <input className="form-field__input console-order__units" id={id} name={`${RECEIVED_UNITS_FIELD}${l.position}`} type="number"
                        inputMode="numeric" min={0} max={l.quantity} step={1} defaultValue={l.quantity} />
                    </div>
                  );
                })}
              </fieldset>
              <button className="button button--primary" type="submit">{t.returnReceiveSubmit}</button>
            </form>
          )}
          {r.refund !== null && r.refundAmount !== null && (
            <form className="console-order__form" method="post" action={r.refund.action}>
              <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
              <input type="hidden" name={ORDER_FORM_FIELDS.idempotencyKey} value={r.refund.key} />
              <button className="button button--primary" type="submit">{interpolate(t.returnRefundSubmit, { amount: r.refundAmount })}</button>
            </form>
          )}
          {r.close !== null && (
            <form className="console-order__form" method="post" action={r.close.action}>
              <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
              <button className="button button--secondary" type="submit">{t.returnCloseSubmit}</button>
            </form>
          )}
        </article>
      ))}
    </section>
  );
}
