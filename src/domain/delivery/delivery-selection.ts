/**
 * Delivery selection payload (spec section 3), posted to
 * /DeliveryAccordion/UpdateSelectedDeliveryOption. Field names are the wire names.
 * Defaults chosen where the spec gives none: empty strings and false.
 */
export interface DeliverySelection {
  DeliveryOptionID: string;
  StoreID: string;
  StatedDay: string;
  ChosenSafePlace: string;
  ChosenSafePlaceInstructions: string;
  /** Integration data of the chosen pick-up location, as a JSON string ('' for none). */
  JsonData: string;
  DeliveryCountryID: string;
  showCountries: boolean;
  isExpressPayment: boolean;
}

const DEFAULT_DELIVERY_OPTION_ID = '1';

export const DEFAULT_DELIVERY_SELECTION: DeliverySelection = {
  DeliveryOptionID: DEFAULT_DELIVERY_OPTION_ID,
  StoreID: '',
  StatedDay: '',
  ChosenSafePlace: '',
  ChosenSafePlaceInstructions: '',
  JsonData: '',
  DeliveryCountryID: '',
  showCountries: false,
  isExpressPayment: false,
};

/** A selection with the given fields and defaults for the rest. */
export function deliverySelection(fields: Partial<DeliverySelection> = {}): DeliverySelection {
  return { ...DEFAULT_DELIVERY_SELECTION, ...fields };
}

/** A pick-up selection: the location's id as StoreID and its saved fields as JsonData. */
export function pickupDeliverySelection(
  deliveryOptionId: string,
  storeId: string,
  savedFields: object,
  fields: Partial<DeliverySelection> = {},
): DeliverySelection {
  return deliverySelection({ ...fields, DeliveryOptionID: deliveryOptionId, StoreID: storeId, JsonData: JSON.stringify(savedFields) });
}
