import type { Money } from '../../../domain/pricing/money.js';
import { formatMoney } from '../../../domain/pricing/format-price.js';
import { currencyDivisor } from '../../../domain/pricing/minor-units.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { SandboxBankPageView, SandboxChallengePageView } from '../../ui-react/screens/payment-sandbox/payment-sandbox.view.js';

/** What the sandbox gateway's pages give the routes (SandboxPaymentPages). */
export interface SandboxPagesBackend {
  bankPage(session: string): { methodName: string; amount: Money; reference: string; issuers: readonly { id: string; name: string }[]; issuer: string | null } | null;
  decideBank(session: string, decision: 'approve' | 'cancel', issuer: string | null): { redirectTo: string } | null;
  challengePage(session: string): { amount: Money; reference: string; lastFour: string } | null;
  answerChallenge(session: string, password: string): { threeDSResult: string; targetOrigin: string; authenticated: boolean } | null;
}

/** The amount as the site shows money, or with its currency code when the payment is in another currency. */
export function amountText(amount: Money, site: SiteVariant): string {
  if (amount.currency === site.price.currency) return formatMoney(amount, site.price);
  const divisor = currencyDivisor(amount.currency);
  const digits = String(divisor).length - 1;
  return `${(amount.amountMinor / divisor).toFixed(digits)} ${amount.currency}`;
}

export function bankPageView(backend: SandboxPagesBackend, site: SiteVariant, session: string, error: string | null = null): SandboxBankPageView | null {
  const page = backend.bankPage(session);
  if (page === null) return null;
  return {
    session, methodName: page.methodName, amountText: amountText(page.amount, site), reference: page.reference,
    issuers: page.issuers.map((i) => ({ id: i.id, name: i.name })), chosenIssuer: page.issuer, error,
  };
}

export function challengePageView(backend: SandboxPagesBackend, site: SiteVariant, session: string, password: string | null): SandboxChallengePageView | null {
  const page = backend.challengePage(session);
  if (page === null) return null;
  const answer = password === null ? null : backend.answerChallenge(session, password);
  return { session, amountText: amountText(page.amount, site), reference: page.reference, lastFour: page.lastFour, answer };
}
