import type { ViewOrder } from '../../../application/orders/view-order.use-case.js';
import type { ViewOrderFulfilment } from '../../../application/orders/view-order-fulfilment.use-case.js';
import type { ViewOrderRefunds } from '../../../application/orders/view-order-refunds.use-case.js';
import { toOrderRefundsView } from '../../ui-react/parts/orders/order-refunds.view.js';
import { toOrderFulfilmentView } from '../../ui-react/parts/orders/order-fulfilment.view.js';
import type { ViewOrderReturns } from '../../../application/orders/view-order-returns.use-case.js';
import { toOrderReturnsPartView, type OrderReturnsPartInput } from '../../ui-react/parts/orders/order-returns.view.js';
import type { Result } from '../../../domain/shared/result.js';
import type { OrderIdCipher } from '../../../ports/order-id-cipher.port.js';
import { toConfirmationPageView, type ConfirmationPageView } from '../../ui-react/screens/confirmation/confirmation-page.view.js';

export interface ConfirmationPageDeps {
  viewOrder: ViewOrder;
  cipher: OrderIdCipher;
  /** Fulfilment: a paid order's parcels and cancelled items (the page shows none without it). */
  viewFulfilment?: ViewOrderFulfilment;
  /** Refunds made or on their way (the page shows none without it). */
  viewRefunds?: ViewOrderRefunds;
  /** Returns: a paid order's returns and the form to ask one (the page shows none without it). */
  viewReturns?: ViewOrderReturns;
}

/** Who looks at the page, for its return form: the session's shopper, the form's token, what the last return post did. */
export interface ReturnsOnOrderPage extends Pick<OrderReturnsPartInput, 'token' | 'registered' | 'problem'> {
  viewerShopperId: number | null;
}

/**
 * The confirmation page's data: the order behind the encrypted id (the capability a guest has),
 * or ORDER_NOT_FOUND for an id that does not open (tampered, another key) or names no order.
 */
export async function loadConfirmationPage(
  deps: ConfirmationPageDeps, input: { encryptedOrderId: string; returns?: ReturnsOnOrderPage },
): Promise<Result<ConfirmationPageView, { code: 'ORDER_NOT_FOUND' }>> {
  const orderId = deps.cipher.open(input.encryptedOrderId);
  if (orderId === null) return { ok: false, error: { code: 'ORDER_NOT_FOUND' } };
  const order = await deps.viewOrder.execute(orderId);
  if (!order.ok) return order;
  const fulfilment = order.value.status === 'paid' && deps.viewFulfilment
    ? toOrderFulfilmentView(order.value, await deps.viewFulfilment.execute(orderId))
    : null;
  const refunds = order.value.status === 'paid' && deps.viewRefunds ? toOrderRefundsView(order.value, await deps.viewRefunds.execute(orderId)) : null;
  // A guest order's sealed id is the guest's own link to it; an account's order is returned by its signed-in owner.
  const returns = order.value.status === 'paid' && deps.viewReturns && input.returns
    ? toOrderReturnsPartView(order.value, await deps.viewReturns.execute(order.value), {
      ...input.returns, encryptedOrderId: input.encryptedOrderId,
      mayReturn: order.value.shopperId === null || order.value.shopperId === input.returns.viewerShopperId,
    })
    : null;
  return { ok: true, value: toConfirmationPageView(order.value, input.encryptedOrderId, fulfilment, refunds, returns) };
}
