import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { ANTI_FORGERY_FIELD, OPERATOR_SIGN_OUT_PATH } from './operator-sign-in-page.js';

/** The console's pages, each one address. */
export const OPERATOR_CONSOLE_PATHS = {
  home: '/operator',
  orders: '/operator/orders',
  webhooks: '/operator/webhooks',
  payments: '/operator/payments',
  audit: '/operator/audit',
} as const;

export type OperatorConsoleSection = keyof typeof OPERATOR_CONSOLE_PATHS;

export interface OperatorConsoleNavView {
  /** The section the page shown belongs to (its link carries aria-current). */
  current: OperatorConsoleSection;
  /** Only admins read the audit log, so only they see its link. */
  isAdmin: boolean;
  /** The anti-forgery token of the sign-out form. */
  token: string;
}

/**
 * The console's navigation, the same on every console page: its sections (the audit log for
 * admins only) and the sign-out form, a plain post that works without JavaScript.
 */
export function OperatorConsoleNav({ view, t }: { view: OperatorConsoleNavView; t: OperatorConsoleStrings }) {
  const sections: readonly { section: OperatorConsoleSection; label: string }[] = [
    { section: 'home', label: t.navHome },
    { section: 'orders', label: t.navOrders },
    { section: 'webhooks', label: t.navWebhooks },
    { section: 'payments', label: t.navPayments },
    ...(view.isAdmin ? [{ section: 'audit' as const, label: t.navAudit }] : []),
  ];
  return (
    <nav className="console-nav" aria-label={t.navLabel}>
      <ul className="console-nav__list">
        {sections.map(({ section, label }) => (
          <li key={section}>
            <a className="console-nav__link" href={OPERATOR_CONSOLE_PATHS[section]} aria-current={section === view.current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <form className="console-nav__sign-out" method="post" action={OPERATOR_SIGN_OUT_PATH}>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <button className="button button--secondary" type="submit">{t.signOut}</button>
      </form>
    </nav>
  );
}
