import type { ViewAccount } from '../../../application/accounts/view-account.use-case.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
// Orders and payments.
import type { ListShopperOrders } from '../../../application/orders/list-shopper-orders.use-case.js';
import type { OrderIdCipher } from '../../../ports/order-id-cipher.port.js';
import { toAccountOrderView, type AccountOrderView } from '../../ui-react/parts/orders/account-orders.view.js';

export interface AccountPageModel {
  name: string;
  email: string;
  /** Orders and payments: the shopper's orders, newest first (none when the page is built without them). */
  orders: AccountOrderView[];
}

/** Orders and payments: the shopper's orders and the cipher that seals each one's id for its link. */
export interface AccountOrdersDeps {
  listOrders: ListShopperOrders;
  cipher: OrderIdCipher;
  confirmationUrl: (encryptedOrderId: string) => string;
}

/** The account page's data: the signed-in shopper's name and email, or NOT_AUTHORISED for a guest. */
export async function loadAccountPage(
  deps: { viewAccount: ViewAccount; orders?: AccountOrdersDeps }, input: { session: ShopperSession | null; locale?: string },
): Promise<Result<AccountPageModel, 'NOT_AUTHORISED'>> {
  const shopperId = input.session?.shopperId ?? null;
  const profile = shopperId ? await deps.viewAccount.execute(shopperId) : null;
  if (profile === null || shopperId === null) return err('NOT_AUTHORISED');
  const { orders } = deps;
  const listed = orders ? await orders.listOrders.execute(shopperId) : [];
  return ok({
    name: profile.name,
    email: profile.email,
    orders: listed.map((order) => toAccountOrderView(order, input.locale ?? 'en-GB', orders!.confirmationUrl(orders!.cipher.seal(order.id)))),
  });
}
