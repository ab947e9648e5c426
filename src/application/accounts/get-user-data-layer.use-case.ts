import { ownerOfSession } from '../../domain/accounts/basket-owner.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';

/** How many items an owner's basket holds (the basket's own count rule). */
export interface BasketCounter {
  basketCount(owner: BasketOwner): Promise<number>;
}

/** The user data layer of spec section 7: shopper versus guest and the counts the header shows. */
export interface UserDataLayer {
  isShopper: boolean;
  shopperName: string | null;
  basketCount: number;
  wishlistCount: number;
}

export class GetUserDataLayer {
  constructor(
    private readonly accounts: ShopperAccounts,
    private readonly wishlists: WishlistRepository,
    private readonly baskets: BasketCounter,
  ) {}

  async execute(session: { id: string; shopperId: number | null } | null, site: string): Promise<UserDataLayer> {
    if (session === null) return { isShopper: false, shopperName: null, basketCount: 0, wishlistCount: 0 };
    const owner = ownerOfSession(session, site);
    const [account, basketCount, wishlistCount] = await Promise.all([
      session.shopperId === null ? Promise.resolve(null) : this.accounts.findById(session.shopperId),
      this.baskets.basketCount(owner),
      this.wishlists.count(owner),
    ]);
    return { isShopper: account !== null, shopperName: account?.name ?? null, basketCount, wishlistCount };
  }
}
