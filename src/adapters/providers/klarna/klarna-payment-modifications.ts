import { findSiteVariant } from '../../../domain/site/site-variants.js';
import { ok, type Result } from '../../../domain/shared/result.js';
import { klarnaLinesOf, type KlarnaLineLabelsFor } from '../../../application/checkout/klarna/klarna-sessions.js';
import type { KlarnaOrderModification, KlarnaPayments, KlarnaPaymentsError } from '../../../ports/klarna-payments.port.js';
import type { PaymentGatewayError } from '../../../ports/payment-gateway.port.js';
import type { ModificationCall, ModificationTaken, PaymentModifications } from '../../../ports/payment-modifications.port.js';

/** Klarna's order management answers at once: a call it took is done. */
const DONE = { succeeded: true, reason: null } as const;

/**
 * Captures, cancels and refunds of Klarna orders (the payment reference is Klarna's order id),
 * and the release of what is left of a part-captured one, through Klarna's Order Management,
 * which answers at once: the outcome is in the answer, and a
 * refusal (CAPTURE_NOT_ALLOWED, REFUND_NOT_ALLOWED, CANCEL_NOT_ALLOWED) is the request refused.
 * Captures and refunds carry the lines they cover, named as the checkout named them to Klarna,
 * when those add up to the amount; a dispatch's capture its parcel's tracking (`shipping_info`). Each call's idempotency key is the modification's id. Klarna
 * orders follow the site's capture mode (captured at placement on an automatic site).
 */
export class KlarnaPaymentModifications implements PaymentModifications {
  capturesAtPayment(): boolean {
    return false;
  }

  constructor(private readonly klarna: KlarnaPayments, private readonly labelsFor: KlarnaLineLabelsFor) {}

  async capture(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(await this.klarna.captureOrder(call.paymentReference, this.modificationOf(call), call.order.siteCode), (v) => v.captureId);
  }

  async cancel(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(await this.klarna.cancelOrder(call.paymentReference, call.reference, call.order.siteCode), () => call.paymentReference);
  }

  async refund(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(await this.klarna.refundOrder(call.paymentReference, this.modificationOf(call), call.order.siteCode), (v) => v.refundId);
  }

  async releaseRemaining(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(await this.klarna.releaseRemainingAuthorization(call.paymentReference, call.reference, call.order.siteCode), () => call.paymentReference);
  }

  private modificationOf(call: ModificationCall): KlarnaOrderModification {
    const labels = this.labelsFor(findSiteVariant(call.order.siteCode)?.locale ?? 'en-GB');
    const parcel = call.parcel;
    return {
      amount: call.amount.amountMinor, orderLines: klarnaLinesOf(call.order, call, call.amount.amountMinor, labels), idempotencyKey: call.reference,
      ...(parcel === undefined ? {} : { shipping: { company: parcel.carrier, trackingNumber: parcel.trackingNumber, trackingUri: parcel.trackingUrl } }),
    };
  }
}

function taken<T>(answer: Result<T, KlarnaPaymentsError>, referenceOf: (value: T) => string): Result<ModificationTaken, PaymentGatewayError> {
  return answer.ok ? ok({ providerReference: referenceOf(answer.value), outcome: DONE }) : answer;
}
