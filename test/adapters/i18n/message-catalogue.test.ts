import { describe, expect, it } from 'vitest';
import { describeError, describeField } from '../../../src/adapters/http/errors/error-message.js';
import { STATUS_OF } from '../../../src/adapters/http/errors/error-status.js';
import { de } from '../../../src/adapters/i18n/de.js';
import { en } from '../../../src/adapters/i18n/en.js';
import { fr } from '../../../src/adapters/i18n/fr.js';
import { isMessageCode, messageFor } from '../../../src/adapters/i18n/message-catalogue.js';

describe('server message catalogue', () => {
  it('has an English message for every error code of the status table', () => {
    for (const code of Object.keys(STATUS_OF)) {
      expect(isMessageCode(code), code).toBe(true);
      expect(en.messages[code as keyof typeof en.messages].length).toBeGreaterThan(0);
    }
  });

  it("spells the spec's strings exactly", () => {
    expect(messageFor('en-GB', 'OUT_OF_STOCK')).toBe('This item is out of stock.');
    expect(messageFor('en-GB', 'MISSING_CREDENTIALS')).toBe('Please enter your email and password');
    expect(messageFor('en-GB', 'INVALID_DETAILS')).toBe('Please enter your details');
    expect(messageFor('en-GB', 'INVALID_EMAIL')).toBe('Please enter an email address');
    expect(messageFor('en-GB', 'INTERNAL')).toBe('Something went wrong, please refresh and try again');
    expect(messageFor('en-GB', 'ADDED_TO_BASKET', { name: 'Black Wrap Dress' })).toBe('Black Wrap Dress added to basket');
  });

  it('picks the catalogue by the locale language, English for a language without one', () => {
    expect(messageFor('de-DE', 'OUT_OF_STOCK')).toBe(de.messages.OUT_OF_STOCK);
    expect(messageFor('fr-FR', 'OUT_OF_STOCK')).toBe(fr.messages.OUT_OF_STOCK);
    expect(messageFor('ja-JP', 'OUT_OF_STOCK')).toBe(en.messages.OUT_OF_STOCK);
  });

  it('fills {params} from own keys only, leaving unknown ones as written', () => {
    expect(messageFor('en', 'LINE_LIMIT', { max: 99 })).toBe('Sorry, you can buy at most 99 of this item.');
    expect(messageFor('en', 'LINE_LIMIT')).toBe('Sorry, you can buy at most {max} of this item.');
    expect(messageFor('en', 'LINE_LIMIT', Object.create({ max: 5 }) as Record<string, number>)).toContain('{max}');
  });

  it("words the core's error codes and their details at the edge", () => {
    expect(describeError('en-GB', { code: 'LINE_LIMIT' })).toBe('Sorry, you can buy at most 99 of this item.');
    expect(describeError('en-GB', { code: 'OUT_OF_STOCK', available: 0 })).toBe('This item is out of stock.');
    expect(describeError('en-GB', { code: 'OUT_OF_STOCK', available: 1 })).toBe('Sorry, only 1 of this item is available.');
    expect(describeError('en-GB', { code: 'OUT_OF_STOCK', available: 5 })).toBe('Sorry, only 5 of this item are available.');
    expect(describeError('en-GB', { code: 'LINE_NOT_FOUND', shoppingBasketId: 'b-9' })).toBe('Basket line b-9 not found');
    expect(describeError('en-GB', { code: 'INVALID_GIFT_VOUCHER', field: 'VOUCHER_MESSAGE' })).toBe('Your message can be up to 250 characters.');
    expect(describeError('en-GB', { code: 'INVALID_GIFT_VOUCHER', field: 'VOUCHER_DELIVERY_DATE' })).toBe('Please choose a delivery date from today to 365 days ahead.');
    expect(describeError('en-GB', { code: 'BASKET_REFUSED', cause: { code: 'OUT_OF_STOCK', available: 2 } })).toBe('Sorry, only 2 of this item are available.');
    expect(describeError('de-DE', { code: 'OUT_OF_STOCK', available: 0 })).toBe(de.messages.OUT_OF_STOCK);
    expect(describeField('en-GB', 'PASSWORD_TOO_SHORT')).toBe('Your password must be at least 10 characters long');
    expect(describeField('en-GB', 'NAME_TOO_LONG')).toBe('Your name can be at most 100 characters long');
  });
});
