import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { OperatorConsoleNav, type OperatorConsoleSection } from './operator-console-nav.js';

/** A console page the operator's role does not open: said plainly, with the console's navigation to go elsewhere. */
export function OperatorForbiddenPage({ section, role, isAdmin, token, t }: {
  section: OperatorConsoleSection; role: string; isAdmin: boolean; token: string; t: OperatorConsoleStrings;
}) {
  return (
    <div className="console-page">
      <OperatorConsoleNav view={{ current: section, isAdmin, token }} t={t} />
      <h1 className="account-page__title">{t.forbiddenTitle}</h1>
      <p>{interpolate(t.forbiddenBody, { role })}</p>
    </div>
  );
}
