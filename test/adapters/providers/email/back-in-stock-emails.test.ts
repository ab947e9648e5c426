import { describe, expect, it } from 'vitest';
import { SiteBackInStockEmails } from '../../../../src/adapters/providers/email/back-in-stock-emails.js';

const notice = { email: 'ann@example.com', stockId: 'B', productName: 'Wrap <dress>', productSlug: 'wrap-dress', sizeLabel: '14' };

describe('SiteBackInStockEmails', () => {
  const emails = new SiteBackInStockEmails('shop@example.com', { 'www.yoursclothing.de': 'yours-clothing-de' }, 'http://localhost:3000');

  it('writes in the language of the site asked on, linking to the product on its host', () => {
    const email = emails.compose({ ...notice, siteId: 'yours-clothing-de' });
    expect(email).toMatchObject({ to: 'ann@example.com', from: 'shop@example.com', subject: 'Wrap <dress> ist wieder da' });
    expect(email.text).toContain('Wrap <dress> in Größe 14 ist wieder vorrätig.');
    expect(email.text).toContain('Jetzt bei Yours Clothing ansehen: https://www.yoursclothing.de/product/wrap-dress');
    expect(email.html).toContain('<a href="https://www.yoursclothing.de/product/wrap-dress">Jetzt bei Yours Clothing ansehen</a>');
    expect(email.html).toContain('Wrap &lt;dress&gt;');
  });

  it('links a site without a host through the local origin and ?site=, in English for an English site', () => {
    const email = emails.compose({ ...notice, siteId: 'evans' });
    expect(email.subject).toBe('Wrap <dress> is back in stock');
    expect(email.text).toContain('See it at Evans: http://localhost:3000/product/wrap-dress?site=evans');
  });

  it('writes French for a French site', () => {
    expect(emails.compose({ ...notice, siteId: 'yours-clothing-fr' }).subject).toBe('Wrap <dress> est de retour en stock');
  });
});
