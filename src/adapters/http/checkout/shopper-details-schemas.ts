import { Type } from 'typebox';
import { ADDRESS_FIELDS } from '../../../domain/checkout/address.js';
import { addressFieldName } from '../../../domain/checkout/shopper-details.js';
import { ANTI_FORGERY_FIELD } from '../plugins/anti-forgery.js';

/**
 * The most characters any field may arrive with. The domain's own limits are lower (60 for an
 * address line) and answered field by field; this bound only keeps absurd input out.
 */
const FIELD_INPUT_MAX = 200;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const addressFields = (role: 'delivery' | 'billing') =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [addressFieldName(role, f), text(FIELD_INPUT_MAX)]));

/**
 * POST /basket/details, as a plain form post or as JSON serialised from the same form (spec 5:
 * empty fields skipped, a ticked checkbox as its value or a list of them). Every field is a
 * bounded string; the use case judges the content.
 */
export const ShopperDetailsBody = Type.Object({
  email: text(320),
  ...addressFields('delivery'),
  ...addressFields('billing'),
  billingSameAsDelivery: Type.Optional(Type.Union([
    Type.Boolean(), Type.String({ maxLength: 10 }), Type.Array(Type.String({ maxLength: 10 }), { maxItems: 2 }),
  ])),
  [ANTI_FORGERY_FIELD]: text(200),
}, { additionalProperties: false });

const addressAnswer = Type.Object(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, Type.String()])));

export const ShopperDetailsAnswer = Type.Object({
  success: Type.Literal(true),
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), { maxItems: 0 }),
  values: Type.Object({
    email: Type.String(), delivery: addressAnswer, billingSameAsDelivery: Type.Boolean(), billing: addressAnswer,
  }),
});
