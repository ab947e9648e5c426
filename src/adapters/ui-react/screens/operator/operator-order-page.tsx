import type { ReactNode } from 'react';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { OperatorConsoleNav } from './operator-console-nav.js';
import { OperatorOrderActions } from './operator-order-actions.js';
import type { OperatorOrderPageView } from './operator-order-page.view.js';

/** What the last action did, shown once after its redirect. */
export interface OrderPageNotice {
  kind: 'done' | 'problem';
  text: string;
}

/** The console's frame of an order page: the navigation, and the notice of the last action. */
export interface OrderPageFrame {
  isAdmin: boolean;
  token: string;
  notice: OrderPageNotice | null;
}

function Facts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className="console-order__facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ notice, t }: { notice: OrderPageNotice | null; t: OperatorConsoleStrings }) {
  if (notice === null) return null;
  if (notice.kind === 'done') return <p className="account-page__notice console-order__notice" role="status">{notice.text}</p>;
  return (
    <div className="error-summary" role="alert" aria-labelledby="order-problem-title">
      <h2 className="error-summary__title" id="order-problem-title">{t.problemTitle}</h2>
      <p className="error-summary__message">{notice.text}</p>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="console-order__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One order in the console: its lines and what happened to each, its amounts and payment ledger,
 * the shopper, the delivery, the payment with its attempts and modifications, the parcels, the
 * actions the operator's role allows, and the timeline of everything, newest first.
 */
export function OperatorOrderPage({ view, frame, t, returns }: { view: OperatorOrderPageView; frame: OrderPageFrame; t: OperatorConsoleStrings; returns?: ReactNode }) {
  return (
    <div className="console-order">
      <OperatorConsoleNav view={{ current: 'orders', isAdmin: frame.isAdmin, token: frame.token }} t={t} />
      <h1 className="account-page__title">{view.title}</h1>
      <p>{view.placed}</p>
      <ul className="console-order__statuses">{view.statuses.map((s) => <li key={s}>{s}</li>)}</ul>
      <Notice notice={frame.notice} t={t} />
      <Section id="order-lines" title={t.orderLinesTitle}>
        <div className="console-order__scroll">
          <table className="console-order__table">
            <thead>
              <tr>
                {[t.lineNumber, t.lineProduct, t.lineSize, t.lineSku, t.lineQuantity, t.lineUnitPrice, t.lineTotal, t.lineDispatched, t.lineDelivered, t.lineCancelled, t.lineRefunded]
                  .map((h) => <th key={h} scope="col">{h}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.lines.map((l) => (
                <tr key={l.position}>
                  <td>{l.position}</td><td>{l.product}</td><td>{l.size}</td><td>{l.sku}</td><td>{l.quantity}</td><td>{l.unitPrice}</td>
                  <td>{l.lineTotal}</td><td>{l.dispatched}</td><td>{l.delivered}</td><td>{l.cancelled}</td><td>{l.refunded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <div className="console-order__columns">
        <Section id="order-amounts" title={t.orderAmountsTitle}>
          <Facts facts={view.amounts} />
          {view.ledger === null ? <p>{t.amountNoLedger}</p> : <Facts facts={view.ledger} />}
        </Section>
        <Section id="order-shopper" title={t.orderShopperTitle}>
          <Facts facts={view.shopper} />
        </Section>
        <Section id="order-delivery" title={t.orderDeliveryTitle}>
          <Facts facts={view.delivery} />
        </Section>
      </div>
      <OperatorOrderActions reference={view.reference} view={view.actions} t={t} />
      <Section id="order-shipments" title={t.orderShipmentsTitle}>
        {view.shipments.length === 0 ? <p>{t.noShipments}</p> : (
          <ul className="console-order__shipments">
            {view.shipments.map((s) => (
              <li key={s.id}>
                <h3>{s.title}</h3>
                <Facts facts={[{ label: t.shipmentCarrier, value: s.carrier }, { label: t.shipmentTracking, value: s.trackingNumber }]} />
                {s.trackingUrl !== null && <p><a href={s.trackingUrl} rel="noreferrer noopener" target="_blank">{s.trackingLabel}</a></p>}
                <p>{s.dispatched}</p>
                <p>{s.delivered}</p>
                <p>{t.shipmentContents}: {s.contents.join(', ')}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {returns}
      <Section id="order-payment" title={t.orderPaymentTitle}>
        <Facts facts={view.payment} />
        {view.attempts.length > 0 && (
          <div className="console-order__scroll">
            <table className="console-order__table">
              <caption>{t.attemptsTitle}</caption>
              <thead><tr>{[t.attemptTime, t.attemptResult, t.paymentReference, t.attemptProblem].map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
              <tbody>
                {view.attempts.map((a, i) => <tr key={i}><td>{a.when}</td><td>{a.result}</td><td>{a.reference}</td><td>{a.problem}</td></tr>)}
              </tbody>
            </table>
          </div>
        )}
        {view.modifications.length > 0 && (
          <div className="console-order__scroll">
            <table className="console-order__table">
              <caption>{t.modificationsTitle}</caption>
              <thead><tr>{[t.attemptTime, t.modificationAction, t.modificationAmount, t.modificationState, t.paymentReference].map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
              <tbody>
                {view.modifications.map((m, i) => <tr key={i}><td>{m.when}</td><td>{m.action}</td><td>{m.amount}</td><td>{m.state}</td><td>{m.reference}</td></tr>)}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="order-timeline" title={t.orderTimelineTitle}>
        <div className="console-order__scroll">
          <table className="console-order__table console-order__timeline">
            <thead><tr>{[t.timelineWhen, t.timelineWho, t.timelineWhat].map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
            <tbody>
              {view.timeline.map((row, i) => (
                <tr key={i}><td><time dateTime={row.iso}>{row.when}</time></td><td>{row.who}</td><td>{row.what}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}

/** An order page that cannot be shown (an order number the shop does not know, a role without the action): the console's frame and a clear message. */
export function OperatorOrderUnavailable({ title, message, frame, t }: { title: string; message: string; frame: OrderPageFrame; t: OperatorConsoleStrings }) {
  return (
    <div className="console-order">
      <OperatorConsoleNav view={{ current: 'orders', isAdmin: frame.isAdmin, token: frame.token }} t={t} />
      <h1 className="account-page__title">{title}</h1>
      <p>{message}</p>
      <p><a href="/operator/orders">{t.navOrders}</a></p>
    </div>
  );
}
