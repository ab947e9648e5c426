import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { consoleFormat } from '../../../../../src/adapters/ui-react/screens/operator/operator-console-format.js';
import { operatorPaymentsView } from '../../../../../src/adapters/ui-react/screens/operator/operator-payments.view.js';
import type { ModificationNeedingAttention } from '../../../../../src/domain/orders/payment-attention.js';
import { SITE_VARIANTS } from '../../../../../src/domain/site/site-variants.js';

const t = en.operatorConsole;
const AT = new Date('2026-11-27T08:00:00Z');
const modification = (m: Partial<ModificationNeedingAttention>): ModificationNeedingAttention => ({
  modificationId: 'm1', orderReference: 'EV-1', site: 'evans', kind: 'refund', amount: { amountMinor: 1250, currency: 'EUR' }, state: 'requested',
  failureReason: null, providerReference: null, requestedAt: AT, settledAt: null, ...m,
});
const context = (mayRetry: boolean) => ({ sites: SITE_VARIANTS, f: consoleFormat('en-GB'), t, mayRetry, notice: null, problem: null, token: 'tok' });

describe('the view of the payments needing attention', () => {
  it('words each state, and offers asking again only for what the provider never took, to roles that may move money', () => {
    const payments = {
      modifications: [
        modification({}),
        modification({ modificationId: 'm2', kind: 'capture', providerReference: 'PSP-2' }),
        modification({ modificationId: 'm3', kind: 'cancel', state: 'failed', failureReason: 'Refused', settledAt: AT }),
      ],
      reversals: [{ orderReference: 'EV-9', site: 'pixie', at: AT, provider: 'paypal', amount: null, reason: 'AMOUNT_MISMATCH', error: 'PROVIDER_UNAVAILABLE' }],
      modificationCount: 3, reversalCount: 4,
    };
    const view = operatorPaymentsView(payments, null, context(true));
    expect(view.modifications.map((m) => [m.kind, m.amount, m.state, m.retry?.action ?? null])).toEqual([
      ['Refund', '€12.50', 'The provider was out of reach: asking again with the same key sends it', '/operator/payments/m1/retry'],
      ['Capture', '€12.50', 'Taken by the provider, no result since', null],
      ['Cancel', '€12.50', 'Failed: Refused', null],
    ]);
    expect(view.modifications[0]!.retry).toEqual({ action: '/operator/payments/m1/retry', order: 'EV-1', what: 'Refund, order EV-1' });
    expect(view.reversals).toMatchObject([{ orderReference: 'EV-9', why: 'The payment’s amount is not the order’s', answer: 'PROVIDER_UNAVAILABLE', amount: '' }]);
    expect([view.canRetry, view.modificationsCut, view.reversalsCut]).toEqual([true, null, 'The first 1 of 4.']);
    expect(operatorPaymentsView(payments, 'evans', context(false))).toMatchObject({ canRetry: false, scope: 'For Evans (GB)', site: 'evans' });
  });
});
