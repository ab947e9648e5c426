import type { OrderReturnsView } from '../../../../application/orders/view-order-returns.use-case.js';
import type { Order } from '../../../../domain/orders/order.js';
import { progressOf, RETURN_REASONS, type ReturnReason } from '../../../../domain/orders/returns.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';

/** Where the order page's return form posts. */
export const RETURN_REQUEST_PATH = '/returns/request';
/** The guests' page to find an order by its number and email. */
export const RETURN_LOOKUP_PATH = '/returns';
/** A line's units field in the return form: `line-<position>`. */
export const RETURN_LINE_FIELD = 'line-';

interface ReturnedLineView {
  name: string;
  size: string | null;
  quantity: number;
}

/** One step of a return as the shopper sees it: done (with its date) or still to come. */
export interface ReturnStepView {
  step: 'requested' | 'received' | 'refunded' | 'closed';
  done: boolean;
  date: string | null;
  /** Received but the refund not settled yet. */
  pending: boolean;
}

interface ReturnView {
  reference: string;
  lines: ReturnedLineView[];
  steps: ReturnStepView[];
}

interface ReturnFormLineView {
  position: number;
  name: string;
  size: string | null;
  /** The most units of it that may be asked back now. */
  max: number;
  /** The last day of its window, as the site writes a date. */
  until: string;
}

interface ReturnFormView {
  token: string;
  encryptedOrderId: string;
  windowDays: number;
  lines: ReturnFormLineView[];
  reasons: readonly ReturnReason[];
}

/** The order page's returns: each return's steps, the form to ask one (or a sign-in link), and what the last post did. */
export interface OrderReturnsPartView {
  returns: ReturnView[];
  /** Null when nothing may be asked back now, or the viewer may not ask. */
  form: ReturnFormView | null;
  /** Units may be returned, but the order is an account's and the viewer is not signed in as it. */
  signInToReturn: boolean;
  /** The return the shopper just asked for (its reference), to confirm it with the instructions. */
  registered: string | null;
  /** Why the return just posted was refused, in the shopper's words. */
  problem: string | null;
}

export interface OrderReturnsPartInput {
  /** The viewer may ask a return: the order's signed-in owner, or anyone holding a guest order's sealed id. */
  mayReturn: boolean;
  encryptedOrderId: string;
  token: () => string;
  registered: string | null;
  problem: string | null;
}

export function toOrderReturnsPartView(order: Order, returns: OrderReturnsView, input: OrderReturnsPartInput): OrderReturnsPartView {
  const day = new Intl.DateTimeFormat(findSiteVariant(order.siteCode)?.locale ?? 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  const on = (d: Date | null) => (d === null ? null : day.format(d));
  const lineOf = (position: number) => ({ name: order.lines[position]?.productName ?? '', size: order.lines[position]?.sizeLabel ?? null });
  const returnable = returns.returnable.filter((l) => order.lines[l.position] !== undefined);
  return {
    returns: returns.returns.map((r) => {
      const progress = progressOf(r);
      const steps: ReturnStepView[] = [
        { step: 'requested', done: true, date: on(r.requestedAt), pending: false },
        ...(r.state === 'closed' && r.receivedAt === null ? [] : [{ step: 'received' as const, done: r.receivedAt !== null, date: on(r.receivedAt), pending: false }]),
        r.state === 'closed'
          ? { step: 'closed' as const, done: true, date: on(r.closedAt), pending: false }
          : { step: 'refunded' as const, done: progress === 'refunded', date: progress === 'refunded' ? on(r.refund?.settledAt ?? null) : null, pending: progress === 'refund-pending' },
      ];
      return { reference: r.reference, lines: r.lines.map((l) => ({ ...lineOf(l.position), quantity: l.received ?? l.quantity })), steps };
    }),
    form: input.mayReturn && returnable.length > 0
      ? {
        token: input.token(),
        encryptedOrderId: input.encryptedOrderId,
        windowDays: returns.windowDays,
        // The last day a request is still in time: the day of the instant before the window closes.
        lines: returnable.map((l) => ({ position: l.position, ...lineOf(l.position), max: l.units, until: day.format(new Date(l.closesAt.getTime() - 1)) })),
        reasons: RETURN_REASONS,
      }
      : null,
    signInToReturn: !input.mayReturn && returnable.length > 0,
    registered: input.registered !== null && returns.returns.some((r) => r.reference === input.registered) ? input.registered : null,
    problem: input.problem,
  };
}
