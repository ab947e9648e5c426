import { assertNever } from '../shared/result.js';

export type PageKind = 'one-page-checkout' | 'basket' | 'other';

export interface PaymentAction {
  type: string;
  [field: string]: unknown;
}

/** The payment response the storefront receives after InitiatePayment or SubmitAdditionalDetails. */
export interface PaymentResponse {
  action?: PaymentAction | null;
  resultCode?: string | null;
  refusalReason?: string | null;
  merchantReference?: string | null;
  additionalData?: { orderId?: string | null; paymentMethod?: string | null } | null;
}

export interface PaymentPageIds {
  encryptedOrderId: string;
  isBasket: boolean;
}

const COMPLETE_ORDER_PATH = '/Checkout/PaymentComponent/CompleteOrder';
export const CONFIRMATION_PATH = '/Checkout/Confirmation';

/** CompleteOrder status: 3 for an authorised payment, 9 for one still pending or received. */
type CompleteOrderStatus = 3 | 9;

export interface CompleteOrderParams {
  encryptedOrderId: string;
  paymentMethod: string;
  status: CompleteOrderStatus;
  merchRef: string;
  isBasket: boolean;
}

/** Lone UTF-16 surrogates cannot be percent-encoded: they become U+FFFD, as URLSearchParams does. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function completeOrderUrl(p: CompleteOrderParams): string {
  const query: [string, string][] = [
    ['encryptedOrderId', p.encryptedOrderId],
    ['paymentMethod', p.paymentMethod],
    ['status', String(p.status)],
    ['merchRef', p.merchRef],
    ['isBasket', String(p.isBasket)],
  ];
  return `${COMPLETE_ORDER_PATH}?${query.map(([k, v]) => `${k}=${encodeURIComponent(v.replace(LONE_SURROGATE, '\uFFFD'))}`).join('&')}`;
}

/** What to do once a refusal has been shown, by page kind. */
type AfterRefusal = { kind: 'refreshPayment' } | { kind: 'stay' } | { kind: 'navigate'; url: string };

export type PaymentRoute =
  | { kind: 'challenge'; action: PaymentAction }
  | { kind: 'action'; action: PaymentAction }
  | { kind: 'navigate'; url: string }
  | { kind: 'refused'; refusalReason: string; then: AfterRefusal };

/** Spec 4, payment result handling. */
export function routePaymentResult(response: PaymentResponse, pageKind: PageKind, ids: PaymentPageIds): PaymentRoute {
  const action = response.action;
  if (action) return action.type === 'threeDS2' ? { kind: 'challenge', action } : { kind: 'action', action };
  const code = response.resultCode ?? '';
  const completeOrder = (status: CompleteOrderStatus): PaymentRoute => ({
    kind: 'navigate',
    url: completeOrderUrl({
      encryptedOrderId: ids.encryptedOrderId,
      paymentMethod: response.additionalData?.paymentMethod ?? '',
      status,
      merchRef: response.merchantReference ?? '',
      isBasket: ids.isBasket,
    }),
  });
  if (code === 'Authorised') return completeOrder(3);
  if (code === 'Pending' || code === 'Received') return completeOrder(9);
  if (code === 'Refused') return { kind: 'refused', refusalReason: response.refusalReason ?? '', then: afterRefusal(pageKind) };
  return { kind: 'navigate', url: CONFIRMATION_PATH };
}

function afterRefusal(pageKind: PageKind): AfterRefusal {
  switch (pageKind) {
    case 'one-page-checkout':
      return { kind: 'refreshPayment' };
    case 'basket':
      return { kind: 'stay' };
    case 'other':
      return { kind: 'navigate', url: CONFIRMATION_PATH };
    default:
      return assertNever(pageKind);
  }
}
