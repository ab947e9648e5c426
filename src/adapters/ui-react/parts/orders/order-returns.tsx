import type { ReturnReason } from '../../../../domain/orders/returns.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { RETURN_LINE_FIELD, RETURN_REQUEST_PATH, type OrderReturnsPartView, type ReturnStepView } from './order-returns.view.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

const ANTI_FORGERY_FIELD = 'RequestVerificationToken';
const SIGN_IN_PATH = '/account/signin';

const REASON_TEXT: Readonly<Record<ReturnReason, keyof TranslatableStrings>> = {
  'doesnt-fit': 'returnReasonDoesntFit',
  'not-as-pictured': 'returnReasonNotAsPictured',
  faulty: 'returnReasonFaulty',
  'changed-mind': 'returnReasonChangedMind',
  'arrived-late': 'returnReasonArrivedLate',
  other: 'returnReasonOther',
};

function stepText(s: ReturnStepView, t: TranslatableStrings): string {
  const date = s.date ?? '';
  switch (s.step) {
    case 'requested': return interpolate(t.returnStepRequested, { date });
    case 'received': return s.done ? interpolate(t.returnStepReceived, { date }) : t.returnStepAwaitingParcel;
    case 'refunded':
      if (s.done) return interpolate(t.returnStepRefunded, { date });
      return s.pending ? t.returnStepRefundPending : t.returnStepAwaitingRefund;
    case 'closed': return interpolate(t.returnStepClosed, { date });
  }
}

/**
 * The order page's returns: what the last request did (its reference and the instructions, or why
 * it was refused), each return with its steps (requested, received, refunded or closed), and the
 * form to ask for one: per line a choice of units up to what may be returned and until when, a
 * reason, posted as a plain form (no script) with the anti-forgery token. A viewer who may not
 * ask (an account's order, not signed in as it) gets a sign-in link instead.
 */
export function OrderReturns({ view }: { view: OrderReturnsPartView }) {
  const t = useStrings();
  const size = (s: string | null) => (s === null ? '' : `, ${interpolate(t.confirmationSize, { size: sizeShown(s, t.sizeOneSize) })}`);
  if (view.returns.length === 0 && view.form === null && !view.signInToReturn && view.problem === null) return null;
  return (
    <section aria-labelledby="order-returns" className="order-returns" id="returns">
      <h2 id="order-returns">{t.returnsTitle}</h2>
      {view.registered !== null && (
        <div className="order-returns__registered" role="status">
          <p><strong>{interpolate(t.returnRegistered, { reference: view.registered })}</strong></p>
          <p>{interpolate(t.returnInstructions, { reference: view.registered })}</p>
        </div>
      )}
      {view.problem !== null && (
        <div className="order-returns__problem" role="alert">
          <h3>{t.returnProblemTitle}</h3>
          <p>{view.problem}</p>
        </div>
      )}
      {view.returns.length > 0 && (
        <ol className="order-returns__list">
          {view.returns.map((r) => (
            <li key={r.reference} className="order-returns__return" aria-labelledby={`return-${r.reference}`}>
              <h3 id={`return-${r.reference}`}>{interpolate(t.returnTitle, { reference: r.reference })}</h3>
              <ul>
                {r.lines.map((l, j) => <li key={j}>{l.name}{size(l.size)}, {interpolate(t.confirmationQuantity, { quantity: String(l.quantity) })}</li>)}
              </ul>
              <ol className="order-returns__steps">
                {r.steps.map((s) => (
                  <li key={s.step} className={`order-returns__step order-returns__step--${s.done ? 'done' : 'to-come'}`}>{stepText(s, t)}</li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
      {view.form !== null && (
        <form className="order-returns__form" id="return-items" method="post" action={RETURN_REQUEST_PATH} aria-labelledby="return-items-title">
          <h3 id="return-items-title">{t.returnFormTitle}</h3>
          <p>{interpolate(t.returnFormIntro, { days: String(view.form.windowDays) })}</p>
          <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.form.token} />
          <input type="hidden" name="encryptedOrderId" value={view.form.encryptedOrderId} />
          {view.form.lines.map((l) => {
            const id = `${RETURN_LINE_FIELD}${l.position}`;
            const item = `${l.name}${size(l.size)}`;
            return (
              <p key={l.position} className="order-returns__line">
                <label htmlFor={id}>{interpolate(t.returnQuantityLabel, { item })}</label>
                <select id={id} name={id} defaultValue="0" aria-describedby={`${id}-until`}>
                  {Array.from({ length: l.max + 1 }, (_, n) => <option key={n} value={String(n)}>{n}</option>)}
                </select>
                <span id={`${id}-until`} className="order-returns__until">{interpolate(t.returnUntil, { date: l.until })}</span>
              </p>
            );
          })}
          <fieldset className="order-returns__reasons">
            <legend>{t.returnReasonLabel}</legend>
            {view.form.reasons.map((reason) => (
              <p key={reason}>
                <input type="radio" id={`return-reason-${reason}`} name="reason" value={reason} required />
                <label htmlFor={`return-reason-${reason}`}>{t[REASON_TEXT[reason]]}</label>
              </p>
            ))}
          </fieldset>
          <p><button className="button button--primary" type="submit">{t.returnSubmit}</button></p>
        </form>
      )}
      {view.signInToReturn && <p><a href={SIGN_IN_PATH}>{t.returnSignIn}</a></p>}
    </section>
  );
}
