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
});
