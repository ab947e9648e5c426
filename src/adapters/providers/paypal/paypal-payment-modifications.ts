import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { PaymentGatewayError } from '../../../ports/payment-gateway.port.js';
import type { ModificationCall, ModificationTaken, PaymentModifications } from '../../../ports/payment-modifications.port.js';
import type { PayPalOrders, PayPalRefundError } from '../../../ports/paypal-orders.port.js';

/** Why PayPal has nothing to capture or cancel: its orders are created with intent CAPTURE. */
const CAPTURED_AT_APPROVAL = 'PayPal took this payment in full when the shopper approved it, so there is nothing left to capture.';
const NOTHING_TO_CANCEL = 'PayPal took this payment in full when the shopper approved it, so it cannot be cancelled: refund it instead.';

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

/**
 * Captures, cancels and refunds of PayPal payments. PayPal's orders are created with intent
 * CAPTURE, so the money is taken when the shopper approves (the ledger counts it captured) and
 * the order's PSP reference is the capture's id: a capture or cancel is refused with a reason an
 * operator reads, and a refund refunds that capture (`POST /v2/payments/captures/{id}/refund`)
 * under the modification's id as `PayPal-Request-Id` (a retry refunds once), with our order's
 * reference as `invoice_id`, the modification's id as `custom_id` (PayPal's refund webhooks
 * carry it back) and a note to the buyer in the site's language. A COMPLETED refund is settled in the answer; a PENDING one by PayPal's webhook
 * (PAYMENT.CAPTURE.REFUNDED or PAYMENT.REFUND.FAILED); FAILED or CANCELLED gave nothing back.
 */
export class PayPalPaymentModifications implements PaymentModifications {

  constructor(
    private readonly payPal: Pick<PayPalOrders, 'refund'>,
    /** The note the buyer reads with the refund, in the language of the order's site. */
    private readonly noteFor: (siteCode: string, orderReference: string) => string,
  ) {}

  capturesAtPayment(): boolean {
    return true;
  }

  async capture(): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return refused(CAPTURED_AT_APPROVAL);
  }

  async cancel(): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return refused(NOTHING_TO_CANCEL);
  }

  async refund(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    const answer = await this.payPal.refund(call.paymentReference, {
      amount: call.amount, requestId: call.reference, invoiceId: call.order.reference, customId: call.reference,
      noteToPayer: this.noteFor(call.order.siteCode, call.order.reference),
    }, call.order.siteCode);
    if (answer.ok) {
      const { id, status } = answer.value;
      return ok({ providerReference: id, outcome: status === 'COMPLETED' ? { succeeded: true, reason: null } : null });
    }
    return answer.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : refused(refusalOf(answer.error));
  }
}
