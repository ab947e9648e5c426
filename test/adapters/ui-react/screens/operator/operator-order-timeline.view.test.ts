import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { toTimelineRows } from '../../../../../src/adapters/ui-react/screens/operator/operator-order-timeline.view.js';
import type { TimelineEntry } from '../../../../../src/domain/orders/order-timeline.js';

const AT = new Date('2026-11-27T08:00:00Z');
const words = { t: en.operatorConsole, time: (at: Date) => at.toISOString(), money: (m: { amountMinor: number }) => String(m.amountMinor) };
const staffAction = (action: string, subject: string | null): TimelineEntry => ({ at: AT, actor: { kind: 'staff', name: 'Sam' }, what: { kind: 'staff-action', action, subject } });

describe("the order page's timeline words", () => {
  it('words the staff actions on returns and the release of an authorisation, and names any other by its audit action', () => {
    const rows = toTimelineRows(words, [
      staffAction('order.return.request', 'R-EV-1-1'),
      staffAction('order.return.receive', 'R-EV-1-1'),
      staffAction('order.return.refund', 'R-EV-1-1'),
      staffAction('order.return.close', 'R-EV-1-2'),
      staffAction('order.payment.release', null),
      staffAction('order.email.resend', null),
    ]);
    expect(rows.map((r) => [r.who, r.what])).toEqual([
      ['Sam', 'Return R-EV-1-1 asked for the shopper'],
      ['Sam', 'Return R-EV-1-1 received'],
      ['Sam', 'Refund of return R-EV-1-1 asked'],
      ['Sam', 'Return R-EV-1-2 closed'],
      ['Sam', 'The rest of the authorisation released'],
      ['Sam', 'Staff action: order.email.resend'],
    ]);
  });

  it('words a release asked and done, and what a cancel gave back or a refund took and a REFUND_FAILED undid', () => {
    const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
    const settled = (action: 'cancel' | 'refund' | 'release', succeeded: boolean, benefits: Extract<TimelineEntry['what'], { kind: 'payment-settled' }>['benefits']): TimelineEntry => ({
      at: AT, actor: { kind: 'provider' }, what: { kind: 'payment-settled', action, amount: gbp(2000), succeeded, reason: succeeded ? null : 'Refund failed', benefits },
    });
    const taken = { cancelledCodes: [{ code: 'GV1', value: gbp(2000) }], pointsTaken: 40, shopperId: 7, vouchersGivenBack: [], couponsGivenBack: [] };
    const rows = toTimelineRows(words, [
      { at: AT, actor: { kind: 'staff', name: 'Sam' }, what: { kind: 'payment-asked', action: 'release', amount: gbp(1000), lines: [], delivery: false } },
      settled('release', true, null),
      settled('cancel', true, { ...taken, cancelledCodes: [], pointsTaken: 0, vouchersGivenBack: [{ code: 'PAID10', amount: gbp(1000) }], couponsGivenBack: ['c1'] }),
      settled('refund', true, taken),
      settled('refund', false, taken),
    ]);
    expect(rows.map((r) => r.what)).toEqual([
      'Release of the rest of the authorisation (1000) asked',
      'Provider confirmed the rest of the authorisation (2000) released',
      'Provider confirmed the payment cancelled; gift voucher balance given back: PAID10 1000; loyalty coupons usable again: 1',
      'Provider confirmed the refund of 2000; gift voucher codes cancelled: GV1; 40 loyalty points taken back',
      'Provider reported the refund failed: Refund failed; undone: gift voucher codes cancelled: GV1; 40 loyalty points taken back',
    ]);
  });
});
