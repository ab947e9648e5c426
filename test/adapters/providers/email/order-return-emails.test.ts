import { describe, expect, it } from 'vitest';
import { OrderReturnEmails } from '../../../../src/adapters/providers/email/order-return-emails.js';
import type { Order } from '../../../../src/domain/orders/order.js';
import type { PaymentModificationRecord } from '../../../../src/domain/orders/payment-modification.js';
import type { OrderReturn } from '../../../../src/ports/order-returns.port.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';

function order(siteCode: string): Order {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's', site: siteCode }, [orderLine('FX-1', 2, 2500), orderLine('FX-2', 1, 4000)]);
  const details = { ...snapshot.details, deliveryAddress: { ...snapshot.details.deliveryAddress, firstName: '<b>Jo</b>' } };
  return { ...snapshot, details, siteCode, id: 'o1', reference: 'EV-1000123', status: 'paid', paymentMethod: 'visa', pspReference: 'PSP', createdAt: new Date(0), closedAt: new Date(0), issuedVoucherCodes: [] };
}

const ret: OrderReturn = {
  id: 'r1', orderId: 'o1', reference: 'R-EV-1000123-1', reason: 'doesnt-fit', state: 'received',
  lines: [{ position: 0, quantity: 2, received: 1 }, { position: 1, quantity: 1, received: 0 }],
  requestedAt: new Date(0), requestedBy: 'shopper', receivedAt: new Date(0), receivedBy: 'Sam', closedAt: null, closedBy: null, refundKey: null, refund: null,
};

const refund = (o: Order): PaymentModificationRecord => ({
  id: 'm1', orderId: 'o1', kind: 'refund', amount: { amountMinor: 2895, currency: o.total.currency }, lines: [{ position: 0, quantity: 1 }], delivery: true,
  state: 'succeeded', idempotencyKey: 'k', providerReference: 'P', failureReason: null, requestedBy: 'operator:1', requestedAt: new Date(0), settledAt: new Date(0), benefits: null,
});

describe('OrderReturnEmails', () => {
  const emails = new OrderReturnEmails('Shop <orders@shop.example>');

  it('the return email carries its reference, the units asked back and how to send them, escaping what the shopper typed', () => {
    const mail = emails.returnRequested(order('evans'), { ...ret, state: 'requested', lines: [{ position: 0, quantity: 2, received: null }] });
    expect(mail).toMatchObject({
      to: order('evans').details.email, from: 'Shop <orders@shop.example>', subject: 'Your return R-EV-1000123-1 is registered',
      regarding: { orderId: order('evans').id, email: 'return-requested' },
    });
    expect(mail.text).toContain('Return reference: R-EV-1000123-1');
    expect(mail.text).toContain('Wrap dress, Size 12 - Quantity 2');
    expect(mail.text).toContain('Pack the items with a note of your return reference R-EV-1000123-1');
    expect(mail.html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Jo</b>');
  });

  it('the received email names the units found only', () => {
    const mail = emails.returnReceived(order('evans'), ret);
    expect(mail.subject).toBe('We have received your return R-EV-1000123-1');
    expect(mail.regarding).toEqual({ orderId: order('evans').id, email: 'return-received' });
    expect(mail.text).toContain('Wrap dress, Size 12 - Quantity 1');
    expect(mail.text.match(/Quantity/g)).toHaveLength(1);
  });

  it('the refund email says the amount as the site writes it, and the delivery when refunded', () => {
    const o = order('evans');
    const mail = emails.refundIssued(o, refund(o));
    expect(mail.subject).toBe('Your refund for order EV-1000123');
    expect(mail.regarding).toEqual({ orderId: o.id, email: 'refund-issued' });
    expect(mail.text).toContain('We have refunded £28.95 to your original payment method.');
    expect(mail.text).toContain('Delivery: £3.95');
  });

  it('is written in the language of the order\'s site: German and French', () => {
    const de = order('yours-clothing-de');
    expect(emails.returnRequested(de, ret).subject).toBe('Ihre Rücksendung R-EV-1000123-1 ist angemeldet');
    expect(emails.returnReceived(de, ret).text).toContain('Ihr Paket ist angekommen.');
    expect(emails.refundIssued(de, refund(de)).subject).toBe('Ihre Erstattung zur Bestellung EV-1000123');
    const fr = order('yours-clothing-fr');
    expect(emails.returnRequested(fr, ret).subject).toBe('Votre retour R-EV-1000123-1 est enregistré');
    expect(emails.returnReceived(fr, ret).subject).toBe('Nous avons reçu votre retour R-EV-1000123-1');
    expect(emails.refundIssued(fr, refund(fr)).text).toContain('sur votre moyen de paiement d’origine');
  });
});
