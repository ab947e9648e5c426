import type { LineQuantity } from '../../../../domain/orders/fulfilment.js';
import { carrierByCode } from '../../../../domain/orders/carriers.js';
import type { OrderHistoryKind } from '../../../../domain/orders/order-history.js';
import type { EventDelivery, TimelineActor, TimelineEntry, TimelineWhat } from '../../../../domain/orders/order-timeline.js';
import type { ModificationBenefits } from '../../../../domain/orders/payment-modification.js';
import type { Money } from '../../../../domain/pricing/money.js';
import { assertNever } from '../../../../domain/shared/result.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';

/** One row of the timeline, worded. */
export interface TimelineRowView {
  /** ISO time, for the `<time>` element. */
  iso: string;
  when: string;
  who: string;
  what: string;
}

/** How the page writes times, amounts and an order's lines. */
export interface TimelineWords {
  t: OperatorConsoleStrings;
  time: (at: Date) => string;
  money: (amount: Money) => string;
}

const HISTORY_WORDS: Readonly<Record<Exclude<OrderHistoryKind, 'email-sent'>, keyof OperatorConsoleStrings>> = {
  'late-payment-completed': 'whatLatePayment',
  'payment-reversal-requested': 'whatReversalRequested',
  'payment-reversal-failed': 'whatReversalFailed',
  'payment-details-mismatch': 'whatDetailsMismatch',
  'attempt-unanswered': 'whatAttemptUnanswered',
};

const unitsText = (t: OperatorConsoleStrings, lines: readonly LineQuantity[]): string =>
  lines.map((l) => interpolate(t.unitsOfLine, { quantity: l.quantity, position: l.position })).join(', ');

function whoOf(t: OperatorConsoleStrings, actor: TimelineActor): string {
  switch (actor.kind) {
    case 'shopper': return interpolate(t.whoShopper, { name: actor.name });
    case 'staff': return actor.name;
    case 'provider': return t.whoProvider;
    case 'shop': return t.whoShop;
    default: return assertNever(actor);
  }
}

function deliveryText(t: OperatorConsoleStrings, d: EventDelivery): string {
  if (d.deliveredAt !== null) return interpolate(t.eventDelivered, { url: d.endpointUrl });
  if (d.failedAt !== null) return interpolate(t.eventFailed, { url: d.endpointUrl, attempts: d.attempts });
  return interpolate(t.eventWaiting, { url: d.endpointUrl, attempts: d.attempts });
}

const carrierName = (code: string): string => carrierByCode(code)?.name ?? code;

function whatOf({ t, money }: TimelineWords, what: TimelineWhat): string {
  switch (what.kind) {
    case 'placed': return t.whatPlaced;
    case 'payment-answered':
      if (what.failure !== null) return interpolate(t.whatPaymentFailed, { problem: what.failure });
      if (what.resultCode === null) return t.whatPaymentUnanswered;
      return interpolate(t.whatPaymentAnswered, { result: what.pspReference === null ? what.resultCode : `${what.resultCode} (${what.pspReference})` });
    case 'closed':
      return { paid: t.whatPaid, refused: t.whatRefused, cancelled: t.whatCancelled, expired: t.whatExpired }[what.status];
    case 'payment-history': return t[HISTORY_WORDS[what.entry]];
    case 'email-sent': return interpolate(t.whatEmailSent, { subject: what.subject, to: what.to });
    case 'payment-asked': {
      const words = { capture: t.whatCaptureAsked, cancel: t.whatCancelAsked, refund: t.whatRefundAsked, release: t.whatReleaseAsked }[what.action];
      return interpolate(words, { amount: money(what.amount) });
    }
    case 'payment-settled': {
      const benefits = what.benefits === null ? '' : benefitsText(t, money, what.benefits);
      if (!what.succeeded) {
        const action = { capture: t.modificationCapture, cancel: t.modificationCancel, refund: t.modificationRefund, release: t.modificationRelease }[what.action].toLowerCase();
        const failed = interpolate(t.whatModificationFailed, { action, reason: what.reason ?? '' });
        return benefits === '' ? failed : `${failed}; ${interpolate(t.benefitsUndone, { what: benefits })}`;
      }
      const words = { capture: t.whatCaptureDone, cancel: t.whatCancelDone, refund: t.whatRefundDone, release: t.whatReleaseDone }[what.action];
      const done = interpolate(words, { amount: money(what.amount) });
      return benefits === '' ? done : `${done}; ${benefits}`;
    }
    case 'dispatched':
      return interpolate(t.whatDispatched, { carrier: carrierName(what.carrierCode), tracking: what.trackingNumber, lines: unitsText(t, what.lines) });
    case 'delivered': return interpolate(t.whatDelivered, { tracking: what.trackingNumber });
    case 'lines-cancelled': return interpolate(t.whatLinesCancelled, { lines: unitsText(t, what.lines) });
    case 'event':
      return what.deliveries.length === 0
        ? interpolate(t.whatEventNoEndpoint, { type: what.type })
        : interpolate(t.whatEvent, { type: what.type, deliveries: what.deliveries.map((d) => deliveryText(t, d)).join('; ') });
    case 'staff-action': return staffActionText(t, what.action, what.subject);
    default: return assertNever(what);
  }
}

/** What a refund or cancel moved besides the money, in words: codes cancelled, points taken, voucher balances and coupons given back. */
function benefitsText(t: OperatorConsoleStrings, money: (amount: Money) => string, b: ModificationBenefits): string {
  return [
    b.cancelledCodes.length === 0 ? null : interpolate(t.benefitCodesCancelled, { codes: b.cancelledCodes.map((c) => c.code).join(', ') }),
    b.pointsTaken === 0 ? null : interpolate(t.benefitPointsTaken, { points: b.pointsTaken }),
    b.vouchersGivenBack.length === 0 ? null : interpolate(t.benefitVouchersGivenBack, { vouchers: b.vouchersGivenBack.map((v) => `${v.code} ${money(v.amount)}`).join(', ') }),
    b.couponsGivenBack.length === 0 ? null : interpolate(t.benefitCouponsGivenBack, { coupons: b.couponsGivenBack.length }),
  ].filter((part) => part !== null).join('; ');
}

/** The order's timeline as rows the page shows, newest first as given. */
export function toTimelineRows(words: TimelineWords, timeline: readonly TimelineEntry[]): TimelineRowView[] {
  return timeline.map((entry) => ({ iso: entry.at.toISOString(), when: words.time(entry.at), who: whoOf(words.t, entry.actor), what: whatOf(words, entry.what) }));
}

/** The staff actions the console has words for; any other reads as its audit action. */
const STAFF_ACTION_WORDS: Partial<Record<string, keyof OperatorConsoleStrings>> = {
  'order.return.request': 'whatReturnRequested',
  'order.return.receive': 'whatReturnReceived',
  'order.return.refund': 'whatReturnRefundAsked',
  'order.return.close': 'whatReturnClosed',
  'order.payment.release': 'whatAuthorisationReleased',
};

function staffActionText(t: OperatorConsoleStrings, action: string, subject: string | null): string {
  const words = STAFF_ACTION_WORDS[action];
  return words === undefined ? interpolate(t.whatStaffAction, { action }) : interpolate(t[words], { reference: subject ?? '' });
}
