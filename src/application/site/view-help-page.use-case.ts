import { deliveryRatesOf, type CountryDeliveryRates } from '../../domain/delivery/delivery-rates.js';
import type { HelpPage } from '../../domain/site/help-pages.js';
import { helpTextSources } from '../../domain/site/help-text-sources.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { HelpText, HelpTexts } from '../../ports/help-texts.port.js';

export interface HelpPageContent {
  page: HelpPage;
  text: HelpText;
  /** The delivery page's price list per country, from the checkout's rates; empty on the other pages. */
  deliveryRates: CountryDeliveryRates[];
}

export class ViewHelpPage {
  constructor(private readonly texts: HelpTexts) {}

  /**
   * The page's text for the site's brand and locale, the most specific that exists. Every page has
   * a default English text, so finding none means the content folder was not deployed: a fault, thrown.
   */
  async execute(site: Pick<SiteVariant, 'brand' | 'locale' | 'countryCode' | 'deliveryCountries' | 'price'>, page: HelpPage): Promise<HelpPageContent> {
    const sources = helpTextSources(site.brand, site.locale, page);
    for (const source of sources) {
      const text = await this.texts.textAt(source);
      if (text !== null) return { page, text, deliveryRates: page === 'delivery' ? deliveryRatesOf(site) : [] };
    }
    throw new Error(`No text for the help page '${page}': none of ${sources.join(', ')} exists`);
  }
}
