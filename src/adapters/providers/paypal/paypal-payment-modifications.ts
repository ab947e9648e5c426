import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { PaymentGatewayError } from '../../../ports/payment-gateway.port.js';
import type { ModificationCall, ModificationTaken, PaymentModifications } from '../../../ports/payment-modifications.port.js';
import type { PayPalAuthorizationError, PayPalOrders, PayPalRefundError } from '../../../ports/paypal-orders.port.js';

/** Why PayPal has nothing to capture or cancel on an order created with intent CAPTURE. */
const CAPTURED_AT_APPROVAL = 'PayPal took this payment in full when the shopper approved it, so there is nothing left to capture.';
const NOTHING_TO_CANCEL = 'PayPal took this payment in full when the shopper approved it, so it cannot be cancelled: refund it instead.';
/** Why a refund larger than any one capture's rest is refused: PayPal refunds each capture on its own. */
const SPANS_CAPTURES = 'PayPal gives back each capture of this order on its own, and none of them has this much left to refund: refund it in parts, one capture at a time.';

const refused = (reason: string): Result<never, PaymentGatewayError> => err({ code: 'PAYMENT_REQUEST_REFUSED', reason });

/** PayPal's refusals of a refund, as the reason the operator reads (PayPal's issue name when it gave one). */
function refusalOf(error: Exclude<PayPalRefundError, { code: 'PROVIDER_UNAVAILABLE' }>): string {
  switch (error.code) {
    case 'PAYPAL_CAPTURE_NOT_FOUND':
      return 'PayPal does not know this payment\'s capture (RESOURCE_NOT_FOUND).';
    case 'PAYPAL_CAPTURE_REFUNDED':
      return 'PayPal has given this payment back in full already (CAPTURE_FULLY_REFUNDED).';
    case 'PAYMENT_REQUEST_REFUSED':
      return error.reason;
  }
}

/** An authorization call's answer as a modification's: a payment PayPal does not know as an authorization was captured at approval. */
function takenOf<T>(answer: Result<T, PayPalAuthorizationError>, id: (value: T) => string, notAuthorised: string): Result<ModificationTaken, PaymentGatewayError> {
  if (answer.ok) return ok({ providerReference: id(answer.value), outcome: { succeeded: true, reason: null } });
  switch (answer.error.code) {
    case 'PROVIDER_UNAVAILABLE':
      return err({ code: 'PROVIDER_UNAVAILABLE' });
    case 'PAYPAL_AUTHORIZATION_NOT_FOUND':
      return refused(notAuthorised);
    case 'PAYMENT_REQUEST_REFUSED':
      return refused(answer.error.reason);
  }
}

/**
 * Captures, cancels and refunds of PayPal payments. The checkout creates PayPal orders with intent
 * CAPTURE on automatic-capture sites and AUTHORIZE on manual-capture ones, so a payment is captured
 * at payment where its site captures automatically. A PayPal order created with intent CAPTURE is
 * paid in full when the shopper approves (the ledger counts it captured) and the order's PSP
 * reference is the capture's id: a capture or cancel is refused with a reason an operator reads
 * (PayPal knows no authorization by that id). One created with intent AUTHORIZE has its
 * authorization's id as PSP reference: a capture captures part of it
 * (`POST /v2/payments/authorizations/{id}/capture`, `final_capture` only on the capture that takes
 * the last of the authorisation, our order's reference as `invoice_id`), its capture's id the
 * modification's provider reference; a cancel voids it (`/void`), and so does a release of what is
 * left once part of it is captured (PayPal voids what is not captured of an authorization). A refund refunds the order's capture
 * (`POST /v2/payments/captures/{id}/refund`), or, for an authorised order, the first of its
 * captures that has enough left (one refund never spans captures: PayPal refunds each on its
 * own, so a larger one is refused with a reason), with our order's reference as `invoice_id`,
 * the modification's id as `custom_id` (PayPal's refund webhooks carry it back) and a note to the
 * buyer in the site's language. Every call's `PayPal-Request-Id` is the modification's id (a
 * retry is asked once; a refund tried on several captures uses one per capture). A COMPLETED
 * refund is settled in the answer; a PENDING one by PayPal's webhook (PAYMENT.CAPTURE.REFUNDED or
 * PAYMENT.REFUND.FAILED); FAILED or CANCELLED gave nothing back. Likewise a COMPLETED capture of
 * an authorization is settled in the answer, a PENDING one by PAYMENT.CAPTURE.COMPLETED or DENIED,
 * and a DECLINED one is refused.
 */
export class PayPalPaymentModifications implements PaymentModifications {
  constructor(
    private readonly payPal: Pick<PayPalOrders, 'refund' | 'captureAuthorization' | 'voidAuthorization'>,
    /** The note the buyer reads with the refund, in the language of the order's site. */
    private readonly noteFor: (siteCode: string, orderReference: string) => string,
    /** Each site's capture mode: the checkout authorises (intent AUTHORIZE) on manual-capture sites. */
    private readonly captureModeOf: CaptureModeOf,
  ) {}

  capturesAtPayment(siteCode: string): boolean {
    return this.captureModeOf(siteCode) === 'automatic';
  }

  async capture(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    const answer = await this.payPal.captureAuthorization(call.paymentReference, {
      amount: call.amount, finalCapture: call.finalCapture ?? false, requestId: call.reference, invoiceId: call.order.reference,
    }, call.order.siteCode);
    // A PENDING capture (held by PayPal for review) took nothing yet: it stays asked until PAYMENT.CAPTURE.COMPLETED or DENIED settles it.
    if (answer.ok && answer.value.status === 'PENDING') return ok({ providerReference: answer.value.id, outcome: null });
    return takenOf(answer, (capture) => capture.id, CAPTURED_AT_APPROVAL);
  }

  async cancel(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    const answer = await this.payPal.voidAuthorization(call.paymentReference, call.reference, call.order.siteCode);
    return takenOf(answer, (voided) => voided.id, NOTHING_TO_CANCEL);
  }

  async releaseRemaining(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return this.cancel(call);
  }

  async refund(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    const captures = call.captureReferences ?? [];
    if (captures.length === 0) return this.refundCapture(call, call.paymentReference, call.reference);
    for (const captureId of captures) {
      // One request id per capture tried: a retry of the refund asks each capture again the same way.
      const taken = await this.refundCapture(call, captureId, `${call.reference}.${captureId}`);
      if (taken.ok || taken.error.code !== 'PAYMENT_REQUEST_REFUSED' || !this.tooLittleLeft(taken.error.reason)) return taken;
    }
    return refused(SPANS_CAPTURES);
  }

  private async refundCapture(call: ModificationCall, captureId: string, requestId: string): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    const answer = await this.payPal.refund(captureId, {
      amount: call.amount, requestId, invoiceId: call.order.reference, customId: call.reference,
      noteToPayer: this.noteFor(call.order.siteCode, call.order.reference),
    }, call.order.siteCode);
    if (answer.ok) {
      const { id, status } = answer.value;
      return ok({ providerReference: id, outcome: status === 'COMPLETED' ? { succeeded: true, reason: null } : null });
    }
    return answer.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : refused(refusalOf(answer.error));
  }

  /** Whether PayPal refused a refund of one capture only because that capture has less left than asked. */
  private tooLittleLeft(reason: string): boolean {
    return reason === 'REFUND_AMOUNT_EXCEEDED' || reason === refusalOf({ code: 'PAYPAL_CAPTURE_REFUNDED' });
  }
}
