/**
 * What the law of a site's region wants said around its prices and its order button: the tax
 * notice beside prices (PAngV and the UK's price marking order: VAT included; US prices exclude
 * sales tax, which each state adds at checkout; Australia's consumer law: GST included), the
 * order button that says ordering obliges payment (BGB §312j, German-law sites, which the DE site
 * is for Germany and Austria), and the terms and right of withdrawal linked beside it on EU sites.
 */
import type { RegionCode } from './site-variant.js';

/** The tax notice shown with a site's prices; each is followed by "plus delivery", linked to the delivery page. */
export type PriceNotice = 'vat-included' | 'sales-tax-excluded' | 'gst-included';

const PRICE_NOTICES: Record<RegionCode, PriceNotice> = {
  GB: 'vat-included', IE: 'vat-included', DK: 'vat-included', SE: 'vat-included', PL: 'vat-included',
  DE: 'vat-included', NL: 'vat-included', FR: 'vat-included', ES: 'vat-included',
  US: 'sales-tax-excluded',
  AU: 'gst-included',
};

export const priceNoticeOf = (region: RegionCode): PriceNotice => PRICE_NOTICES[region];

/** The regions whose sites sell under EU consumer law. */
const EU_REGIONS: ReadonlySet<RegionCode> = new Set<RegionCode>(['IE', 'DK', 'SE', 'PL', 'DE', 'NL', 'FR', 'ES']);

/** How the order button is labelled: saying that ordering obliges payment, or the plain "Pay now". */
type OrderButtonLabel = 'obliges-payment' | 'pay-now';

/** What a site shows at its order button. */
export interface OrderButtonRule {
  label: OrderButtonLabel;
  /** The terms and the right of withdrawal are linked beside the button. */
  legalLinks: boolean;
}

export const orderButtonRuleOf = (region: RegionCode): OrderButtonRule => ({
  label: region === 'DE' ? 'obliges-payment' : 'pay-now',
  legalLinks: EU_REGIONS.has(region),
});
