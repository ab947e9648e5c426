import { describe, expect, it } from 'vitest';
import { STATUS_OF } from '../../../../src/adapters/http/errors/error-status.js';
import { de } from '../../../../src/adapters/i18n/de.js';
import { en } from '../../../../src/adapters/i18n/en.js';
import { fr } from '../../../../src/adapters/i18n/fr.js';
import { isMessageCode, messageFor } from '../../../../src/adapters/i18n/message-catalogue.js';

describe('server message catalogue', () => {
  it('has an English message for every error code of the status table', () => {
    for (const code of Object.keys(STATUS_OF)) {
      expect(isMessageCode(code), code).toBe(true);
      expect(en[code as keyof typeof en].length).toBeGreaterThan(0);
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

  it('picks the catalogue by the locale language and falls back to English per key', () => {
    expect(messageFor('de-DE', 'OUT_OF_STOCK')).toBe(de.OUT_OF_STOCK);
    expect(messageFor('fr-FR', 'OUT_OF_STOCK')).toBe(fr.OUT_OF_STOCK);
    expect(de.EMAIL_TAKEN).toBeUndefined();
    expect(messageFor('de-DE', 'EMAIL_TAKEN')).toBe(en.EMAIL_TAKEN);
    expect(messageFor('da-DK', 'OUT_OF_STOCK')).toBe(en.OUT_OF_STOCK);
  });

  it('fills {params} from own keys only, leaving unknown ones as written', () => {
    expect(messageFor('en', 'LINE_LIMIT', { max: 99 })).toBe('Sorry, you can buy at most 99 of this item.');
    expect(messageFor('en', 'LINE_LIMIT')).toBe('Sorry, you can buy at most {max} of this item.');
    expect(messageFor('en', 'LINE_LIMIT', Object.create({ max: 5 }) as Record<string, number>)).toContain('{max}');
  });
});
