import { Type } from 'typebox';
import { SIZING_REGIONS } from '../../../domain/catalog/sizing-region.js';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../domain/basket/basket.js';

const productId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** Stock ids are product codes with a size: letters, digits, spaces, '-', '_', '.', '/'. */
const stockId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9 ._/-]+$' });
/** Basket line ids are made by the id generator: URL-safe characters only. */
const shoppingBasketId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** GET /basket/api/add: the buy grid's fields. Other grid fields (groupParentId, parentSize...) are allowed and ignored. */
export const AddQuery = Type.Object({
  productId,
  stockId,
  quantity: Type.Optional(Type.Integer({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY })),
  price: text(12),
  giftCardValue: text(12),
  cardType: text(40),
  recipientName: text(200),
  recipientEmail: text(320),
  message: text(1000),
  deliveryDate: text(20),
});

export const AddResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  hasWarning: Type.Boolean(),
  dataLayer: Type.Union([Type.String(), Type.Null()]),
  eventId: Type.Union([Type.String(), Type.Null()]),
  count: Type.Optional(Type.Integer()),
});

export const QuantityParams = Type.Object({
  action: Type.Union([Type.Literal('delete'), Type.Literal('increase'), Type.Literal('decrease')]),
  shoppingBasketId,
});

export const QuantityResponse = Type.Object({
  success: Type.Boolean(),
  dataLayer: Type.Union([Type.String(), Type.Null()]),
  count: Type.Optional(Type.Integer()),
  quantity: Type.Optional(Type.Integer()),
  removed: Type.Optional(Type.Boolean()),
  lineTotal: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  total: Type.Optional(Type.String()),
});

export const QuickBasketQuery = Type.Object({
  productid: Type.Optional(productId),
  c: text(30),
});

export const QuickBasketResponse = Type.Object({ view: Type.String(), count: Type.Integer() });
export const CountResponse = Type.Object({ count: Type.Integer() });

export const ModalQuery = Type.Object({
  productId,
  /** The size just added: the modal names that line's size rather than the product's first line. */
  stockId: text(64),
  sizingRegion: Type.Optional(Type.Union(SIZING_REGIONS.map((r) => Type.Literal(r)))),
  nolayout: text(10),
});

export const BuyGridQuery = Type.Object({
  productid: productId,
  sizingRegion: Type.Optional(Type.Union(SIZING_REGIONS.map((r) => Type.Literal(r)))),
  primaryProductID: Type.Optional(productId),
  /** 'true': the grid adds to the bag as soon as a size is chosen (quick buy on tiles). */
  autoAdd: Type.Optional(Type.Literal('true')),
  nolayout: text(10),
});

export const NotifyBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  productId,
  stockId,
});

export const NotifyResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });

export const BackInStockList = Type.Object({
  requests: Type.Array(Type.Object({
    email: Type.String(), stockId: Type.String(), productId: Type.Integer(), siteId: Type.String(), requestedAt: Type.String(),
  })),
});

export const BasketPageQuery = Type.Object({ error: text(300), changeDelivery: text(5), site: text(60), nolayout: text(10),
  // Loyalty and gift vouchers: the outcome of a plain form post or link.
  voucher: text(40), loyalty: text(40),
  // PayPal: back from PayPal's pages (approved or cancelled).
  paypal: text(20) });
