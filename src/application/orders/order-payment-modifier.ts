import type { Order } from '../../domain/orders/order.js';
import { shipmentIdOfCaptureKey } from '../../domain/orders/dispatch-capture.js';
import { takesTheRest } from '../../domain/orders/final-capture.js';
import type { CaptureModeOf, MoneyActionRefusal, PaymentLedger } from '../../domain/orders/payment-ledger.js';
import type { PaymentModificationKind, PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { RefundedLine } from '../../domain/orders/refund-selection.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ParcelTracking, PaymentModifications, PaymentModificationsOf } from '../../ports/payment-modifications.port.js';
import { parcelTrackingOf } from './parcel-tracking.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { SettlePaymentModification } from './settle-payment-modification.use-case.js';

/** The provider's call for an action: its release of the rest of an authorisation, undefined where it has none. */
function callOf(provider: PaymentModifications, kind: PaymentModificationKind): PaymentModifications['capture'] | undefined {
  return kind === 'release' ? provider.releaseRemaining?.bind(provider) : provider[kind].bind(provider);
}

/** A money action as the operator asked it: on which order, under which key, by whom. */
export interface MoneyActionCommand {
  orderReference: string;
  /** The operator action's idempotency key: the same key again is the same action, asked once. */
  idempotencyKey: string;
  actor: AuditActor;
  /** The parcel a capture is for, when a dispatch asks it: passed to the provider with the capture. */
  parcel?: ParcelTracking;
  /**
   * Only plan the action, for a write that records it in its own transaction (a cancellation of
   * lines records its refund with it, so no crash can leave one without the other): answered as it
   * is to be recorded (requested), with nothing recorded, reserved, audited or asked here; an
   * action already under the key is answered as it stands. The same command without it, once the
   * write committed, asks the provider for the action it finds under the key.
   */
  planOnly?: boolean;
}

/** What an action takes: its amount, and the lines it covers, decided on the order and its ledger. */
interface PlannedModification {
  amountMinor: number;
  lines: RefundedLine[];
  delivery: boolean;
}

export type Plan = (order: Order, ledger: PaymentLedger, earlier: readonly PaymentModificationRecord[]) => Result<PlannedModification, MoneyActionRefusal>;

/**
 * The common course of capture, cancel, refund and release: the action is recorded and its money reserved
 * first (one conditional statement: two operators at once cannot both have the money), written
 * to the audit log, then asked of the provider that took the payment, under the modification's
 * id (its idempotency key and reference). The order follows the provider's result: its webhook,
 * or its answer where the provider answers at once. The same operator key
 * again resumes the same action: a provider that was out of reach is asked again, an answered
 * one is answered from the record.
 */
export class OrderPaymentModifier {
  constructor(
    private readonly orders: Orders,
    private readonly payments: OrderPayments,
    private readonly providers: PaymentModificationsOf,
    private readonly settlement: Pick<SettlePaymentModification, 'settle'>,
    private readonly audit: OperatorAuditLog,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly captureModeOf: CaptureModeOf,
    private readonly shipments: Pick<OrderFulfilment, 'shipment'>,
  ) {}

  async run(kind: PaymentModificationKind, cmd: MoneyActionCommand, plan: Plan): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    const order = await this.orders.byReference(cmd.orderReference);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND' });
    if (order.pspReference === null || order.paymentMethod === null) return err({ code: 'PAYMENT_NOT_AUTHORISED' });
    const provider = this.providers(order.paymentMethod);
    if (provider === null) return err({ code: 'PAYMENT_NOT_MODIFIABLE', method: order.paymentMethod });
    if (callOf(provider, kind) === undefined) return err({ code: 'RELEASE_NOT_OFFERED' });
    const earlier = await this.payments.modificationsOf(order.id);
    const prior = earlier.find((m) => m.idempotencyKey === cmd.idempotencyKey);
    if (prior !== undefined && prior.kind !== kind) return err({ code: 'IDEMPOTENCY_KEY_REUSED' });
    if (prior !== undefined) return cmd.planOnly === true ? ok(prior) : this.resume(provider, order, prior, cmd.parcel);
    const ledger = await this.payments.ledgerOf(order.id, provider.capturesAtPayment(order.siteCode) ? 'automatic' : this.captureModeOf(order.siteCode));
    if (ledger === null) return err({ code: 'PAYMENT_NOT_AUTHORISED' });
    const planned = plan(order, ledger, earlier);
    if (!planned.ok) return planned;
    const modification = {
      id: this.ids.next(), orderId: order.id, kind, amount: { amountMinor: planned.value.amountMinor, currency: ledger.currency },
      lines: planned.value.lines, delivery: planned.value.delivery, idempotencyKey: cmd.idempotencyKey,
      requestedBy: `${cmd.actor.kind}:${cmd.actor.id}`, requestedAt: this.clock.now(),
    };
    if (cmd.planOnly === true) return ok({ ...modification, state: 'requested', providerReference: null, failureReason: null, settledAt: null, benefits: null });
    const requested = await this.payments.request(modification);
    if (requested.kind === 'refused') {
      // Another action took the money between the plan and the reservation: the plan on the ledger now says why.
      const again = plan(order, requested.ledger, earlier);
      return again.ok ? err({ code: 'PAYMENT_CHANGED' }) : again;
    }
    if (requested.kind === 'repeated') {
      const { modification } = requested;
      return modification.orderId === order.id && modification.kind === kind ? this.resume(provider, order, modification, cmd.parcel) : err({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    await this.audit.record({
      actor: cmd.actor, action: `order.payment.${kind}`, target: `order:${order.reference}`, before: ledger,
      after: { modification: requested.modification.id, amount: requested.modification.amount, lines: planned.value.lines, delivery: planned.value.delivery },
      at: this.clock.now(),
    });
    return this.ask(provider, order, requested.modification, cmd.parcel);
  }

  /**
   * Asks the provider again for an action recorded before that it never took (a provider out of
   * reach, or a crash between a cancellation's commit and its refund's call), under the action's
   * own id, as the same key would; an action the provider took is answered as it stands.
   */
  async resend(modification: PaymentModificationRecord): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    const order = await this.orders.byId(modification.orderId);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND' });
    const provider = order.paymentMethod === null ? null : this.providers(order.paymentMethod);
    if (provider === null) return err({ code: 'PAYMENT_NOT_MODIFIABLE', method: order.paymentMethod ?? '' });
    return this.resume(provider, order, modification, await this.parcelOf(modification));
  }

  /** The parcel of a capture a dispatch recorded, found by its key, so the provider gets its tracking however the capture is sent. */
  private async parcelOf(modification: PaymentModificationRecord): Promise<ParcelTracking | undefined> {
    const shipmentId = modification.kind === 'capture' ? shipmentIdOfCaptureKey(modification.idempotencyKey) : null;
    const shipment = shipmentId === null ? null : await this.shipments.shipment(shipmentId);
    return shipment === null || shipment.orderId !== modification.orderId ? undefined : parcelTrackingOf(shipment);
  }

  /** An action asked before under the same key: asked again while the provider never answered it, else as it stands. */
  private resume(
    provider: PaymentModifications, order: Order, modification: PaymentModificationRecord, parcel: ParcelTracking | undefined,
  ): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    if (modification.state === 'requested' && modification.providerReference === null) return this.ask(provider, order, modification, parcel);
    return Promise.resolve(ok(modification));
  }

  private async ask(
    provider: PaymentModifications, order: Order, modification: PaymentModificationRecord, parcel: ParcelTracking | undefined,
  ): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    const captureReferences = modification.kind === 'refund'
      ? (await this.payments.modificationsOf(order.id)).flatMap((m) => (m.kind === 'capture' && m.state === 'succeeded' && m.providerReference ? [m.providerReference] : []))
      : [];
    const call = callOf(provider, modification.kind);
    // `run` refuses a release of a provider without one before anything is recorded.
    if (call === undefined) return err({ code: 'RELEASE_NOT_OFFERED' });
    const answer = await call({
      order, paymentReference: order.pspReference ?? '', reference: modification.id, amount: modification.amount,
      lines: modification.lines, delivery: modification.delivery, ...(parcel === undefined ? {} : { parcel }),
      ...(captureReferences.length === 0 ? {} : { captureReferences }),
      ...(modification.kind === 'capture' ? { finalCapture: await this.takesTheRest(provider, order, modification) } : {}),
    });
    if (answer.ok) {
      const { providerReference, outcome } = answer.value;
      const taken = { ...modification, providerReference };
      if (outcome === null) {
        await this.payments.taken(modification.id, providerReference);
        return ok(taken);
      }
      // The settle records the provider's reference with the outcome: should it fail, the action
      // still reads as never taken, and the same key asks the provider again, which answers the
      // same call the same way, so nothing it did (a refund's take-back) is lost.
      await this.settlement.settle({ id: modification.id, providerReference, kind: modification.kind }, outcome);
      return ok(await this.current(taken));
    }
    if (answer.error.code === 'PAYMENT_REQUEST_REFUSED') {
      const reason = answer.error.reason;
      const settled = await this.payments.settle({ id: modification.id, providerReference: '', kind: modification.kind }, { succeeded: false, reason }, this.clock.now());
      return err({ code: 'PROVIDER_REFUSED', reason, modification: settled?.modification ?? modification });
    }
    return err({ code: 'PROVIDER_UNAVAILABLE', modification });
  }

  /** Whether this capture, reserved in the ledger, takes the last of the authorisation (read as it is asked: another capture reserved meanwhile makes it not the last). */
  private async takesTheRest(provider: PaymentModifications, order: Order, modification: PaymentModificationRecord): Promise<boolean> {
    const ledger = await this.payments.ledgerOf(order.id, provider.capturesAtPayment(order.siteCode) ? 'automatic' : this.captureModeOf(order.siteCode));
    return ledger !== null && takesTheRest(ledger, modification.amount.amountMinor);
  }

  /** The modification as it stands now, after a result the provider gave in its answer. */
  private async current(modification: PaymentModificationRecord): Promise<PaymentModificationRecord> {
    return (await this.payments.modificationsOf(modification.orderId)).find((m) => m.id === modification.id) ?? modification;
  }
}
