import type { FastifyRequest } from 'fastify';
import type { AuthenticatedOperator } from '../../../application/operators/authenticated-operator.js';
import type { CancelOrderLines } from '../../../application/orders/cancel-order-lines.use-case.js';
import type { CancelOrderPayment } from '../../../application/orders/cancel-order-payment.use-case.js';
import type { CaptureOrderPayment } from '../../../application/orders/capture-order-payment.use-case.js';
import type { DispatchOrderLines } from '../../../application/orders/dispatch-order-lines.use-case.js';
import type { MarkShipmentDelivered } from '../../../application/orders/mark-shipment-delivered.use-case.js';
import type { MoneyActionError } from '../../../application/orders/money-action-errors.js';
import type { ReleaseRemainingAuthorisation } from '../../../application/orders/release-remaining-authorisation.use-case.js';
import type { RefundOrder } from '../../../application/orders/refund-order.use-case.js';
import type { ViewOrderForOperator } from '../../../application/orders/view-order-for-operator.use-case.js';
import { carrierByCode } from '../../../domain/orders/carriers.js';
import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { OperatorPermission } from '../../../domain/operators/operator-role.js';
import type { PaymentModificationRecord } from '../../../domain/orders/payment-modification.js';
import type { RefundSelection } from '../../../domain/orders/refund-selection.js';
import type { Result } from '../../../domain/shared/result.js';
import type { OperatorConsoleStrings } from '../../i18n/catalogue.js';
import { orderMoneyFormatter } from '../../ui-react/parts/orders/order-money.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import type { OrderPageNotice } from '../../ui-react/screens/operator/operator-order-page.js';
import { ORDER_FORM_FIELDS as F, OPERATOR_ORDER_ACTIONS } from '../../ui-react/screens/operator/operator-order-paths.js';
import { classify } from '../errors/error-handler.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { refused as moneyRefusal } from './order-payment-routes.js';

/** The use cases the console's forms call: the same as the operator API's. */
export interface OrderActionUseCases {
  dispatchOrderLines: DispatchOrderLines;
  markShipmentDelivered: MarkShipmentDelivered;
  cancelOrderLines: CancelOrderLines;
  captureOrderPayment: CaptureOrderPayment;
  cancelOrderPayment: CancelOrderPayment;
  refundOrder: RefundOrder;
  /** Asked again from the order page only: a release is asked by the cancellation that leaves nothing to dispatch. */
  releaseRemaining: Pick<ReleaseRemainingAuthorisation, 'execute'>;
}

/** One posted form, with who posted it. */
interface PostedAction {
  request: FastifyRequest;
  t: OperatorConsoleStrings;
  operator: AuthenticatedOperator;
  reference: string;
  shipmentId: string;
  form: Readonly<Record<string, string>>;
}

interface OrderActionHandler {
  path: string;
  permission: OperatorPermission;
  act(posted: PostedAction): Promise<OrderPageNotice>;
}

const done = (text: string): OrderPageNotice => ({ kind: 'done', text });
const problem = (text: string): OrderPageNotice => ({ kind: 'problem', text });
const refusal = (request: FastifyRequest, error: HttpError): OrderPageNotice => problem(classify(error, localeOf(request)).message);

const MAX_KEY_LENGTH = 200;

/** The form's idempotency key; a form without one (not ours) is refused as bad input. */
function keyOf(form: PostedAction['form']): string {
  const key = form[F.idempotencyKey];
  if (key === undefined || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new HttpError('INVALID_INPUT');
  return key;
}

/** The units asked per line: fields `<prefix><position>` holding a whole number; zero and empty fields ask nothing. Null when one is not a number. */
function unitsOf(form: PostedAction['form'], prefix: string): LineQuantity[] | null {
  const lines: LineQuantity[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith(prefix)) continue;
    const position = Number(name.slice(prefix.length));
    const text = value.trim();
    if (text === '') continue;
    if (!/^\d{1,4}$/.test(text) || !Number.isInteger(position) || position < 0 || position > 999) return null;
    if (Number(text) > 0) lines.push({ position, quantity: Number(text) });
  }
  return lines.sort((a, b) => a.position - b.position);
}

/** An amount typed as 12.50 (or 12,50, or 12) in minor units; null when it is not one. */
export function minorUnitsOf(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (match === null) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** What a money action's answer tells the operator: asked of the provider, failed, or kept for another try. */
function moneyNotice(posted: PostedAction, result: Result<PaymentModificationRecord, MoneyActionError>): OrderPageNotice {
  const { t } = posted;
  if (!result.ok) {
    if (result.error.code === 'PROVIDER_UNAVAILABLE') return problem(t.doneProviderPending);
    return refusal(posted.request, moneyRefusal(result.error));
  }
  const m = result.value;
  if (m.state === 'failed') return problem(interpolate(t.modificationFailed, { reason: m.failureReason ?? '' }));
  const amount = orderMoneyFormatter(posted.request.site.id)(m.amount);
  return done(interpolate({ capture: t.doneCaptureAsked, cancel: t.doneCancelAsked, refund: t.doneRefundAsked, release: t.doneReleaseAsked }[m.kind], { amount }));
}

/** The refund the form asks: everything left, units of lines (and the delivery), or an amount. */
function refundSelectionOf(posted: PostedAction): RefundSelection | OrderPageNotice {
  const { form, t } = posted;
  switch (form[F.refundScope]) {
    case 'whole':
      return { kind: 'whole' };
    case 'lines': {
      const lines = unitsOf(form, F.refundUnits);
      const delivery = form[F.refundDelivery] === 'true';
      if (lines === null) return refusal(posted.request, new HttpError('INVALID_INPUT'));
      return lines.length === 0 && !delivery ? problem(t.chooseUnits) : { kind: 'lines', lines, delivery };
    }
    case 'amount': {
      const amountMinor = minorUnitsOf(form[F.amount] ?? '');
      return amountMinor === null ? problem(t.amountInvalid) : { kind: 'amount', amountMinor };
    }
    default:
      return refusal(posted.request, new HttpError('INVALID_INPUT'));
  }
}

const isNotice = (value: RefundSelection | OrderPageNotice): value is OrderPageNotice => 'text' in value;

/** The console's form actions on an order, each calling the use case its API route calls. */
export function orderActionHandlers(u: OrderActionUseCases, view: Pick<ViewOrderForOperator, 'execute'>): OrderActionHandler[] {
  const at = (action: string) => `/operator/orders/:reference/${action}`;
  const command = (p: PostedAction) => {
    const { kind, id, name } = p.operator;
    return { orderReference: p.reference, idempotencyKey: keyOf(p.form), actor: { kind, id, name } };
  };
  return [
    {
      path: at(OPERATOR_ORDER_ACTIONS.dispatch), permission: 'fulfil',
      async act(p) {
        const lines = unitsOf(p.form, F.dispatchUnits);
        if (lines === null) return refusal(p.request, new HttpError('INVALID_INPUT'));
        if (lines.length === 0) return problem(p.t.chooseUnits);
        const carrier = p.form[F.carrier] ?? '';
        const result = await u.dispatchOrderLines.execute({
          reference: p.reference, carrier, trackingNumber: p.form[F.trackingNumber] ?? '', lines, actor: p.operator, idempotencyKey: keyOf(p.form),
        });
        if (!result.ok) return refusal(p.request, new HttpError(result.error.code, result.error));
        const name = carrierByCode(carrier)?.name ?? carrier;
        return done(interpolate(result.value.emailSent || result.value.repeated ? p.t.doneDispatched : p.t.doneDispatchedNoEmail, { carrier: name }));
      },
    },
    {
      path: at('shipments/:id/delivered'), permission: 'fulfil',
      async act(p) {
        const result = await u.markShipmentDelivered.execute({ shipmentId: p.shipmentId, actor: p.operator });
        return result.ok ? done(p.t.doneDelivered) : refusal(p.request, new HttpError(result.error.code, result.error));
      },
    },
    {
      path: at(OPERATOR_ORDER_ACTIONS.cancelLines), permission: 'fulfil',
      async act(p) {
        const lines = unitsOf(p.form, F.cancelUnits);
        if (lines === null) return refusal(p.request, new HttpError('INVALID_INPUT'));
        if (lines.length === 0) return problem(p.t.chooseUnits);
        // The form's key: a second press of it answers the first cancellation and cancels nothing more.
        const result = await u.cancelOrderLines.execute({ reference: p.reference, lines, actor: p.operator, idempotencyKey: keyOf(p.form) });
        return result.ok ? done(p.t.doneLinesCancelled) : refusal(p.request, new HttpError(result.error.code, result.error));
      },
    },
    {
      path: at(OPERATOR_ORDER_ACTIONS.capture), permission: 'money',
      async act(p) {
        const typed = (p.form[F.amount] ?? '').trim();
        const amountMinor = typed === '' ? null : minorUnitsOf(typed);
        if (typed !== '' && amountMinor === null) return problem(p.t.amountInvalid);
        return moneyNotice(p, await u.captureOrderPayment.execute({ ...command(p), amountMinor }));
      },
    },
    {
      path: at(OPERATOR_ORDER_ACTIONS.cancelPayment), permission: 'money',
      act: async (p) => moneyNotice(p, await u.cancelOrderPayment.execute(command(p))),
    },
    {
      path: at(OPERATOR_ORDER_ACTIONS.refund), permission: 'money',
      async act(p) {
        const selection = refundSelectionOf(p);
        if (isNotice(selection)) return selection;
        return moneyNotice(p, await u.refundOrder.execute({ ...command(p), selection }));
      },
    },
    {
      // An action the provider never answered, asked again under its own key (the use case resumes it).
      path: at(OPERATOR_ORDER_ACTIONS.paymentRetry), permission: 'money',
      async act(p) {
        const now = await view.execute(p.reference);
        if (!now.ok) return refusal(p.request, new HttpError('ORDER_NOT_FOUND'));
        const key = keyOf(p.form);
        // Only an action of this order still waiting: a key of no such action would start a new one.
        if (!now.value.modifications.some((m) => m.idempotencyKey === key && m.kind === p.form[F.retryKind] && m.state === 'requested')) return problem(p.t.orderChanged);
        switch (p.form[F.retryKind]) {
          case 'capture': return moneyNotice(p, await u.captureOrderPayment.execute({ ...command(p), amountMinor: null }));
          case 'cancel': return moneyNotice(p, await u.cancelOrderPayment.execute(command(p)));
          case 'refund': return moneyNotice(p, await u.refundOrder.execute({ ...command(p), selection: { kind: 'whole' } }));
          case 'release': return moneyNotice(p, await u.releaseRemaining.execute(command(p)));
          default: return refusal(p.request, new HttpError('INVALID_INPUT'));
        }
      },
    },
  ];
}
