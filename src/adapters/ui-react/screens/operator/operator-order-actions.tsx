import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import type { OrderActionsView } from './operator-order-actions.view.js';
import { ORDER_FORM_FIELDS as F, operatorOrderActionPath, shipmentDeliveredPath } from './operator-order-paths.js';
import { ANTI_FORGERY_FIELD } from './operator-sign-in-page.js';

interface UnitsFieldView {
  position: number;
  label: string;
  max: number;
}

/** A number field per line: how many of its units the action takes. */
function UnitsFields({ prefix, lines, initial }: { prefix: string; lines: readonly UnitsFieldView[]; initial: 'max' | 0 }) {
  return (
    <>
      {lines.map((l) => (
        <div className="form-field" key={l.position}>
          <label className="form-field__label" htmlFor={`${prefix}${l.position}`}>{l.label}</label>
          <input className="form-field__input console-order__units" id={`${prefix}${l.position}`} name={`${prefix}${l.position}`} type="number"
            inputMode="numeric" min={0} max={l.max} step={1} defaultValue={initial === 'max' ? l.max : 0} />
        </div>
      ))}
    </>
  );
}

/** The hidden fields every action form carries: the anti-forgery token, and the key that makes a second press the same action. */
function Hidden({ token, idempotencyKey }: { token: string; idempotencyKey?: string }) {
  return (
    <>
      <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />
      {idempotencyKey !== undefined && <input type="hidden" name={F.idempotencyKey} value={idempotencyKey} />}
    </>
  );
}

/**
 * The actions the operator's role allows on this order, each a plain form post (no script) that
 * comes back to the order page with what happened.
 */
export function OperatorOrderActions({ reference, view, t }: { reference: string; view: OrderActionsView; t: OperatorConsoleStrings }) {
  const { token } = view;
  const any = view.dispatch !== null || view.deliver.length > 0 || view.cancelLines !== null || view.capture !== null
    || view.cancelPayment !== null || view.refund !== null || view.retry.length > 0;
  if (!any) return null;
  return (
    <section className="console-order__section console-order__actions" aria-labelledby="order-actions">
      <h2 id="order-actions">{t.orderActionsTitle}</h2>
      <p>{t.actionKeyboardHint}</p>
      {view.dispatch !== null && (
        <form className="console-order__form" method="post" action={operatorOrderActionPath(reference, 'dispatch')} aria-labelledby="dispatch-title">
          <h3 id="dispatch-title">{t.dispatchTitle}</h3>
          <Hidden token={token} idempotencyKey={view.dispatch.key} />
          <div className="form-field">
            <label className="form-field__label" htmlFor="dispatch-carrier">{t.dispatchCarrier}</label>
            <select className="form-field__input" id="dispatch-carrier" name={F.carrier}>
              {view.dispatch.carriers.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </select>
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor="dispatch-tracking">{t.dispatchTracking}</label>
            <input className="form-field__input" id="dispatch-tracking" name={F.trackingNumber} type="text" required maxLength={60} autoComplete="off" spellCheck={false} />
          </div>
          <UnitsFields prefix={F.dispatchUnits} lines={view.dispatch.lines} initial="max" />
          <button className="button button--primary" type="submit">{t.dispatchSubmit}</button>
        </form>
      )}
      {view.deliver.map((d) => (
        <form className="console-order__form console-order__form--inline" key={d.shipmentId} method="post" action={shipmentDeliveredPath(reference, d.shipmentId)}>
          <Hidden token={token} />
          <button className="button button--secondary" type="submit">{d.label}</button>
        </form>
      ))}
      {view.cancelLines !== null && (
        <form className="console-order__form" method="post" action={operatorOrderActionPath(reference, 'cancelLines')} aria-labelledby="cancel-lines-title">
          <h3 id="cancel-lines-title">{t.cancelLinesTitle}</h3>
          <Hidden token={token} idempotencyKey={view.cancelLines.key} />
          <UnitsFields prefix={F.cancelUnits} lines={view.cancelLines.lines} initial={0} />
          <button className="button button--secondary" type="submit">{t.cancelLinesSubmit}</button>
        </form>
      )}
      {view.capture !== null && (
        <form className="console-order__form" method="post" action={operatorOrderActionPath(reference, 'capture')} aria-labelledby="capture-title">
          <h3 id="capture-title">{t.captureTitle}</h3>
          <Hidden token={token} idempotencyKey={view.capture.key} />
          <div className="form-field">
            <label className="form-field__label" htmlFor="capture-amount">{view.capture.label}</label>
            <input className="form-field__input" id="capture-amount" name={F.amount} type="text" inputMode="decimal" autoComplete="off" />
          </div>
          <button className="button button--primary" type="submit">{t.captureSubmit}</button>
        </form>
      )}
      {view.cancelPayment !== null && (
        <form className="console-order__form" method="post" action={operatorOrderActionPath(reference, 'cancelPayment')} aria-labelledby="cancel-payment-title">
          <h3 id="cancel-payment-title">{t.cancelPaymentTitle}</h3>
          <Hidden token={token} idempotencyKey={view.cancelPayment.key} />
          <p>{view.cancelPayment.intro}</p>
          <button className="button button--secondary" type="submit">{t.cancelPaymentSubmit}</button>
        </form>
      )}
      {view.refund !== null && (
        <form className="console-order__form" method="post" action={operatorOrderActionPath(reference, 'refund')} aria-labelledby="refund-title">
          <h3 id="refund-title">{t.refundTitle}</h3>
          <Hidden token={token} idempotencyKey={view.refund.key} />
          <fieldset className="console-order__fieldset">
            <legend>{t.refundScope}</legend>
            <div className="console-order__choice">
              <input type="radio" id="refund-whole" name={F.refundScope} value="whole" defaultChecked />
              <label htmlFor="refund-whole">{view.refund.whole}</label>
            </div>
            <div className="console-order__choice">
              <input type="radio" id="refund-lines" name={F.refundScope} value="lines" />
              <label htmlFor="refund-lines">{t.refundByLines}</label>
            </div>
            <div className="console-order__choice">
              <input type="radio" id="refund-amount" name={F.refundScope} value="amount" />
              <label htmlFor="refund-amount">{t.refundByAmount}</label>
            </div>
          </fieldset>
          <UnitsFields prefix={F.refundUnits} lines={view.refund.lines} initial={0} />
          {view.refund.delivery !== null && (
            <div className="console-order__choice">
              <input type="checkbox" id="refund-delivery" name={F.refundDelivery} value="true" />
              <label htmlFor="refund-delivery">{view.refund.delivery}</label>
            </div>
          )}
          <div className="form-field">
            <label className="form-field__label" htmlFor="refund-amount-value">{view.refund.amountLabel}</label>
            <input className="form-field__input" id="refund-amount-value" name={F.amount} type="text" inputMode="decimal" autoComplete="off" />
          </div>
          <button className="button button--primary" type="submit">{t.refundSubmit}</button>
        </form>
      )}
      {view.retry.map((r) => (
        <form className="console-order__form console-order__form--inline" key={r.key} method="post" action={operatorOrderActionPath(reference, 'paymentRetry')}>
          <Hidden token={token} idempotencyKey={r.key} />
          <input type="hidden" name={F.retryKind} value={r.kind} />
          <button className="button button--secondary" type="submit">{r.label}</button>
        </form>
      ))}
    </section>
  );
}
