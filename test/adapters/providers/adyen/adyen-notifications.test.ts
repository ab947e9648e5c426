import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import adyen from '@adyen/api-library';
import { signNotificationItem, verifyNotificationBody, type NotificationItemWire } from '../../../../src/adapters/providers/adyen/adyen-notifications.js';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const itemArb: fc.Arbitrary<NotificationItemWire> = fc.record({
  amount: fc.record({ currency: fc.constantFrom('EUR', 'GBP', 'PLN'), value: fc.integer({ min: 0, max: 10_000_000 }) }),
  eventCode: fc.constantFrom('AUTHORISATION', 'CANCELLATION', 'REFUND', 'CAPTURE'),
  eventDate: fc.constant('2026-11-23T10:00:00.000Z'),
  merchantAccountCode: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
  merchantReference: fc.string({ maxLength: 40 }),
  pspReference: fc.stringMatching(/^[A-Z0-9]{16}$/),
  success: fc.constantFrom('true' as const, 'false' as const),
  reason: fc.string({ maxLength: 40 }),
});
const bodyOf = (items: NotificationItemWire[]) => ({ live: 'false', notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })) });

describe('Adyen webhook signatures', () => {
  it('signs as the library\'s hmacValidator checks (Adyen\'s signing string, hex key, base64)', () => {
    const item = signNotificationItem({
      amount: { currency: 'EUR', value: 1130 }, eventCode: 'AUTHORISATION', eventDate: '2026-11-23T10:00:00.000Z', merchantAccountCode: 'TestMerchant',
      merchantReference: 'TestPayment-1407325143704', pspReference: '7914073381342284', success: 'true',
    }, KEY);
    expect(new adyen.hmacValidator().validateHMAC(item as never, KEY)).toBe(true);
    expect(verifyNotificationBody(bodyOf([item]), KEY)).toEqual([{
      eventCode: 'AUTHORISATION', success: true, pspReference: '7914073381342284', merchantReference: 'TestPayment-1407325143704',
      amount: { amountMinor: 1130, currency: 'EUR' }, reason: null,
    }]);
  });

  test.prop([fc.array(itemArb, { minLength: 1, maxLength: 5 })])('a body whose every item is signed verifies, item for item', (items) => {
    const verified = verifyNotificationBody(bodyOf(items.map((i) => signNotificationItem(i, KEY))), KEY);
    expect(verified?.map((n) => [n.pspReference, n.success, n.amount.amountMinor])).toEqual(items.map((i) => [i.pspReference, i.success === 'true', i.amount.value]));
  });

  test.prop([fc.array(itemArb, { minLength: 2, maxLength: 5 }), fc.nat()])('one unsigned item makes the whole body null', (items, at) => {
    const signed = items.map((i) => signNotificationItem(i, KEY));
    signed[at % signed.length] = items[at % items.length]!;
    expect(verifyNotificationBody(bodyOf(signed), KEY)).toBeNull();
  });

  test.prop([fc.anything()])('never throws on any body, and verifies nothing unsigned', (body) => {
    expect(verifyNotificationBody(body, KEY)).toBeNull();
  });
});
