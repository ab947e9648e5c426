import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import type { SiteChoice } from './operator-dashboard.view.js';

/** Which site a console page shows: a GET form, so the choice is in the address and works without JavaScript. */
export function OperatorSiteSelector({ action, sites, site, t }: { action: string; sites: readonly SiteChoice[]; site: string; t: OperatorConsoleStrings }) {
  return (
    <form className="console-site-selector" method="get" action={action}>
      <label className="form-field__label" htmlFor="console-site">{t.siteLabel}</label>
      <select className="form-field__input" id="console-site" name="site" defaultValue={site}>
        {sites.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
      </select>
      <button className="button button--secondary" type="submit">{t.showSite}</button>
    </form>
  );
}
