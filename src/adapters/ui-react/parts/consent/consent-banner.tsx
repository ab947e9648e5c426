import { helpPagePath } from '../../../../domain/site/help-pages.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { CONSENT_BANNER_ID } from './consent-ids.js';

/**
 * The cookie consent banner, in every page's markup but hidden: pages are cached and shared by
 * every shopper, so the browser shows it (consent.client.ts) on a first visit, when there is no
 * consent cookie, and from the footer's "Cookie settings". Rejecting is one click, as accepting is.
 */
export function ConsentBanner() {
  const t = useStrings();
  return (
    <section id={CONSENT_BANNER_ID} className="consent-banner" aria-labelledby="consent-banner-title" hidden>
      <h2 className="consent-banner__title" id="consent-banner-title" tabIndex={-1}>{t.consentTitle}</h2>
      <p className="consent-banner__text">
        {t.consentText}{' '}
        <a className="consent-banner__policy" href={helpPagePath('cookies')}>{t.consentPolicyLink}</a>
      </p>
      <form className="consent-banner__choices" id="consent-choices" data-consent-form hidden>
        <fieldset className="consent-banner__categories">
          <legend className="consent-banner__legend">{t.consentCategories}</legend>
          <label className="consent-banner__category">
            <input type="checkbox" name="necessary" defaultChecked disabled />
            <span>{t.consentNecessary}</span>
          </label>
          <label className="consent-banner__category">
            <input type="checkbox" name="analytics" />
            <span>{t.consentAnalytics}</span>
          </label>
          <label className="consent-banner__category">
            <input type="checkbox" name="marketing" />
            <span>{t.consentMarketing}</span>
          </label>
        </fieldset>
        <button type="submit" className="consent-banner__button">{t.consentSave}</button>
      </form>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" data-consent="accept">{t.consentAcceptAll}</button>
        <button type="button" className="consent-banner__button" data-consent="reject">{t.consentRejectAll}</button>
        <button type="button" className="consent-banner__button" data-consent="choose" aria-expanded="false" aria-controls="consent-choices">
          {t.consentChoose}
        </button>
      </div>
    </section>
  );
}
