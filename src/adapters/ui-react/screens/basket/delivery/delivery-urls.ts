/** Where the delivery section is saved (spec section 7), and the ids of the sections the basket page swaps. */
export const UPDATE_DELIVERY_URL = '/DeliveryAccordion/UpdateSelectedDeliveryOption';
export const DELIVERY_SECTION_ID = 'delivery-accordion';
/** The delivery section and the order summary, answered together (`GET`) after the basket changed. */
export const CHECKOUT_SECTIONS_URL = '/basket/sections';
export const BASKET_TOTALS_ID = 'basket-totals';
