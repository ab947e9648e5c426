import type { WishlistErrorCode } from '../../../application/wishlist/wishlist-summary.js';
import { assertNever } from '../../../domain/shared/result.js';

/** The one table from wishlist error to HTTP status. */
export function statusOfWishlistError(code: WishlistErrorCode): number {
  switch (code) {
    case 'PRODUCT_NOT_FOUND':
    case 'NOT_ON_WISHLIST':
      return 404;
    case 'BASKET_REFUSED':
      return 409;
    default:
      return assertNever(code);
  }
}
