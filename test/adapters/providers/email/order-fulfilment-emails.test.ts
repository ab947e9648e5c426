import { describe, expect, it } from 'vitest';
import { OrderFulfilmentEmails } from '../../../../src/adapters/providers/email/order-fulfilment-emails.js';
import type { Order } from '../../../../src/domain/orders/order.js';
import type { Shipment } from '../../../../src/ports/order-fulfilment.port.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';

function order(siteCode: string): Order {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's', site: 'evans' }, [orderLine('FX-1', 2, 2500), orderLine('FX-2', 1, 4000)]);
  const details = { ...snapshot.details, deliveryAddress: { ...snapshot.details.deliveryAddress, firstName: '<b>Jo</b>' } };
  return { ...snapshot, details, siteCode, id: 'o1', reference: 'EV-1000123', status: 'paid', paymentMethod: 'visa', pspReference: 'PSP', createdAt: new Date(0), closedAt: new Date(0), issuedVoucherCodes: [] };
}

const shipment: Shipment = {
  id: 'sh1', orderId: 'o1', carrierCode: 'postnl', trackingNumber: '3SABC&1', dispatchedAt: new Date(0), deliveredAt: null, createdBy: 'Sam', lines: [{ position: 1, quantity: 1 }],
};

describe('OrderFulfilmentEmails', () => {
  const emails = new OrderFulfilmentEmails('Shop <orders@shop.example>');

  it('the dispatch email names the lines sent, the carrier and the tracking link (URL-encoded), escaping what the shopper typed', () => {
    const mail = emails.dispatched(order('evans'), shipment);
    expect(mail).toMatchObject({ to: order('evans').details.email, from: 'Shop <orders@shop.example>', subject: 'Your order EV-1000123 is on its way' });
    expect(mail.text).toContain('Good news: we have sent the items below with PostNL.');
    expect(mail.text).toContain('Wrap dress, Size 12 - Quantity 1');
    expect(mail.text).not.toContain('Quantity 2');
    expect(mail.text).toContain('Tracking number: 3SABC&1');
    expect(mail.text).toContain('Track your parcel: https://postnl.nl/tracktrace/?B=3SABC%261');
    expect(mail.html).toContain('<a href="https://postnl.nl/tracktrace/?B=3SABC%261">Track your parcel</a>');
    expect(mail.html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Jo</b>');
  });

  it('the cancellation email, in French on a French site', () => {
    const mail = emails.linesCancelled(order('yours-clothing-fr'), [{ position: 0, quantity: 2 }]);
    expect(mail.subject).toBe('Des articles de votre commande EV-1000123 ont été annulés');
    expect(mail.text).toContain('Nous vous rembourserons leur montant sur votre moyen de paiement d’origine.');
    expect(mail.text).not.toContain('https://');
  });
});
