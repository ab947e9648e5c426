import { Type } from 'typebox';
import { SAFE_PLACE_INSTRUCTIONS_MAX } from '../../../domain/delivery/delivery-options.js';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** A form post sends booleans as 'true' / 'false'; JSON sends them as booleans. */
const flag = Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('')]));

/**
 * POST /DeliveryAccordion/UpdateSelectedDeliveryOption: the delivery selection payload (spec
 * section 3), as JSON from the page's script or as a plain form post. Missing fields take the
 * spec's defaults (DeliveryOptionID "1").
 */
export const DeliverySelectionBody = Type.Object({
  DeliveryOptionID: Type.Optional(Type.String({ minLength: 1, maxLength: 8, pattern: '^[0-9]+$' })),
  StoreID: text(64),
  StatedDay: Type.Optional(Type.String({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  ChosenSafePlace: text(40),
  ChosenSafePlaceInstructions: text(SAFE_PLACE_INSTRUCTIONS_MAX),
  /** Integration data of a pick-up point: accepted, never trusted (the point is read from its network). */
  JsonData: text(4000),
  DeliveryCountryID: Type.Optional(Type.String({ maxLength: 2, pattern: '^$|^[A-Za-z]{2}$' })),
  showCountries: flag,
  isExpressPayment: flag,
});

export const CheckoutSectionsQuery = Type.Object({ site: text(60), nolayout: text(10) });
