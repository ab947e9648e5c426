import type { OrderReturnsView } from '../../../../application/orders/view-order-returns.use-case.js';
import type { Order } from '../../../../domain/orders/order.js';
import { checkRefundable, progressOf, type ReturnProgress, type ReturnReason } from '../../../../domain/orders/returns.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';
import { orderMoneyFormatter } from '../../parts/orders/order-money.js';
import { operatorOrderPath } from './operator-order-paths.js';

/** The console forms of a return, one address each under the order page's. */
const operatorReturnActionPath = (reference: string, returnId: string, action: 'received' | 'refund' | 'close'): string =>
  `${operatorOrderPath(reference)}/returns/${encodeURIComponent(returnId)}/${action}`;

/** A line's units found, in the receive form: `received-<position>`. */
export const RECEIVED_UNITS_FIELD = 'received-';

interface OperatorReturnLineView {
  position: number;
  item: string;
  quantity: number;
  received: number | null;
}

interface OperatorReturnView {
  id: string;
  reference: string;
  reason: ReturnReason;
  progress: ReturnProgress;
  requestedOn: string;
  requestedBy: string;
  receivedOn: string | null;
  receivedBy: string | null;
  lines: OperatorReturnLineView[];
  /** The refund asked for it, or what refunding it would take (the units found), as the site writes amounts. */
  refundAmount: string | null;
  /** The forms the operator's role allows in the return's state (null: not shown). */
  receive: { action: string } | null;
  refund: { action: string; key: string } | null;
  close: { action: string } | null;
}

/** The order page's return section: each return with its lines, state and forms, and the anti-forgery token the forms carry. */
export interface OperatorOrderReturnsView {
  token: string;
  returns: OperatorReturnView[];
}

export interface OperatorReturnsInput {
  token: string;
  /** The operator's role allows receiving and closing returns (`fulfil`) and refunding them (`money`). */
  mayFulfil: boolean;
  mayMoveMoney: boolean;
  /** A fresh idempotency key for a refund form. */
  newKey: () => string;
}

export function toOperatorOrderReturnsView(order: Order, returns: Pick<OrderReturnsView, 'returns'>, input: OperatorReturnsInput): OperatorOrderReturnsView {
  const day = new Intl.DateTimeFormat(findSiteVariant(order.siteCode)?.locale ?? 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const price = orderMoneyFormatter(order.siteCode);
  const itemOf = (position: number) => {
    const line = order.lines[position];
    return line === undefined ? String(position) : `${line.productName}${line.sizeLabel === null ? '' : ` (${line.sizeLabel})`}`;
  };
  return {
    token: input.token,
    returns: returns.returns.map((r) => {
      const progress = progressOf(r);
      const foundMinor = r.lines.reduce((sum, l) => sum + (order.lines[l.position]?.unitPrice.amountMinor ?? 0) * (l.received ?? 0), 0);
      const refundable = checkRefundable(r).ok;
      return {
        id: r.id,
        reference: r.reference,
        reason: r.reason,
        progress,
        requestedOn: day.format(r.requestedAt),
        requestedBy: r.requestedBy,
        receivedOn: r.receivedAt === null ? null : day.format(r.receivedAt),
        receivedBy: r.receivedBy,
        lines: r.lines.map((l) => ({ position: l.position, item: itemOf(l.position), quantity: l.quantity, received: l.received })),
        refundAmount: r.refund !== null && r.refund.state !== 'failed'
          ? price({ amountMinor: r.refund.amountMinor, currency: r.refund.currency })
          : r.receivedAt === null ? null : price({ amountMinor: foundMinor, currency: order.total.currency }),
        receive: input.mayFulfil && r.state === 'requested' ? { action: operatorReturnActionPath(order.reference, r.id, 'received') } : null,
        refund: input.mayMoveMoney && refundable && foundMinor > 0 ? { action: operatorReturnActionPath(order.reference, r.id, 'refund'), key: input.newKey() } : null,
        close: input.mayFulfil && (r.state === 'requested' || refundable) ? { action: operatorReturnActionPath(order.reference, r.id, 'close') } : null,
      };
    }),
  };
}
