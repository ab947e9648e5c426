import type { FulfilmentStatus } from '../../../../domain/orders/fulfilment.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { OrderFulfilmentView } from './order-fulfilment.view.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

const STATUS_TEXT: Readonly<Record<FulfilmentStatus, keyof TranslatableStrings>> = {
  'awaiting-dispatch': 'fulfilmentAwaitingDispatch',
  'partly-dispatched': 'fulfilmentPartlyDispatched',
  dispatched: 'fulfilmentDispatched',
  delivered: 'fulfilmentDelivered',
  cancelled: 'fulfilmentCancelled',
};

/**
 * Where a paid order's goods are, on the shopper's order page: the status, each parcel with its
 * carrier, tracking number and a link to the carrier's tracking page (a new tab), delivered or on
 * its way, and the items cancelled. Server-rendered, no script.
 */
export function OrderFulfilment({ view }: { view: OrderFulfilmentView }) {
  const t = useStrings();
  const size = (s: string | null) => (s === null ? '' : `, ${interpolate(t.confirmationSize, { size: sizeShown(s, t.sizeOneSize) })}`);
  return (
    <section aria-labelledby="order-fulfilment" className="order-fulfilment">
      <h2 id="order-fulfilment">{t.confirmationFulfilment}</h2>
      <p className={`order-fulfilment__status order-fulfilment__status--${view.status}`}>{t[STATUS_TEXT[view.status]]}</p>
      {view.shipments.length > 0 && (
        <ol className="order-fulfilment__shipments">
          {view.shipments.map((s, i) => {
            const number = String(i + 1);
            return (
              <li key={i} className="order-fulfilment__shipment" aria-labelledby={`shipment-${number}`}>
                <h3 id={`shipment-${number}`}>{interpolate(t.shipmentTitle, { number })}</h3>
                <p>{interpolate(t.shipmentSentOn, { date: s.sentOn, carrier: s.carrierName })}</p>
                <p className={s.deliveredOn === null ? 'order-fulfilment__on-its-way' : 'order-fulfilment__delivered'}>
                  {s.deliveredOn === null ? t.shipmentOnItsWay : interpolate(t.shipmentDeliveredOn, { date: s.deliveredOn })}
                </p>
                <dl>
                  <dt>{t.shipmentTrackingNumber}</dt>
                  <dd className="order-fulfilment__tracking-number">{s.trackingNumber}</dd>
                </dl>
                {s.trackingUrl !== null && (
                  <p>
                    <a className="order-fulfilment__track" href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {interpolate(t.shipmentTrack, { number, carrier: s.carrierName })}
                    </a>
                  </p>
                )}
                <ul>
                  {s.lines.map((l, j) => <li key={j}>{l.name}{size(l.size)}, {interpolate(t.confirmationQuantity, { quantity: String(l.quantity) })}</li>)}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      {view.cancelled.length > 0 && (
        <div className="order-fulfilment__cancelled">
          <h3>{t.cancelledItemsTitle}</h3>
          <p>{t.cancelledItemsIntro}</p>
          <ul>
            {view.cancelled.map((l, j) => <li key={j}>{l.name}{size(l.size)}, {interpolate(t.confirmationQuantity, { quantity: String(l.quantity) })}</li>)}
          </ul>
        </div>
      )}
    </section>
  );
}
