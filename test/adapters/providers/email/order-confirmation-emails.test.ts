import { describe, expect, it } from 'vitest';
import { OrderConfirmationEmails } from '../../../../src/adapters/providers/email/order-confirmation-emails.js';
import type { Order } from '../../../../src/domain/orders/order.js';
import { money } from '../../../../src/domain/pricing/money.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';

function order(siteCode: string, over: Partial<Order> = {}): Order {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's', site: 'evans' }, [orderLine('FX-1', 2, 2500), orderLine('FX-GIFT', 1, 5000, true)], [{ kind: 'voucher', code: 'GIFT1', amount: money(500, 'GBP') }]);
  return {
    ...snapshot, siteCode, id: 'o1', reference: 'EV-1000123', status: 'paid', paymentMethod: 'visa', pspReference: 'PSP', createdAt: new Date(0), closedAt: new Date(0),
    issuedVoucherCodes: ['ABCDEFGH12345678'], ...over,
  };
}

describe('OrderConfirmationEmails', () => {
  const emails = new OrderConfirmationEmails('Shop <orders@shop.example>');

  it('writes the confirmation in English for a GB site: number, lines, totals, address, method, voucher codes', () => {
    const mail = emails.confirmation(order('evans'));
    expect(mail).toMatchObject({ to: 'ada@example.com', from: 'Shop <orders@shop.example>', subject: 'Your order EV-1000123 is confirmed' });
    expect(mail.text).toContain('Order number: EV-1000123');
    expect(mail.text).toContain('Wrap dress, Size 12 - Quantity 2 - £50');
    expect(mail.text).toContain('E-gift card (Gift voucher for Ana) - Quantity 1 - £50');
    expect(mail.text).toContain('Coupons and vouchers: -£5');
    expect(mail.text).toContain('Total paid: £98.95');
    expect(mail.text).toContain('SW1Y 4LB London');
    expect(mail.text).toContain('ABCD-EFGH-1234-5678');
    expect(mail.html).toContain('<strong>Order number:</strong> EV-1000123');
  });

  it('writes German and French for those sites', () => {
    const de = emails.confirmation(order('yours-clothing-de', { total: money(9895, 'EUR') }));
    expect(de.subject).toBe('Ihre Bestellung EV-1000123 ist bestätigt');
    expect(de.text).toContain('Bestellnummer: EV-1000123');
    const fr = emails.confirmation(order('yours-clothing-fr', { total: money(9895, 'EUR') }));
    expect(fr.subject).toBe('Votre commande EV-1000123 est confirmée');
    expect(fr.text).toContain('Numéro de commande: EV-1000123');
  });

  it('escapes what the shopper typed in the HTML part', () => {
    const o = order('evans');
    o.details = { ...o.details, deliveryAddress: { ...o.details.deliveryAddress, firstName: '<script>alert(1)</script>' } };
    const mail = emails.confirmation(o);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
