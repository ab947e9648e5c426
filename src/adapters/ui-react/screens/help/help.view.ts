import type { HelpPageContent } from '../../../../application/site/view-help-page.use-case.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { regionName } from '../../../i18n/intl-formats.js';
import { labelOf } from '../../parts/delivery/delivery.view.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';

interface DeliveryRateView {
  label: string;
  priceText: string;
}

/** One country's delivery options and prices, as the delivery page lists them. */
interface CountryRatesView {
  countryName: string;
  options: DeliveryRateView[];
  /** 'Free standard delivery and pick-up from €70.20.'; null when it is never free. */
  freeFromText: string | null;
}

/** A help page ready to print: its title, summary and safe HTML, and the delivery page's price list. */
export interface HelpPageView {
  title: string;
  description: string;
  html: string;
  deliveryRates: CountryRatesView[];
}

export function toHelpPageView(content: HelpPageContent, display: PriceDisplay, locale: string, t: TranslatableStrings): HelpPageView {
  return {
    title: content.text.title,
    description: content.text.description,
    html: content.text.html,
    deliveryRates: content.deliveryRates.map((rates) => ({
      countryName: regionName(rates.country, locale),
      options: rates.options.map((option) => ({ label: labelOf(option.kind, t), priceText: formatMoney(option.price, display) })),
      freeFromText: rates.freeFrom === null ? null : interpolate(t.helpDeliveryFreeFrom, { amount: formatMoney(rates.freeFrom, display) }),
    })),
  };
}
