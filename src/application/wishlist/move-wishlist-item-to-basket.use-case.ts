import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { WishlistRepository } from '../../ports/wishlist-repository.port.js';
import { summaryOfEntries, type WishlistError, type WishlistSummary } from './wishlist-summary.js';

export interface MoveCommand {
  owner: BasketOwner;
  /** The site the basket is on: its brand must sell the product. */
  site: SiteVariant;
  productId: number;
  stockId: string;
}

/** What moving needs from the basket: add one unit of a size, or say why not (stock, limits). */
export interface BasketAdder {
  addOne(cmd: MoveCommand): Promise<Result<unknown, { code: string }>>;
}

/**
 * Moves a wishlist item into the basket in the chosen size: added to the basket first, and taken
 * off the wishlist only when the basket accepted it, so a refusal (out of stock) loses nothing.
 */
export class MoveWishlistItemToBasket {
  constructor(
    private readonly wishlists: WishlistRepository,
    private readonly basket: BasketAdder,
  ) {}

  async execute(cmd: MoveCommand): Promise<Result<WishlistSummary, WishlistError>> {
    const onList = (await this.wishlists.list(cmd.owner)).some((entry) => entry.productId === cmd.productId);
    if (!onList) return err({ code: 'NOT_ON_WISHLIST', productId: cmd.productId });
    const added = await this.basket.addOne(cmd);
    if (!added.ok) return err({ code: 'BASKET_REFUSED', productId: cmd.productId, cause: { ...added.error } });
    const removed = await this.wishlists.remove(cmd.owner, cmd.productId);
    return ok(summaryOfEntries(removed.entries));
  }
}
