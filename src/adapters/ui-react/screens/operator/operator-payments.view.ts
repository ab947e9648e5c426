import { MODIFICATION_ANSWER_OVERDUE_MS, type PaymentsNeedingAttention } from '../../../../domain/orders/payment-attention.js';
import type { PaymentModificationKind } from '../../../../domain/orders/payment-modification.js';
import { assertNever } from '../../../../domain/shared/result.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import type { ConsoleFormat } from './operator-console-format.js';
import { siteChoices, siteLabel, type SiteChoice } from './operator-dashboard.view.js';

interface ModificationRow {
  id: string;
  orderReference: string;
  orderHref: string;
  site: string;
  kind: string;
  amount: string;
  state: string;
  asked: string;
  providerReference: string;
  /** The provider never took it: the form that asks again (for roles with the money permission). */
  retry: { action: string; order: string; what: string } | null;
}

interface ReversalRow {
  key: string;
  orderReference: string;
  orderHref: string;
  site: string;
  provider: string;
  amount: string;
  why: string;
  answer: string;
  when: string;
}

export interface OperatorPaymentsView {
  sites: SiteChoice[];
  site: string;
  scope: string;
  intro: string;
  modifications: ModificationRow[];
  reversals: ReversalRow[];
  /** Said under a list cut at its limit: how many of how many it shows. */
  modificationsCut: string | null;
  reversalsCut: string | null;
  /** What the last retry did, or why it did not. */
  notice: string | null;
  problem: string | null;
  /** Whether any row has a retry form (its column is shown then). */
  canRetry: boolean;
  token: string;
}

export const OPERATOR_PAYMENTS_PATH = '/operator/payments';
const retryPath = (modificationId: string): string => `${OPERATOR_PAYMENTS_PATH}/${encodeURIComponent(modificationId)}/retry`;

const orderHref = (reference: string): string => `/operator/orders/${encodeURIComponent(reference)}`;

export function kindWord(kind: PaymentModificationKind, t: OperatorConsoleStrings): string {
  switch (kind) {
    case 'capture': return t.kindCapture;
    case 'cancel': return t.kindCancel;
    case 'refund': return t.kindRefund;
    case 'release': return t.kindRelease;
    default: return assertNever(kind);
  }
}

/** Why a payment could not be kept, in words where the checkout's reason is known. */
function reversalReason(reason: string | null, t: OperatorConsoleStrings): string {
  const words: Record<string, string> = { ORDER_CLOSED: t.reversalOrderClosed, ORDER_PAID_OTHERWISE: t.reversalPaidOtherwise, AMOUNT_MISMATCH: t.reversalAmountMismatch };
  return reason === null ? '' : words[reason] ?? reason;
}

const cutOf = (shown: number, count: number, f: ConsoleFormat, t: OperatorConsoleStrings): string | null =>
  (shown < count ? interpolate(t.listCut, { shown: f.count(shown), count: f.count(count) }) : null);

export function operatorPaymentsView(
  payments: PaymentsNeedingAttention, site: string | null,
  context: { sites: readonly SiteVariant[]; f: ConsoleFormat; t: OperatorConsoleStrings; mayRetry: boolean; notice: string | null; problem: string | null; token: string },
): OperatorPaymentsView {
  const { f, t } = context;
  const modifications = payments.modifications.map((m): ModificationRow => ({
    id: m.modificationId, orderReference: m.orderReference, orderHref: orderHref(m.orderReference), site: m.site, kind: kindWord(m.kind, t),
    amount: f.money(m.amount), asked: f.dateTime(m.requestedAt), providerReference: m.providerReference ?? '',
    state: m.state === 'failed'
      ? (m.failureReason === null || m.failureReason === '' ? t.stateFailed : interpolate(t.stateFailedBecause, { reason: m.failureReason }))
      : (m.providerReference === null ? t.stateNotSent : t.stateUnanswered),
    retry: context.mayRetry && m.state === 'requested' && m.providerReference === null
      ? { action: retryPath(m.modificationId), order: m.orderReference, what: interpolate(t.retryPaymentWhat, { kind: kindWord(m.kind, t), order: m.orderReference }) }
      : null,
  }));
  const chosen = context.sites.find((s) => s.id === site);
  return {
    sites: siteChoices(context.sites, t),
    site: site ?? '',
    scope: chosen === undefined ? t.forAllSites : interpolate(t.forSite, { site: siteLabel(chosen) }),
    intro: interpolate(t.paymentsIntro, { minutes: f.count(MODIFICATION_ANSWER_OVERDUE_MS / 60_000) }),
    modifications,
    reversals: payments.reversals.map((r, i) => ({
      key: `${r.orderReference}-${i}`, orderReference: r.orderReference, orderHref: orderHref(r.orderReference), site: r.site, provider: r.provider,
      amount: r.amount === null ? '' : f.money(r.amount), why: reversalReason(r.reason, t), answer: r.error ?? '', when: f.dateTime(r.at),
    })),
    modificationsCut: cutOf(modifications.length, payments.modificationCount, f, t),
    reversalsCut: cutOf(payments.reversals.length, payments.reversalCount, f, t),
    notice: context.notice,
    problem: context.problem,
    canRetry: modifications.some((m) => m.retry !== null),
    token: context.token,
  };
}
