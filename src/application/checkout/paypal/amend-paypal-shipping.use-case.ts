import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { PostcodeFormat } from '../../../ports/postcode-format.port.js';
import type { PayPalFailure, ShippingRefusal } from './paypal-errors.js';
import { payPalOrderOfShopper, type PayPalOrderRef } from './paypal-order-of-shopper.js';

export interface AmendPayPalShippingCommand extends PayPalOrderRef {
  site: SiteVariant;
  /** The buyer's new shipping country (ISO alpha-2) and postcode, as PayPal gives them. */
  countryCode: string;
  postcode: string;
}

/** The shop's answer to the buyer's new shipping address: accepted (PayPal's order amended), or why not. */
export type ShippingDecision = { accepted: true } | { accepted: false; refusal: ShippingRefusal };

/**
 * The shipping change check (spec 4 and 8): while the buyer is on PayPal and changes the address,
 * the shop refuses a country it does not deliver to (COUNTRY_ERROR), an address the basket's
 * delivery choice does not serve (another country than it ships to, or a postcode that is not one
 * of that country: METHOD_UNAVAILABLE) and an address without a postcode (ADDRESS_ERROR); an
 * accepted address is set on the PayPal order with our order's total. A refusal changes nothing.
 */
export class AmendPayPalShipping {
  constructor(private readonly orders: Orders, private readonly payPal: PayPalOrders, private readonly postcodes: PostcodeFormat) {}

  async execute(cmd: AmendPayPalShippingCommand): Promise<Result<ShippingDecision, PayPalFailure>> {
    const found = await payPalOrderOfShopper(this.orders, cmd);
    if (!found.ok) return found;
    const { order, attempt } = found.value;
    if (order.status !== 'pending') return err({ code: 'PAYPAL_ORDER_CLOSED' });
    const country = cmd.countryCode.trim().toUpperCase();
    const postcode = cmd.postcode.trim();
    const refuse = (refusal: ShippingRefusal) => ok<ShippingDecision>({ accepted: false, refusal });
    if (!cmd.site.deliveryCountries.includes(country)) return refuse('COUNTRY_ERROR');
    if (postcode === '') return refuse('ADDRESS_ERROR');
    if (country !== order.delivery.country || !this.postcodes.isValid(country, postcode)) return refuse('METHOD_UNAVAILABLE');
    const amended = await this.payPal.amend(attempt.payPalOrderId, {
      shipping: { countryCode: country, postalCode: this.postcodes.normalise(country, postcode) }, amount: order.total,
    }, order.siteCode);
    if (!amended.ok) {
      if (amended.error.code === 'PROVIDER_UNAVAILABLE' || amended.error.code === 'PAYMENT_REQUEST_REFUSED') return err(amended.error);
      return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
    }
    return ok({ accepted: true });
  }
}
