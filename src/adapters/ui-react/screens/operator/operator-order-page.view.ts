import type { OperatorOrder } from '../../../../application/orders/view-order-for-operator.use-case.js';
import { CARRIERS, carrierByCode, trackingUrlOf } from '../../../../domain/orders/carriers.js';
import { remainingOf, type FulfilmentStatus } from '../../../../domain/orders/fulfilment.js';
import type { OrderStatus } from '../../../../domain/orders/order.js';
import { capturableMinor, refundableMinor } from '../../../../domain/orders/payment-ledger.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { orderMoneyFormatter } from '../../parts/orders/order-money.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { toOrderActionsView, type OrderActionsView } from './operator-order-actions.view.js';
import { toTimelineRows, type TimelineRowView } from './operator-order-timeline.view.js';

/** A label and its value, for the page's description lists. */
interface Fact {
  label: string;
  value: string;
}

interface LineRowView {
  position: number;
  product: string;
  size: string;
  sku: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  dispatched: number;
  delivered: number;
  cancelled: number;
  refunded: string;
}

interface ShipmentRowView {
  id: string;
  title: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  trackingLabel: string;
  dispatched: string;
  delivered: string;
  contents: string[];
}

interface ModificationRowView {
  action: string;
  amount: string;
  state: string;
  reference: string;
  when: string;
}

/** Everything the order page shows, worded, JSON-safe. */
export interface OperatorOrderPageView {
  reference: string;
  title: string;
  placed: string;
  statuses: string[];
  lines: LineRowView[];
  amounts: Fact[];
  /** What the payment ledger says; null for an order never paid. */
  ledger: Fact[] | null;
  shopper: Fact[];
  delivery: Fact[];
  payment: Fact[];
  attempts: { when: string; result: string; reference: string; problem: string }[];
  modifications: ModificationRowView[];
  shipments: ShipmentRowView[];
  timeline: TimelineRowView[];
  actions: OrderActionsView;
}

/** What the operator may do, and what the forms need from the request. */
export interface OrderPageContext {
  t: OperatorConsoleStrings;
  /** The console's language (the site the console is served on). */
  locale: string;
  mayFulfil: boolean;
  mayMoveMoney: boolean;
  token: string;
  /** A new idempotency key for each form shown. */
  newKey: () => string;
}

const STATUS_WORDS = (t: OperatorConsoleStrings): Readonly<Record<OrderStatus, string>> => ({
  pending: t.statusPending, paid: t.statusPaid, refused: t.statusRefused, cancelled: t.statusCancelled, expired: t.statusExpired,
});

const FULFILMENT_WORDS = (t: OperatorConsoleStrings): Readonly<Record<FulfilmentStatus, string>> => ({
  'awaiting-dispatch': t.fulfilmentAwaitingDispatch, 'partly-dispatched': t.fulfilmentPartlyDispatched, 'dispatched': t.fulfilmentDispatched,
  'delivered': t.fulfilmentDelivered, 'cancelled': t.fulfilmentCancelled,
});

/** Units of each line the refunds cover: done, and still waiting for the provider. */
function refundedUnits(seen: OperatorOrder): Map<number, { done: number; waiting: number }> {
  const units = new Map<number, { done: number; waiting: number }>();
  for (const m of seen.modifications) {
    if (m.kind !== 'refund' || m.state === 'failed') continue;
    for (const l of m.lines) {
      const count = units.get(l.position) ?? { done: 0, waiting: 0 };
      if (m.state === 'succeeded') count.done += l.quantity;
      else count.waiting += l.quantity;
      units.set(l.position, count);
    }
  }
  return units;
}

function deliveryFacts(t: OperatorConsoleStrings, seen: OperatorOrder): Fact[] {
  const { delivery, details } = seen.order;
  const a = details.deliveryAddress;
  const address = [`${a.firstName} ${a.lastName}`.trim(), a.line1, a.apartment, a.line2, a.city, a.stateOrProvince, a.postcode, a.countryCode].filter((p) => p !== '').join(', ');
  const method = delivery.pickupPoint !== null
    ? interpolate(t.deliveryPickup, { network: delivery.pickupPoint.network })
    : { 'standard': t.deliveryStandard, 'express': t.deliveryExpress, 'nominated-day': t.deliveryNominatedDay }[delivery.kind as 'standard' | 'express' | 'nominated-day'] ?? delivery.kind;
  return [
    { label: t.deliveryMethod, value: method },
    ...(delivery.pickupPoint === null ? [] : [{ label: t.deliveryPickupPoint, value: [delivery.pickupPoint.name, ...delivery.pickupPoint.addressLines].join(', ') }]),
    { label: t.deliveryAddress, value: address },
    ...(delivery.statedDay === '' ? [] : [{ label: t.deliveryDay, value: delivery.statedDay }]),
    ...(delivery.safePlaceInstructions === '' ? [] : [{ label: t.deliveryInstructions, value: delivery.safePlaceInstructions }]),
  ];
}

/** The order page's view of an order, in the console's words; amounts as the order's site writes them. */
export function toOperatorOrderPageView(seen: OperatorOrder, context: OrderPageContext): OperatorOrderPageView {
  const { t, locale } = context;
  const { order, fulfilment, ledger } = seen;
  const money = orderMoneyFormatter(order.siteCode);
  const clock = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' });
  const time = (at: Date): string => clock.format(at);
  const minor = (amountMinor: number): string => money({ amountMinor, currency: order.total.currency });
  const refunded = refundedUnits(seen);
  const address = order.details.deliveryAddress;
  return {
    reference: order.reference,
    title: interpolate(t.orderTitle, { reference: order.reference }),
    placed: interpolate(t.orderPlacedOn, { when: time(order.createdAt), site: order.siteCode }),
    statuses: [
      interpolate(t.orderPaymentStatus, { status: STATUS_WORDS(t)[order.status] }),
      ...(order.status === 'paid' ? [interpolate(t.orderFulfilmentStatus, { status: FULFILMENT_WORDS(t)[fulfilment.status] })] : []),
    ],
    lines: order.lines.map((line, position) => {
      const units = fulfilment.lines.find((l) => l.position === position);
      const r = refunded.get(position) ?? { done: 0, waiting: 0 };
      return {
        position,
        product: line.giftVoucher === null ? line.productName : `${line.productName} (${interpolate(t.giftVoucherLine, { name: line.giftVoucher.recipientName })})`,
        size: line.sizeLabel ?? '',
        sku: line.stockId,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        lineTotal: money(line.lineTotal),
        dispatched: units?.dispatched ?? 0,
        delivered: units?.delivered ?? 0,
        cancelled: units?.cancelled ?? 0,
        refunded: r.waiting === 0 ? String(r.done) : `${r.done} (+${r.waiting} ${t.modificationRequested})`,
      };
    }),
    amounts: [
      { label: t.amountSubtotal, value: money(order.subtotal) },
      { label: t.amountDelivery, value: money(order.deliveryPrice) },
      ...order.reductions.map((r) => ({ label: interpolate(t.amountReduction, { label: r.kind === 'coupon' ? r.label : r.code }), value: `−${money(r.amount)}` })),
      { label: t.amountTotal, value: money(order.total) },
    ],
    ledger: ledger === null ? null : [
      { label: t.amountAuthorised, value: minor(ledger.authorisedMinor) },
      { label: t.amountCaptured, value: minor(ledger.capturedMinor) },
      { label: t.amountRefunded, value: minor(ledger.refundedMinor) },
      { label: t.amountRemaining, value: minor(refundableMinor(ledger)) },
      ...(ledger.releasedMinor === 0 ? [] : [{ label: t.amountReleased, value: minor(ledger.releasedMinor) }]),
      ...(ledger.captureReservedMinor + ledger.refundReservedMinor + ledger.releaseReservedMinor === 0
        ? []
        : [{ label: t.amountInProgress, value: minor(ledger.captureReservedMinor + ledger.refundReservedMinor + ledger.releaseReservedMinor) }]),
    ],
    shopper: [
      { label: t.shopperName, value: `${address.firstName} ${address.lastName}`.trim() },
      { label: t.shopperEmail, value: order.details.email },
      { label: t.shopperPhone, value: address.phone },
      { label: t.shopperAccount, value: order.shopperId === null ? t.shopperGuest : interpolate(t.shopperHasAccount, { id: order.shopperId }) },
    ],
    delivery: deliveryFacts(t, seen),
    payment: [
      { label: t.paymentMethod, value: order.paymentMethod ?? '—' },
      { label: t.paymentReference, value: order.pspReference ?? '—' },
    ],
    attempts: seen.attempts.map((a) => ({ when: time(a.recordedAt), result: a.resultCode ?? t.attemptNoAnswer, reference: a.pspReference ?? '—', problem: a.failure ?? '' })),
    modifications: seen.modifications.map((m) => ({
      action: { capture: t.modificationCapture, cancel: t.modificationCancel, refund: t.modificationRefund, release: t.modificationRelease }[m.kind],
      amount: money(m.amount),
      state: m.state === 'succeeded' ? t.modificationSucceeded
        : m.state === 'failed' ? interpolate(t.modificationFailed, { reason: m.failureReason ?? '' })
          : m.providerReference === null ? t.modificationNotSent : t.modificationRequested,
      reference: m.providerReference ?? '—',
      when: time(m.requestedAt),
    })),
    shipments: fulfilment.shipments.map((s, index) => {
      const carrier = carrierByCode(s.carrierCode);
      const name = carrier?.name ?? s.carrierCode;
      return {
        id: s.id,
        title: interpolate(t.shipmentNumber, { number: index + 1 }),
        carrier: name,
        trackingNumber: s.trackingNumber,
        trackingUrl: carrier === null ? null : trackingUrlOf(carrier, s.trackingNumber),
        trackingLabel: interpolate(t.trackParcel, { number: index + 1, carrier: name }),
        dispatched: interpolate(t.shipmentDispatched, { when: time(s.dispatchedAt), who: s.createdBy }),
        delivered: s.deliveredAt === null ? t.shipmentOnItsWay : interpolate(t.shipmentDelivered, { when: time(s.deliveredAt) }),
        contents: s.lines.map((l) => interpolate(t.shipmentLine, { quantity: l.quantity, product: order.lines[l.position]?.productName ?? String(l.position) })),
      };
    }),
    timeline: toTimelineRows({ t, time, money }, seen.timeline),
    actions: toOrderActionsView(seen, {
      ...context, money, carriers: CARRIERS.map((c) => ({ code: c.code, name: c.name })),
      remaining: fulfilment.lines.map((l) => ({ position: l.position, remaining: remainingOf(l) })),
      capturable: ledger === null || order.status !== 'paid' ? 0 : capturableMinor(ledger),
      refundable: ledger === null ? 0 : refundableMinor(ledger),
      refunded: new Map([...refunded].map(([position, r]) => [position, r.done + r.waiting])),
    }),
  };
}
