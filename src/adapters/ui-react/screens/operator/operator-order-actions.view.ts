import type { OperatorOrder } from '../../../../application/orders/view-order-for-operator.use-case.js';
import type { PaymentModificationKind } from '../../../../domain/orders/payment-modification.js';
import type { Money } from '../../../../domain/pricing/money.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';

/** A line's field in a form: its position, its label, and how many units it may take. */
interface UnitsField {
  position: number;
  label: string;
  max: number;
}

/** The forms an operator may use on the order, each null when it has nothing to do or the role does not allow it. */
export interface OrderActionsView {
  token: string;
  dispatch: { key: string; carriers: { code: string; name: string }[]; lines: UnitsField[] } | null;
  /** Parcels not yet delivered, by id and the button's words. */
  deliver: { shipmentId: string; label: string }[];
  /** `key`: the cancellation's idempotency key, so a second press of the same form cancels nothing more. */
  cancelLines: { key: string; lines: UnitsField[] } | null;
  capture: { key: string; label: string } | null;
  cancelPayment: { key: string; intro: string } | null;
  refund: { key: string; whole: string; lines: UnitsField[]; delivery: string | null; amountLabel: string } | null;
  /** Money actions the provider never answered, asked again under their own key. */
  retry: { kind: PaymentModificationKind; key: string; label: string }[];
}

interface ActionsContext {
  t: OperatorConsoleStrings;
  token: string;
  mayFulfil: boolean;
  mayMoveMoney: boolean;
  newKey: () => string;
  money: (amount: Money) => string;
  carriers: { code: string; name: string }[];
  remaining: { position: number; remaining: number }[];
  capturable: number;
  refundable: number;
  /** Units of each line refunds cover, not failed. */
  refunded: ReadonlyMap<number, number>;
}

export function toOrderActionsView(seen: OperatorOrder, c: ActionsContext): OrderActionsView {
  const { t } = c;
  const { order, fulfilment, ledger } = seen;
  const product = (position: number): string => order.lines[position]?.productName ?? String(position);
  const open = c.remaining.filter((l) => l.remaining > 0);
  const fulfillable = c.mayFulfil && order.status === 'paid' && open.length > 0;
  const currency = order.total.currency;
  const minor = (amountMinor: number): string => c.money({ amountMinor, currency });
  const nothingCaptured = ledger !== null && ledger.capturedMinor === 0 && ledger.captureReservedMinor === 0 && ledger.cancellation === 'none';
  const deliveryRefunded = seen.modifications.some((m) => m.kind === 'refund' && m.state !== 'failed' && m.delivery);
  return {
    token: c.token,
    dispatch: fulfillable ? {
      key: c.newKey(),
      carriers: c.carriers,
      lines: open.map((l) => ({ position: l.position, max: l.remaining, label: interpolate(t.dispatchUnits, { position: l.position, product: product(l.position), remaining: l.remaining }) })),
    } : null,
    deliver: c.mayFulfil ? fulfilment.shipments.flatMap((s, index) => (s.deliveredAt === null ? [{ shipmentId: s.id, label: interpolate(t.markDelivered, { number: index + 1 }) }] : [])) : [],
    cancelLines: fulfillable ? {
      key: c.newKey(),
      lines: open.map((l) => ({ position: l.position, max: l.remaining, label: interpolate(t.cancelUnits, { position: l.position, product: product(l.position), remaining: l.remaining }) })),
    } : null,
    capture: c.mayMoveMoney && c.capturable > 0 ? { key: c.newKey(), label: interpolate(t.captureAmount, { currency, remaining: minor(c.capturable) }) } : null,
    cancelPayment: c.mayMoveMoney && order.status === 'paid' && nothingCaptured
      ? { key: c.newKey(), intro: interpolate(t.cancelPaymentIntro, { amount: minor(ledger.authorisedMinor) }) } : null,
    refund: c.mayMoveMoney && c.refundable > 0 ? {
      key: c.newKey(),
      whole: interpolate(t.refundWhole, { amount: minor(c.refundable) }),
      lines: order.lines.flatMap((line, position) => {
        const max = line.quantity - (c.refunded.get(position) ?? 0);
        return max > 0 ? [{ position, max, label: interpolate(t.refundUnits, { position, product: line.productName }) }] : [];
      }),
      delivery: deliveryRefunded || order.deliveryPrice.amountMinor === 0 ? null : interpolate(t.refundDelivery, { amount: c.money(order.deliveryPrice) }),
      amountLabel: interpolate(t.refundAmount, { currency }),
    } : null,
    retry: c.mayMoveMoney
      ? seen.modifications.filter((m) => m.state === 'requested' && m.providerReference === null).map((m) => ({
        kind: m.kind, key: m.idempotencyKey,
        label: `${t.modificationRetry}: ${{ capture: t.modificationCapture, cancel: t.modificationCancel, refund: t.modificationRefund, release: t.modificationRelease }[m.kind]} ${c.money(m.amount)}`,
      }))
      : [],
  };
}
