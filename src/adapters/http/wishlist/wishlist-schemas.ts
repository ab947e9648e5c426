import { Type } from 'typebox';
import { ANTI_FORGERY_FIELD } from '../plugins/anti-forgery.js';

/** Product ids are positive PostgreSQL integers. */
const ProductIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const StockIdSchema = Type.String({ minLength: 1, maxLength: 64 });

export const ProductIdQuery = Type.Object({ productId: ProductIdSchema });
export const MoveQuery = Type.Object({ productId: ProductIdSchema, stockId: StockIdSchema });

export const RemoveForm = Type.Object({ productId: ProductIdSchema, [ANTI_FORGERY_FIELD]: Type.Optional(Type.String()) });
export const MoveForm = Type.Object({
  productId: ProductIdSchema,
  stockId: Type.Optional(Type.String({ maxLength: 64 })),
  [ANTI_FORGERY_FIELD]: Type.Optional(Type.String()),
});

export const WishlistPageQuery = Type.Object({
  done: Type.Optional(Type.Union([Type.Literal('removed'), Type.Literal('moved')])),
  nolayout: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
});

const WishlistItemSchema = Type.Object({ productID: Type.Integer() });

export const WishlistResponse = Type.Object({ items: Type.Array(WishlistItemSchema), count: Type.Integer({ minimum: 0 }) });

/** The change response of spec section 3: success, dataLayer (a JSON string), cachedWishListItems. */
export const WishlistChangeResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  dataLayer: Type.Optional(Type.String()),
  cachedWishListItems: Type.Optional(Type.Array(WishlistItemSchema)),
  count: Type.Optional(Type.Integer({ minimum: 0 })),
});
