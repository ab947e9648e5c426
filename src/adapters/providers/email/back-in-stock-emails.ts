import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { BackInStockEmails, BackInStockNotice } from '../../../ports/stock-levels.port.js';
import { catalogueFor } from '../../i18n/languages.js';
import { fillIn } from '../../i18n/order-email-strings.js';
import { escapeHtml } from './order-confirmation-emails.js';

/**
 * The back-in-stock email in the language of the site the shopper asked on, with a link to the
 * product on that site: its production host when SITE_HOSTS names one, else `localOrigin` with
 * `?site=`, which picks the site as any link does on a shop without hosts.
 */
export class SiteBackInStockEmails implements BackInStockEmails {
  private readonly hostOfSite = new Map<string, string>();

  constructor(private readonly from: string, siteHosts: Readonly<Record<string, string>>, private readonly localOrigin: string) {
    for (const [host, siteId] of Object.entries(siteHosts)) if (!this.hostOfSite.has(siteId)) this.hostOfSite.set(siteId, host);
  }

  compose(notice: BackInStockNotice): OutgoingEmail {
    const site = findSiteVariant(notice.siteId);
    const t = catalogueFor(site?.locale ?? 'en-GB').backInStockEmail;
    const brand = site?.brandName ?? '';
    const path = `/product/${encodeURIComponent(notice.productSlug)}`;
    const host = this.hostOfSite.get(notice.siteId);
    const href = host === undefined ? `${this.localOrigin}${path}?site=${encodeURIComponent(notice.siteId)}` : `https://${host}${path}`;
    const intro = fillIn(t.intro, { product: notice.productName, size: notice.sizeLabel });
    const link = fillIn(t.link, { brand });
    const closing = fillIn(t.closing, { brand });
    const text = [t.greeting, '', intro, '', `${link}: ${href}`, '', t.note, '', closing].join('\n');
    const html = [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(href)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t.note)}</p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join('\n');
    return { to: notice.email, from: this.from, subject: fillIn(t.subject, { product: notice.productName }), text, html };
  }
}
