/**
 * The payment calls of the basket page (contract): GetPaymentMethods, InitiatePayment and
 * SubmitAdditionalDetails, JSON both ways, credentials same-origin. A non-ok answer becomes a
 * `PaymentCallFailed` with its status and body (out of stock is told apart from the rest by
 * `paymentFailure`); a network failure has status null.
 */
import type { PaymentResponse } from '../../../../../domain/checkout/route-payment-result.js';
import {
  GET_PAYMENT_METHODS_URL,
  initiatePaymentUrl,
  submitAdditionalDetailsUrl,
  type WalletType,
} from '../../../rules/checkout/payment-flow.js';
import type { CardPaymentDetails } from '../../../rules/checkout/card-payload.js';
import { readPaymentMethodsAnswer, type PaymentMethodsAnswer } from '../../../rules/checkout/payment-options.js';
import { jsonRequestInit, type FetchImpl } from '../../../runtime/fetch-json.client.js';
import { pushPaymentInfo } from '../../../parts/analytics/analytics-events.client.js';

export class PaymentCallFailed extends Error {
  override readonly name = 'PaymentCallFailed';
  constructor(readonly status: number | null, readonly body: unknown) {
    super(`Payment call failed${status === null ? '' : ` (${status})`}`);
  }
}

const defaultFetch: FetchImpl = (url, init) => fetch(url, init);

async function post(url: string, body: unknown, fetchImpl: FetchImpl): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, jsonRequestInit({ method: 'POST', body }));
  } catch {
    throw new PaymentCallFailed(null, null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new PaymentCallFailed(response.status, answer);
  return answer;
}

export async function getPaymentMethods(merchantAccount: string, fetchImpl = defaultFetch): Promise<PaymentMethodsAnswer> {
  return readPaymentMethodsAnswer(await post(GET_PAYMENT_METHODS_URL, { merchantAccount }, fetchImpl));
}

interface PaymentFormData {
  SubscriptionPreference: boolean;
  delInstructions: string;
}

export interface InitiatePaymentBody {
  pmReq: { paymentMethod: Record<string, unknown>; browserInfo?: Record<string, unknown>; storePaymentMethod?: boolean } & CardPaymentDetails;
  formData: PaymentFormData;
  pmReqBasket?: Record<string, unknown>;
}

export async function initiatePayment(encryptedOrderId: string, body: InitiatePaymentBody, wallet?: WalletType, fetchImpl = defaultFetch): Promise<PaymentResponse> {
  pushPaymentInfo(document, String(body.pmReq.paymentMethod.type ?? wallet ?? ''));
  return (await post(initiatePaymentUrl(encryptedOrderId, wallet), body, fetchImpl)) as PaymentResponse;
}

export async function submitAdditionalDetails(
  encryptedOrderId: string,
  body: { details: Record<string, unknown>; paymentData: string | null },
  fetchImpl = defaultFetch,
): Promise<PaymentResponse> {
  return (await post(submitAdditionalDetailsUrl(encryptedOrderId), body, fetchImpl)) as PaymentResponse;
}

/** What the browser tells the provider for 3-D Secure 2 (Adyen's browserInfo fields). */
export function browserInfo(): Record<string, unknown> {
  return {
    acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    colorDepth: screen.colorDepth,
    language: navigator.language,
    javaEnabled: false,
    screenHeight: screen.height,
    screenWidth: screen.width,
    userAgent: navigator.userAgent,
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}
