import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { HelpPageView } from './help.view.js';

/**
 * A legal or help page: the operator's text (HTML made from their Markdown and kept to an
 * allow-list) and, on the delivery page, the site's delivery prices per country.
 */
export function HelpPage({ view }: { view: HelpPageView }) {
  const t = useStrings();
  return (
    <article className="help-page" aria-labelledby="help-page-title">
      <PageDescription text={view.description} />
      <h1 className="help-page__title" id="help-page-title">{view.title}</h1>
      <div className="help-page__text" dangerouslySetInnerHTML={{ __html: view.html }} />
      {view.deliveryRates.length > 0 && (
        <section className="help-page__rates" aria-labelledby="delivery-rates-title">
          <h2 id="delivery-rates-title">{t.helpDeliveryRatesTitle}</h2>
          {view.deliveryRates.map((rates) => (
            <div className="delivery-rates" key={rates.countryName}>
              <table className="delivery-rates__table">
                <caption className="delivery-rates__country">{rates.countryName}</caption>
                <thead>
                  <tr><th scope="col">{t.helpDeliveryOption}</th><th scope="col">{t.helpDeliveryPrice}</th></tr>
                </thead>
                <tbody>
                  {rates.options.map((option) => (
                    <tr key={option.label}><th scope="row">{option.label}</th><td>{option.priceText}</td></tr>
                  ))}
                </tbody>
              </table>
              {rates.freeFromText !== null && <p className="delivery-rates__free">{rates.freeFromText}</p>}
            </div>
          ))}
        </section>
      )}
    </article>
  );
}
