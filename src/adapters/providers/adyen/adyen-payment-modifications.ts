import { ok, type Result } from '../../../domain/shared/result.js';
import type { PaymentGateway, PaymentGatewayError, PaymentModification } from '../../../ports/payment-gateway.port.js';
import type { ModificationCall, ModificationTaken, PaymentModifications } from '../../../ports/payment-modifications.port.js';

/**
 * Captures, cancels and refunds of card and local payments, through the payment gateway's
 * modification calls (Adyen's, or its sandbox's): the gateway answers `received`, and the result
 * comes later by webhook (CAPTURE, CANCELLATION, REFUND and their failures).
 */
export class AdyenPaymentModifications implements PaymentModifications {
  capturesAtPayment(): boolean {
    return false;
  }

  constructor(private readonly gateway: Pick<PaymentGateway, 'capture' | 'cancel' | 'refund'>) {}

  capture(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(this.gateway.capture({ ...requestOf(call), amount: call.amount }));
  }

  cancel(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(this.gateway.cancel(requestOf(call)));
  }

  refund(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>> {
    return taken(this.gateway.refund({ ...requestOf(call), amount: call.amount }));
  }
}

const requestOf = (call: ModificationCall) => ({ site: call.order.siteCode, pspReference: call.paymentReference, reference: call.reference, idempotencyKey: call.reference });

async function taken(answer: Promise<Result<PaymentModification, PaymentGatewayError>>): Promise<Result<ModificationTaken, PaymentGatewayError>> {
  const result = await answer;
  return result.ok ? ok({ providerReference: result.value.pspReference, outcome: null }) : result;
}
